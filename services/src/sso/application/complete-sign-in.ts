import type { Caller } from '../../auth/caller.ts';
import { checkOidcCallback } from '../adapters/oidc-provider.ts';
import { checkSamlResponse } from '../adapters/saml-provider.ts';
import type { PendingSignIn } from '../adapters/sign-in-store.ts';
import { SIGN_IN_TTL_MS } from '../domain/sign-in-timing.ts';
import type { OidcConnection, Protocol, SamlConnection } from '../domain/sso-connection.ts';
import { refused } from '../domain/sso-refusal.ts';
import { clientConnection } from './client-connection.ts';
import { auditedAnswer } from './refusal-audit.ts';
import { type SignedIn, signInFor } from './sign-in-for.ts';
import { type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/**
 * The sign-in a provider's answer is for, taken once: unknown, already answered, expired,
 * another client's or another protocol's is refused as 'unknown-request'.
 */
async function takePending(deps: SsoDeps, key: string, clientId: string, protocol: Protocol): Promise<PendingSignIn> {
  const pending = await deps.signIns.take(key);
  if (!pending) throw refused('unknown-request', 'no pending sign-in under this RelayState or state');
  if (pending.client_id !== clientId || pending.protocol !== protocol) {
    throw refused('unknown-request', "the pending sign-in is another client's or protocol's");
  }
  if (Date.parse(pending.expires_at) <= deps.clock().getTime()) throw refused('unknown-request', 'expired');
  return pending;
}

async function connectionFor<P extends Protocol>(deps: SsoDeps, clientId: string, protocol: P) {
  const conn = await clientConnection(deps.store, clientId);
  if (conn.protocol !== protocol) throw refused('unknown-request', `the client uses ${conn.protocol}`);
  return conn as Extract<SamlConnection | OidcConnection, { protocol: P }>;
}

/**
 * A SAML response posted to the client's ACS: the request it answers (its RelayState) is
 * taken once, the response is checked (signature, issuer, audience, destination, recipient,
 * time, InResponseTo), its assertion id is recorded once, and the pod or the console is
 * signed in.
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off), SsoRefusedError (audited)
 */
export async function completeSamlSignIn(
  deps: SsoDeps,
  clientId: string,
  answer: { readonly SAMLResponse: string; readonly RelayState: string },
  from: Caller,
): Promise<SignedIn> {
  // no audit subject for a client that is not one, nor for one whose SSO is off
  await clientConnection(deps.store, clientId);
  return auditedAnswer(deps, clientId, 'saml', from, async () => {
    const conn = await connectionFor(deps, clientId, 'saml');
    const pending = await takePending(deps, answer.RelayState, clientId, 'saml');
    const sp = serviceProviderOf(deps, clientId);
    const request = { id: answer.RelayState, sent_at: new Date(Date.parse(pending.expires_at) - SIGN_IN_TTL_MS) };
    const { identity, assertion_id, ...saml } = await checkSamlResponse(conn, sp, answer.SAMLResponse, request);
    if (!(await deps.signIns.useAssertion(identity.issuer, assertion_id))) {
      throw refused('replayed', `assertion ${assertion_id} was used before`);
    }
    return signInFor(deps, pending, identity, { protocol: 'saml', ...saml });
  });
}

/**
 * The OpenID provider's redirect back: the sign-in its state names is taken once, the code is
 * redeemed with the PKCE verifier, the ID token is checked (signature, issuer, audience,
 * time, nonce), and the pod or the console is signed in. `currentUrl` is the redirect as it reached us,
 * rebuilt on our public address.
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off), SsoRefusedError (audited)
 */
export async function completeOidcSignIn(
  deps: SsoDeps,
  clientId: string,
  currentUrl: URL,
  from: Caller,
): Promise<SignedIn> {
  await clientConnection(deps.store, clientId);
  return auditedAnswer(deps, clientId, 'oidc', from, async () => {
    const conn = await connectionFor(deps, clientId, 'oidc');
    const state = currentUrl.searchParams.get('state') ?? '';
    const pending = await takePending(deps, state, clientId, 'oidc');
    const { code_verifier, nonce } = pending;
    if (!code_verifier || !nonce) throw refused('unknown-request', 'the pending sign-in has no PKCE verifier');
    const checks = { code_verifier, nonce, state };
    const { identity, id_token } = await checkOidcCallback(deps.discoveries, conn, currentUrl, checks);
    return signInFor(deps, pending, identity, { protocol: 'oidc', id_token });
  });
}
