import { randomBytes } from 'node:crypto';
import type { PodTable } from '@gamepod/projections';
import { newOidcChecks, oidcRequestUrl } from '../adapters/oidc-provider.ts';
import { samlRequestUrl } from '../adapters/saml-provider.ts';
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
export async function startSignIn(deps: SsoDeps, page: KioskPage, place?: SignInPlace): Promise<string> {
  const { pod } = page;
  const conn = await clientConnection(deps.store, pod.client_id);
  const pending = {
    client_id: pod.client_id,
    protocol: conn.protocol,
    pod_id: pod.id,
    kiosk_session_hash: page.session_hash,
    on_station: place?.on_station ?? false,
    expires_at: new Date(deps.clock().getTime() + SIGN_IN_TTL_MS).toISOString(),
  };
  if (conn.protocol === 'saml') {
    // an xsd:ID starts with a letter or underscore
    const requestId = `_${randomBytes(20).toString('hex')}`;
    await deps.signIns.put(requestId, pending);
    return samlRequestUrl(conn, serviceProviderOf(deps, pod.client_id), requestId, { forceAuthn: pending.on_station });
  }
  const checks = await newOidcChecks();
  await deps.signIns.put(checks.state, { ...pending, code_verifier: checks.code_verifier, nonce: checks.nonce });
  return oidcRequestUrl(deps.discoveries, conn, relyingPartyOf(deps, pod.client_id), checks, {
    forceLogin: pending.on_station,
  });
}
