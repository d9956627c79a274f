import * as client from 'openid-client';
import { type AssertedIdentity, oidcIdentity } from '../domain/asserted-identity.ts';
import { CLOCK_SKEW_MS } from '../domain/sign-in-timing.ts';
import type { OidcConnection } from '../domain/sso-connection.ts';
import { refused } from '../domain/sso-refusal.ts';
import { openSecret } from './sealed-secret.ts';

/** Where the provider sends the browser back for this client. */
export type OidcRelyingParty = { readonly redirect_uri: string };

/** What a sign-in keeps until the provider answers: the PKCE verifier, the state and the nonce. */
export type OidcChecks = { readonly code_verifier: string; readonly state: string; readonly nonce: string };

/** How the OpenID Connect calls behave where production's defaults do not fit. */
export type OidcOptions = {
  /** Accept an http:// issuer: tests run the provider on a loopback port without TLS. */
  readonly allowHttp?: boolean;
  /** The server's SSO secret key, which opens a confidential client's sealed secret. */
  readonly secretKey?: Buffer | null;
};

const DISCOVERY_TTL_MS = 60 * 60_000;

/**
 * The providers' discovery documents, one per issuer and client id, fetched on first use
 * and again after an hour; a failed discovery is not kept.
 */
export class OidcDiscoveries {
  readonly #found = new Map<string, { at: number; config: Promise<client.Configuration> }>();
  readonly #options: OidcOptions;

  constructor(options: OidcOptions = {}) {
    this.#options = options;
  }

  configuration(conn: OidcConnection): Promise<client.Configuration> {
    const key = `${conn.issuer}\u0000${conn.oidc_client_id}\u0000${conn.oidc_client_secret ?? ''}`;
    const known = this.#found.get(key);
    if (known && Date.now() - known.at < DISCOVERY_TTL_MS) return known.config;
    const config = client
      .discovery(
        new URL(conn.issuer),
        conn.oidc_client_id,
        // a public client: PKCE alone proves the code is ours; a confidential one adds its secret
        {
          token_endpoint_auth_method: conn.oidc_client_secret ? 'client_secret_basic' : 'none',
          [client.clockTolerance]: CLOCK_SKEW_MS / 1000,
        },
        conn.oidc_client_secret
          ? client.ClientSecretBasic(
              openSecret(this.#options.secretKey ?? null, conn.client_id, conn.oidc_client_secret),
            )
          : client.None(),
        this.#options.allowHttp ? { execute: [client.allowInsecureRequests] } : {},
      )
      .catch((err: unknown) => {
        this.#found.delete(key);
        throw err;
      });
    this.#found.set(key, { at: Date.now(), config });
    return config;
  }
}

/** Fresh checks for one sign-in. */
export async function newOidcChecks(): Promise<OidcChecks & { readonly code_challenge: string }> {
  const code_verifier = client.randomPKCECodeVerifier();
  return {
    code_verifier,
    code_challenge: await client.calculatePKCECodeChallenge(code_verifier),
    state: client.randomState(),
    nonce: client.randomNonce(),
  };
}

/** The provider's authorization address for a code with PKCE (S256), state and nonce. */
export async function oidcRequestUrl(
  discoveries: OidcDiscoveries,
  conn: OidcConnection,
  rp: OidcRelyingParty,
  checks: OidcChecks & { readonly code_challenge: string },
  opts: { readonly forceLogin?: boolean } = {},
): Promise<string> {
  const config = await discoveries.configuration(conn);
  return client
    .buildAuthorizationUrl(config, {
      // a shared browser: the provider asks for credentials even if it still knows someone there
      ...(opts.forceLogin ? { prompt: 'login' } : {}),
      redirect_uri: rp.redirect_uri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: checks.code_challenge,
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    })
    .toString();
}

/**
 * Redeems the code in the provider's redirect (`currentUrl`, rebuilt on our public address)
 * and checks the ID token: signed with the provider's published keys, issued by it, for our
 * client id, within its time window (small skew), carrying our nonce; the state must be ours
 * and the code verifier must match the challenge. Returns the identity and the raw ID token.
 *
 * @throws SsoRefusedError 'provider-error' (the provider answered with an error) or 'invalid-response'.
 */
export async function checkOidcCallback(
  discoveries: OidcDiscoveries,
  conn: OidcConnection,
  currentUrl: URL,
  checks: OidcChecks,
): Promise<{ readonly identity: AssertedIdentity; readonly id_token: string }> {
  const config = await discoveries.configuration(conn);
  let claims: Record<string, unknown> | undefined;
  let id_token: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.code_verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    id_token = tokens.id_token;
  } catch (err) {
    // the provider's own error code says more than the library's sentence
    const said = err as { error?: unknown; error_description?: unknown };
    const code =
      typeof said.error === 'string'
        ? ` (${said.error}${typeof said.error_description === 'string' ? `: ${said.error_description}` : ''})`
        : '';
    const detail = `${err instanceof Error ? err.message : String(err)}${code}`;
    if (err instanceof client.AuthorizationResponseError) throw refused('provider-error', detail);
    throw refused('invalid-response', detail);
  }
  if (!claims || !id_token) throw refused('invalid-response', 'no ID token');
  // the ID token is kept (outside the log) as the hint of the provider's logout
  return { identity: oidcIdentity(claims, conn.attributes), id_token };
}
