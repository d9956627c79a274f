import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ClientSsoSettingsSaved } from '@gamepod/events';

// samlify's own types pull in the DOM library (through @xmldom/xmldom), which would retype
// Buffer and fetch for every file of the services program: the few calls made here are typed here.
type SamlifySp = {
  readonly entityMeta: { getAssertionConsumerService(binding: string): string | string[]; getEntityID(): string };
};
type SamlifyIdp = {
  getMetadata(): string;
  parseLoginRequest(
    sp: SamlifySp,
    binding: 'redirect',
    req: { query: Record<string, string> },
  ): Promise<{ extract: { request?: { id?: string } } }>;
  parseLogoutRequest(
    sp: SamlifySp,
    binding: 'redirect',
    req: { query: Record<string, string>; octetString: string },
  ): Promise<{ extract: { request?: { id?: string }; nameID?: string; sessionIndex?: string } }>;
  parseLogoutResponse(
    sp: SamlifySp,
    binding: 'redirect',
    req: { query: Record<string, string>; octetString: string },
  ): Promise<{ extract: { response?: { inResponseTo?: string } } }>;
  createLogoutResponse(
    sp: SamlifySp,
    requestInfo: unknown,
    binding: 'redirect',
    relayState: string,
  ): { context: string };
  createLogoutRequest(
    sp: SamlifySp,
    binding: 'redirect',
    user: { logoutNameID: string; sessionIndex?: string },
  ): { id: string; context: string };
  createLoginResponse(
    sp: SamlifySp,
    requestInfo: unknown,
    binding: 'post',
    user: object,
    customTagReplacement: (template: string) => { id: string; context: string },
  ): Promise<{ context: string }>;
};
type Samlify = {
  setSchemaValidator(validator: { validate: (xml: string) => Promise<string> }): void;
  IdentityProvider(settings: Record<string, unknown>): SamlifyIdp;
  ServiceProvider(settings: {
    metadata: string;
    wantLogoutRequestSigned?: boolean;
    wantLogoutResponseSigned?: boolean;
  }): SamlifySp;
  Constants: { namespace: { binding: { redirect: string; post: string } } };
};
const samlify = createRequire(import.meta.url)('samlify') as Samlify;

// the test IdP reads our AuthnRequests with samlify's own parser; schema validation of them is not what these tests check
samlify.setSchemaValidator({ validate: async () => 'skipped' });

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The test IdP's key pairs: its signing key, the one it rotates to, and one nobody stored. */
export const KEYS = {
  signing: { key: fixture('idp-signing.key.pem'), cert: fixture('idp-signing.cert.pem') },
  rotated: { key: fixture('idp-rotated.key.pem'), cert: fixture('idp-rotated.cert.pem') },
  rogue: { key: fixture('rogue.key.pem'), cert: fixture('rogue.cert.pem') },
} as const;

/** How the IdP answers the next sign-in; left out: a right answer for `email`. */
/**
 * The SSO settings event of a client that trusts `idp`, for tests and benches that write it
 * straight to the log: the settings form takes https:// providers only, and this one is on
 * loopback http.
 */
export function settingsTrusting(idp: Pick<SamlTestIdp, 'entityId' | 'loginUrl' | 'logoutUrl'>) {
  return ClientSsoSettingsSaved.of({
    active: true,
    protocol: 'saml',
    entity: idp.entityId,
    login: idp.loginUrl,
    logout: idp.logoutUrl,
    certs: KEYS.signing.cert,
    metadata_url: null,
    oidc_client_id: null,
    oidc_client_secret: null,
    attribute_preset: 'generic',
    attribute_email: null,
    attribute_first_name: null,
    attribute_last_name: null,
  });
}

export type SamlAnswer = {
  readonly email: string;
  readonly nameId?: string;
  readonly givenName?: string;
  /**
   * The assertion's attributes, name → value, in place of the default email and givenName
   * (an Entra- or Shibboleth-shaped answer); the email is then only what these say.
   */
  readonly attributes?: Readonly<Record<string, string>>;
  readonly key?: keyof typeof KEYS;
  readonly audience?: string;
  readonly issuer?: string;
  readonly recipient?: string;
  /** Moves IssueInstant, NotBefore and NotOnOrAfter by this much (negative: in the past). */
  readonly shiftMs?: number;
};

const TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
  '<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer>' +
  '<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">{NameID}</saml:NameID>' +
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Recipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  '<saml:AttributeStatement>{Attributes}</saml:AttributeStatement></saml:Assertion></samlp:Response>';

const xmlText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const attributeXml = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${xmlText(name)}"><saml:AttributeValue xsi:type="xs:string">${xmlText(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
const newId = () => `_${randomBytes(16).toString('hex')}`;

/** A session the IdP keeps for a browser it signed in (its cookie), until a logout ends it. */
export type IdpSession = { readonly nameId: string; readonly sessionIndex: string };

/**
 * A real SAML IdP (samlify) on a loopback port: its sign-in page answers every AuthnRequest
 * with a signed response in an auto-posting form and keeps a session for that browser (a
 * cookie); its single logout service (HTTP-Redirect) checks our signed LogoutRequest, ends
 * that session and answers with its signed LogoutResponse, and it can start a logout itself.
 */
export type SamlTestIdp = {
  readonly entityId: string;
  readonly loginUrl: string;
  readonly logoutUrl: string;
  /** The next sign-ins are answered so. */
  answerWith(answer: SamlAnswer): void;
  /** Its SAML metadata as samlify publishes it (entity id, sign-in and sign-out services, signing certificate); also served at `metadataUrl`. */
  metadata(): string;
  readonly metadataUrl: string;
  /** The sessions it holds, by cookie. */
  readonly sessions: Map<string, IdpSession>;
  /** The LogoutRequests of ours it accepted, and the LogoutResponses of ours it read. */
  readonly logoutRequests: { nameId: string; sessionIndex: string | null }[];
  readonly logoutResponses: { inResponseTo: string }[];
  /** Its own signed LogoutRequest (IdP-initiated) for a subject, as the URL of our SLO it sends a browser to. */
  logoutRequestUrl(nameId: string, sessionIndex?: string): string;
  close(): Promise<void>;
};

/** The part of a redirect-binding query its signature covers: everything before `&Signature=`. */
export const signedPart = (query: string) =>
  query
    .split('&')
    .filter((p) => !p.startsWith('Signature='))
    .join('&');

/**
 * Starts the IdP. `spMetadata` is our SP metadata for the client (fetched from our metadata
 * URL, as an IdP admin imports it).
 */
export async function startSamlTestIdp(): Promise<SamlTestIdp & { trust(spMetadata: string): void }> {
  let answer: SamlAnswer = { email: 'nobody@example.com' };
  const sessions = new Map<string, IdpSession>();
  const logoutRequests: { nameId: string; sessionIndex: string | null }[] = [];
  const logoutResponses: { inResponseTo: string }[] = [];
  let sp: SamlifySp | undefined;
  let base = '';
  const idpWith = (keys: { key: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: `${base}/idp`,
      privateKey: keys.key,
      signingCert: keys.cert,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
      isAssertionEncrypted: false,
      loginResponseTemplate: { context: TEMPLATE, attributes: [] },
      singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${base}/sso` }],
      singleLogoutService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${base}/slo` }],
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idpWith(KEYS.signing).getMetadata());
        return;
      }
      if (url.pathname === '/slo' && sp) {
        await singleLogout(req.headers.cookie ?? '', url, res);
        return;
      }
      if (url.pathname !== '/sso' || !sp) {
        res.writeHead(404).end();
        return;
      }
      const query = Object.fromEntries(url.searchParams);
      const idp = idpWith(KEYS[answer.key ?? 'signing']);
      const request = await idp.parseLoginRequest(sp, 'redirect', { query });
      const now = Date.now() + (answer.shiftMs ?? 0);
      const sessionIndex = newId();
      const cookie = newId();
      sessions.set(cookie, { nameId: answer.nameId ?? `subject-${answer.email}`, sessionIndex });
      const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
      const values: Record<string, string> = {
        ID: newId(),
        AssertionID: newId(),
        IssueInstant: new Date(now).toISOString(),
        NotBefore: new Date(now - 1000).toISOString(),
        NotOnOrAfter: new Date(now + 5 * 60_000).toISOString(),
        Destination: acs,
        Recipient: answer.recipient ?? acs,
        InResponseTo: request.extract.request?.id ?? '',
        Issuer: answer.issuer ?? `${base}/idp`,
        Audience: answer.audience ?? (sp.entityMeta.getEntityID() as string),
        NameID: answer.nameId ?? `subject-${answer.email}`,
        SessionIndex: sessionIndex,
      };
      const attributes = answer.attributes ?? {
        email: answer.email,
        ...(answer.givenName === undefined ? {} : { givenName: answer.givenName }),
      };
      const response = await idp.createLoginResponse(sp, request, 'post', {}, (template: string) => ({
        id: values.ID ?? '',
        context: template
          .replace(/\{(\w+)\}/g, (_m, tag: string) =>
            tag === 'Attributes' ? '{Attributes}' : xmlText(values[tag] ?? ''),
          )
          .replace('{Attributes}', attributeXml(attributes)),
      }));
      const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${xmlText(value)}">`;
      const html = `<form method="post" action="${xmlText(acs)}">${field('SAMLResponse', response.context)}${field('RelayState', query.RelayState ?? '')}</form>`;
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': `idp_session=${cookie}; Path=/` }).end(html);
    })().catch((err: unknown) => {
      res.writeHead(500).end(err instanceof Error ? (err.stack ?? err.message) : String(err));
    });
  });
  /** Our LogoutRequest: checked (signature with our metadata's certificate), the browser's session ended, our LogoutResponse sent back; or our LogoutResponse to its own request, read. */
  async function singleLogout(cookies: string, url: URL, res: ServerResponse): Promise<void> {
    if (!sp) throw new Error('no SP trusted');
    const query = Object.fromEntries(url.searchParams);
    const octetString = signedPart(url.search.slice(1));
    const idp = idpWith(KEYS.signing);
    if (query.SAMLResponse) {
      const parsed = await idp.parseLogoutResponse(sp, 'redirect', { query, octetString });
      logoutResponses.push({ inResponseTo: parsed.extract.response?.inResponseTo ?? '' });
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>logged out at the SP</p>');
      return;
    }
    const parsed = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString });
    const nameId = parsed.extract.nameID ?? '';
    logoutRequests.push({ nameId, sessionIndex: parsed.extract.sessionIndex ?? null });
    const cookie = /(?:^|;\s*)idp_session=([^;]+)/.exec(cookies)?.[1];
    if (cookie && sessions.get(cookie)?.nameId === nameId) sessions.delete(cookie);
    const answerUrl = idp.createLogoutResponse(sp, parsed, 'redirect', query.RelayState ?? '').context;
    res
      .writeHead(302, {
        location: answerUrl,
        'set-cookie': 'idp_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      })
      .end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    entityId: `${base}/idp`,
    loginUrl: `${base}/sso`,
    logoutUrl: `${base}/slo`,
    answerWith(a) {
      answer = a;
    },
    metadata: () => idpWith(KEYS.signing).getMetadata(),
    metadataUrl: `${base}/metadata`,
    sessions,
    logoutRequests,
    logoutResponses,
    logoutRequestUrl(nameId, sessionIndex) {
      if (!sp) throw new Error('no SP trusted');
      const user = { logoutNameID: nameId, ...(sessionIndex ? { sessionIndex } : {}) };
      return idpWith(KEYS.signing).createLogoutRequest(sp, 'redirect', user).context;
    },
    trust(spMetadata) {
      sp = samlify.ServiceProvider({
        metadata: spMetadata,
        wantLogoutRequestSigned: true,
        wantLogoutResponseSigned: true,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // the test's fetch keeps its connections alive
        server.closeAllConnections();
      }),
  };
}
