import { randomBytes } from 'node:crypto';
import type { PodTable } from '@gamepod/projections';
import { type Caller, callerKey } from '../../auth/caller.ts';
import { newOidcChecks, oidcRequestUrl } from '../adapters/oidc-provider.ts';
import { samlRequestUrl } from '../adapters/saml-provider.ts';
import type { ConsolePendingSignIn, PendingSignIn, PodPendingSignIn } from '../adapters/sign-in-store.ts';
import { SIGN_IN_TTL_MS } from '../domain/sign-in-timing.ts';
import { clientConnection } from './client-connection.ts';
import { relyingPartyOf, type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/** The kiosk page a sign-in is for: the pod showing the scanned remote id, and its session key's sha256. */
export type KioskPage = { readonly pod: PodTable; readonly session_hash: string };

/** Where the sign-in runs: the station's own browser (its "Login with SSO" tab), or a phone. */
export type SignInPlace = { readonly on_station: boolean };

/**
 * Starts a sign-in at the identity provider of the pod's client, for that pod's kiosk page:
 * the request is kept (10 minutes, single use) under its SAML request id, which is also the
 * RelayState, or under its OIDC state, beside the PKCE verifier and nonce. Nothing is written
 * to the log until the provider answers. A sign-in in the station's own browser asks the
 * provider to authenticate anew (SAML ForceAuthn, OIDC prompt=login): should a provider
 * session be left there, it never signs the next player in as the last one. Returns the
 * provider's address to redirect to.
 *
 * @throws NotFoundError (404) for a pod without a client, ConflictError (409) when SSO is off.
 */
export async function startSignIn(deps: SsoDeps, from: Caller, page: KioskPage, place?: SignInPlace): Promise<string> {
  const { pod } = page;
  const on_station = place?.on_station ?? false;
  return sendToProvider(deps, from, pod.client_id, {
    for: 'pod',
    pod_id: pod.id,
    kiosk_session_hash: page.session_hash,
    on_station,
  });
}

/** What a sign-in is for, as its pending record keeps it. */
export type SignInPurpose =
  | Pick<PodPendingSignIn, 'for' | 'pod_id' | 'kiosk_session_hash' | 'on_station'>
  | Pick<ConsolePendingSignIn, 'for' | 'browser_challenge'>;

/**
 * Sends a sign-in for `purpose` to the identity provider of `clientId`: the request is kept
 * (10 minutes, single use) under its SAML request id, which is also the RelayState, or under
 * its OIDC state, beside the PKCE verifier and nonce. Returns the provider's address. Every
 * start counts against the caller's address (`ssoStartAddress`), refused ones too.
 *
 * @throws TooManyAttemptsError (429), NotFoundError (404) for no such client, ConflictError (409) when SSO is off.
 */
export async function sendToProvider(
  deps: SsoDeps,
  from: Caller,
  clientId: string,
  purpose: SignInPurpose,
): Promise<string> {
  await deps.limiter.reserve(deps.limits.ssoStartAddress, callerKey(from));
  const conn = await clientConnection(deps.store, clientId);
  const pending = {
    client_id: clientId,
    protocol: conn.protocol,
    expires_at: new Date(deps.clock().getTime() + SIGN_IN_TTL_MS).toISOString(),
    ...purpose,
  } as PendingSignIn;
  // a sign-in in the station's own browser asks the provider to authenticate anew
  const onStation = pending.for !== 'console' && pending.on_station === true;
  if (conn.protocol === 'saml') {
    // an xsd:ID starts with a letter or underscore
    const requestId = `_${randomBytes(20).toString('hex')}`;
    await deps.signIns.put(requestId, pending);
    return samlRequestUrl(conn, serviceProviderOf(deps, clientId), requestId, { forceAuthn: onStation });
  }
  const checks = await newOidcChecks();
  await deps.signIns.put(checks.state, { ...pending, code_verifier: checks.code_verifier, nonce: checks.nonce });
  return oidcRequestUrl(deps.discoveries, conn, relyingPartyOf(deps, clientId), checks, {
    forceLogin: onStation,
  });
}
