import { type CacheProvider, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { type AssertedIdentity, samlIdentity } from '../domain/asserted-identity.ts';
import { CLOCK_SKEW_MS, MAX_ASSERTION_AGE_MS, SIGN_IN_TTL_MS } from '../domain/sign-in-timing.ts';
import type { SamlConnection } from '../domain/sso-connection.ts';
import { refused } from '../domain/sso-refusal.ts';
import type { SpSigningKey } from './sp-signing-key.ts';

/**
 * Where we are for one client's IdP: our entity id (the metadata URL), the assertion consumer
 * service, the single logout service, and the deployment's signing key pair (null: none, so no
 * Single Logout).
 */
export type SamlServiceProvider = {
  readonly entity_id: string;
  readonly acs_url: string;
  readonly slo_url: string;
  readonly signing: SpSigningKey | null;
};

/**
 * A SAML answer that passed every check: who signed in, the assertion's id for replay
 * protection, and what a LogoutRequest for this sign-in names (NameID format, SessionIndex).
 */
export type CheckedAssertion = {
  readonly identity: AssertedIdentity;
  readonly assertion_id: string;
  readonly name_id_format: string | null;
  readonly session_index: string | null;
};

/** Our request an answer must be InResponseTo: its id, and when it was made. */
export type SentRequest = { readonly id: string; readonly sent_at: Date };

/**
 * node-saml asks its cache whether an InResponseTo is one of ours, and since when: only
 * `request` is (the pending sign-ins keep it, single use, so nothing is kept here).
 */
export const onlyRequest = (request: SentRequest | null): CacheProvider => ({
  saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
  getAsync: async (key) => (request !== null && key === request.id ? request.sent_at.toISOString() : null),
  removeAsync: async () => null,
});

export function samlFor(conn: SamlConnection, sp: SamlServiceProvider, request: SentRequest | null): SAML {
  const config: SamlConfig = {
    callbackUrl: sp.acs_url,
    entryPoint: conn.login,
    logoutUrl: conn.logout,
    issuer: sp.entity_id,
    audience: sp.entity_id,
    idpCert: [...conn.certs],
    // the assertion must be signed with one of the stored certificates; a signed response alone is not enough
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SIGN_IN_TTL_MS,
    cacheProvider: onlyRequest(request),
    disableRequestedAuthnContext: true,
    identifierFormat: null,
    ...(request ? { generateUniqueId: () => request.id } : {}),
    // what we send is signed (RSA-SHA256) when the deployment has a key pair
    ...(sp.signing ? { privateKey: sp.signing.key, signatureAlgorithm: 'sha256' as const } : {}),
  };
  return new SAML(config);
}

/** The IdP's sign-in address for an AuthnRequest with id `requestId` (HTTP-Redirect binding), RelayState `requestId`; `forceAuthn` asks the IdP to authenticate anew. */
export async function samlRequestUrl(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  requestId: string,
  opts: { readonly forceAuthn?: boolean } = {},
): Promise<string> {
  const saml = samlFor(conn, sp, { id: requestId, sent_at: new Date() });
  // a shared browser: the IdP asks for credentials even if it still knows someone there
  if (opts.forceAuthn) saml.options.forceAuthn = true;
  return saml.getAuthorizeUrlAsync(requestId, undefined, {});
}

type ParsedAssertion = {
  readonly Assertion?: {
    readonly $?: { readonly ID?: string };
    readonly Subject?: ReadonlyArray<{
      readonly SubjectConfirmation?: ReadonlyArray<{
        readonly SubjectConfirmationData?: ReadonlyArray<{ readonly $?: { readonly Recipient?: string } }>;
      }>;
    }>;
  };
};

/**
 * Checks a SAML response (HTTP-POST binding) answering our request `requestId`: its assertion
 * signed by one of the client's certificates (several during a rotation), issued by the
 * client's IdP, for our audience, to our ACS (Destination and Recipient), within its time
 * window (small skew), and in response to that very request (`request`, sent at `sent_at`). The signature is checked by
 * node-saml over the assertion it then reads, so a wrapped copy is never what is read.
 *
 * @throws SsoRefusedError 'invalid-response' naming the failed check.
 */
export async function checkSamlResponse(
  conn: SamlConnection,
  sp: SamlServiceProvider,
  samlResponse: string,
  request: SentRequest,
): Promise<CheckedAssertion> {
  let profile: Awaited<ReturnType<SAML['validatePostResponseAsync']>>['profile'];
  try {
    ({ profile } = await samlFor(conn, sp, request).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (err) {
    throw refused('invalid-response', err instanceof Error ? err.message : String(err));
  }
  if (!profile) throw refused('invalid-response', 'no assertion in the response');
  if (profile.issuer !== conn.idp_entity)
    throw refused('invalid-response', `issuer ${profile.issuer} is not the IdP's`);
  const doc = await parseDomFromString(Buffer.from(samlResponse, 'base64').toString('utf8'));
  const destination = xpath.selectAttributes(doc, "/*[local-name()='Response']/@Destination")[0]?.value;
  if (destination !== undefined && destination !== sp.acs_url) {
    throw refused('invalid-response', `Destination ${destination} is not our ACS`);
  }
  // read from the assertion node-saml verified, not from the document around it
  const assertion = (profile.getAssertion?.() as ParsedAssertion | undefined)?.Assertion;
  const recipients = (assertion?.Subject?.[0]?.SubjectConfirmation ?? []).flatMap((c) =>
    (c.SubjectConfirmationData ?? []).map((d) => d.$?.Recipient),
  );
  if (recipients.length === 0 || recipients.some((r) => r !== sp.acs_url)) {
    throw refused('invalid-response', 'SubjectConfirmationData Recipient is not our ACS');
  }
  const assertion_id = assertion?.$?.ID;
  if (!assertion_id) throw refused('invalid-response', 'assertion without an ID');
  return {
    identity: samlIdentity(profile, conn.attributes),
    assertion_id,
    name_id_format: profile.nameIDFormat ?? null,
    session_index: profile.sessionIndex ?? null,
  };
}
