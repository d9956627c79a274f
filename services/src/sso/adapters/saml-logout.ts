import { inflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/node-saml';
import { generateServiceProviderMetadata } from '@node-saml/node-saml/lib/metadata.js';
import { signXmlMetadata } from '@node-saml/node-saml/lib/utility.js';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { CLOCK_SKEW_MS, MAX_ASSERTION_AGE_MS } from '../domain/sign-in-timing.ts';
import type { SamlConnection } from '../domain/sso-connection.ts';
import { refused } from '../domain/sso-refusal.ts';
import { type SamlServiceProvider, type SentRequest, samlFor } from './saml-provider.ts';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** Whom a LogoutRequest names: the NameID (and its format) and the SessionIndex of the sign-in. */
export type SamlSubject = {
  readonly name_id: string;
  readonly name_id_format: string | null;
  readonly session_index: string | null;
};

/** A SAML message the IdP sent to our single logout service (HTTP-Redirect binding), as its query holds it. */
export type SloQuery = {
  readonly SAMLRequest?: string;
  readonly SAMLResponse?: string;
  readonly RelayState?: string;
  readonly SigAlg?: string;
  readonly Signature?: string;
};

/** A LogoutRequest from the IdP that passed every check. */
export type CheckedLogoutRequest = SamlSubject & { readonly id: string; readonly issuer: string };

/**
 * The SP metadata an IdP admin imports for this client: entity id, ACS (HTTP-POST), and with
 * the deployment's key pair the single logout service (HTTP-Redirect) and the signing
 * certificate, the whole document signed with that key.
 */
export function samlMetadata(sp: SamlServiceProvider): string {
  const params = {
    issuer: sp.entity_id,
    callbackUrl: sp.acs_url,
    identifierFormat: null,
    wantAssertionsSigned: true,
  };
  if (!sp.signing) return generateServiceProviderMetadata(params);
  const xml = generateServiceProviderMetadata({
    ...params,
    logoutCallbackUrl: sp.slo_url,
    privateKey: sp.signing.key,
    publicCerts: sp.signing.cert,
  });
  // node-saml declares its logout service on the POST binding; ours is HTTP-Redirect
  const slo = `<SingleLogoutService Binding="${POST_BINDING}"`;
  if (!xml.includes(slo)) throw new Error('node-saml metadata lacks its SingleLogoutService');
  return signXmlMetadata(xml.replace(slo, `<SingleLogoutService Binding="${REDIRECT_BINDING}"`), {
    privateKey: sp.signing.key,
    signatureAlgorithm: 'sha256',
  });
}

/**
 * The IdP's logout address with our signed LogoutRequest (HTTP-Redirect binding) for
 * `subject`, whose id is `requestId`, also the RelayState.
 */
export async function samlLogoutRequestUrl(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  subject: SamlSubject,
  requestId: string,
): Promise<string> {
  if (!sp.signing) throw new Error('SAML Single Logout needs the SP signing key');
  const user = {
    issuer: conn.idp_entity,
    nameID: subject.name_id,
    nameIDFormat: subject.name_id_format ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(subject.session_index ? { sessionIndex: subject.session_index } : {}),
  } as Profile;
  return samlFor(conn, sp, { id: requestId, sent_at: new Date() }).getLogoutUrlAsync(user, requestId, {});
}

/** Our signed LogoutResponse (success) to the IdP's LogoutRequest `requestId`, as its logout address. */
export async function samlLogoutResponseUrl(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  requestId: string,
  relayState: string | undefined,
): Promise<string> {
  return samlFor(conn, sp, null).getLogoutResponseUrlAsync({ ID: requestId } as Profile, relayState ?? '', {}, true);
}

/** The message of a redirect-binding query, inflated and parsed, with the root's attributes read. */
async function readMessage(encoded: string) {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  } catch {
    throw refused('invalid-response', 'the message is not DEFLATE-encoded');
  }
  const doc = await parseDomFromString(xml).catch(() => {
    throw refused('invalid-response', 'the message is not XML');
  });
  const attr = (name: string) => xpath.selectAttributes(doc, `/*/@${name}`)[0]?.value;
  const root =
    ['LogoutRequest', 'LogoutResponse'].find((n) => xpath.selectElements(doc, `/*[local-name()='${n}']`).length > 0) ??
    'other message';
  return { root, attr };
}

/** Refuses an unsigned message: node-saml lets a redirect without a Signature through. */
function assertSigned(query: SloQuery): void {
  if (!query.Signature || !query.SigAlg) throw refused('invalid-response', 'the message is not signed');
}

function assertFresh(issueInstant: string | undefined, now: Date): void {
  const at = Date.parse(issueInstant ?? '');
  if (Number.isNaN(at)) throw refused('invalid-response', 'no IssueInstant');
  const age = now.getTime() - at;
  if (age > MAX_ASSERTION_AGE_MS + CLOCK_SKEW_MS || age < -CLOCK_SKEW_MS) {
    throw refused('invalid-response', `IssueInstant ${issueInstant} is outside the time window`);
  }
}

/** The InResponseTo of a LogoutResponse, read before it is checked, to find our request. */
export async function logoutResponseInResponseTo(query: SloQuery): Promise<string> {
  if (!query.SAMLResponse) throw refused('invalid-response', 'no SAMLResponse');
  const msg = await readMessage(query.SAMLResponse);
  if (msg.root !== 'LogoutResponse') throw refused('invalid-response', `a ${msg.root} is not a LogoutResponse`);
  const inResponseTo = msg.attr('InResponseTo');
  if (!inResponseTo) throw refused('unknown-request', 'LogoutResponse without InResponseTo');
  return inResponseTo;
}

/**
 * Checks the IdP's LogoutResponse to our LogoutRequest `request`: signed (query signature)
 * with one of the client's certificates, issued by the client's IdP, to our single logout
 * service, recent, in response to that very request, with a Success status.
 *
 * @throws SsoRefusedError 'invalid-response' naming the failed check.
 */
export async function checkSamlLogoutResponse(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  query: SloQuery,
  rawQuery: string,
  request: SentRequest,
  now: Date,
): Promise<void> {
  assertSigned(query);
  const msg = await readMessage(query.SAMLResponse ?? '');
  const destination = msg.attr('Destination');
  if (destination !== sp.slo_url) throw refused('invalid-response', `Destination ${destination} is not our SLO`);
  assertFresh(msg.attr('IssueInstant'), now);
  try {
    const saml = samlFor({ ...conn }, sp, request);
    saml.options.idpIssuer = conn.idp_entity;
    await saml.validateRedirectAsync({ ...query }, rawQuery);
  } catch (err) {
    throw refused('invalid-response', err instanceof Error ? err.message : String(err));
  }
}

/**
 * Checks a LogoutRequest the IdP sent (IdP-initiated logout): signed (query signature) with
 * one of the client's certificates, issued by the client's IdP, to our single logout service,
 * recent, naming a subject. Its id's single use is the caller's to record.
 *
 * @throws SsoRefusedError 'invalid-response' naming the failed check.
 */
export async function checkSamlLogoutRequest(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  query: SloQuery,
  rawQuery: string,
  now: Date,
): Promise<CheckedLogoutRequest> {
  assertSigned(query);
  const msg = await readMessage(query.SAMLRequest ?? '');
  if (msg.root !== 'LogoutRequest') throw refused('invalid-response', `a ${msg.root} is not a LogoutRequest`);
  const destination = msg.attr('Destination');
  if (destination !== sp.slo_url) throw refused('invalid-response', `Destination ${destination} is not our SLO`);
  assertFresh(msg.attr('IssueInstant'), now);
  let profile: Profile | null;
  try {
    const saml = samlFor(conn, sp, null);
    saml.options.idpIssuer = conn.idp_entity;
    ({ profile } = await saml.validateRedirectAsync({ ...query }, rawQuery));
  } catch (err) {
    throw refused('invalid-response', err instanceof Error ? err.message : String(err));
  }
  const id = profile?.ID;
  if (!profile || typeof id !== 'string' || !profile.nameID) throw refused('invalid-response', 'no ID or NameID');
  return {
    id,
    issuer: profile.issuer,
    name_id: profile.nameID,
    name_id_format: profile.nameIDFormat ?? null,
    session_index: profile.sessionIndex ?? null,
  };
}
