// Single sign-on for the admin console, and what a sign-in page shows of a client's provider.
import Type, { type Static } from 'typebox';
import { Nullable, Strict, UuidId } from '../fields.ts';
import { get, post } from '../route.ts';
import { RemoteId } from '../user/login.ts';
import { UserSession } from '../user/user-session.ts';

/** 43 base64url characters: 32 random bytes, or the sha256 of a verifier (PKCE's S256 form). */
const Base64Url256 = (description: string) =>
  Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$', description });

/**
 * Starts a staff member's sign-in to the admin console with the client's identity provider:
 * a 302 to it. `challenge` is the base64url sha256 of a secret the page keeps; only the
 * browser holding that secret can redeem what the provider's answer leaves.
 */
export const ssoConsoleStart = {
  method: 'GET',
  url: '/sso/console/start',
  querystring: Strict({
    client_id: UuidId('the client whose identity provider signs its staff in'),
    challenge: Base64Url256("base64url(sha256(verifier)), the verifier kept by the console's page"),
  }),
} as const;

/** The one-time code the console's sign-in page was sent back with, and the page's own secret. */
export const ssoConsoleRedeem = post('/sso/console/redeem', {
  body: Strict({
    code: Base64Url256('the one-time code in the address the provider sent the browser back to'),
    verifier: Base64Url256('the secret whose sha256 the sign-in started with'),
  }),
  data: UserSession,
});

/** A client's single sign-on as a sign-in page offers it: whether it is on, and the client's name for its button. */
export const SsoProvider = Type.Object({
  sso_active: Type.Union([Type.Literal(0), Type.Literal(1)]),
  name: Nullable(Type.String({ description: "the client's name: 'Sign in with <name>'" })),
});
export type SsoProvider = Static<typeof SsoProvider>;

/**
 * The provider a sign-in page offers: for the pod showing this remote id (the phone that
 * scanned its QR code), or for a client (the console's sign-in page for its staff).
 */
export const ssoProvider = get('/sso/provider', {
  querystring: Strict({
    remote_id: Type.Optional(RemoteId),
    client_id: Type.Optional(UuidId('the client whose sign-in page this is')),
  }),
  data: SsoProvider,
});
