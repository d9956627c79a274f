import type { PodPendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import { type SignedInAtPod, signInAtPod } from './sign-in-at-pod.ts';
import type { SsoDeps } from './sso-deps.ts';

/** What the provider's logout of one sign-in needs: SAML's NameID format and SessionIndex, or OIDC's ID token. */
export type ProviderHandle =
  | { readonly protocol: 'saml'; readonly name_id_format: string | null; readonly session_index: string | null }
  | { readonly protocol: 'oidc'; readonly id_token: string };

/** The key of a subject at a client's provider, for an IdP-initiated logout to find its sessions. */
export const subjectKeyOf = (clientId: string, issuer: string, subject: string) =>
  `${clientId}\u0000${issuer}\u0000${subject}`;

/**
 * Signs the pod in (`signInAtPod`) and keeps what the provider's logout needs: a sign-in in
 * the station's own browser leaves the provider's session there, so it is recorded for the
 * pod before the account is even looked for (a refused sign-in leaves it too), and again with
 * the session it started; every sign-in is recorded under its subject, for the IdP to end.
 * A sign-in on a phone leaves nothing on the station.
 */
export async function signInRemembered(
  deps: SsoDeps,
  pending: PodPendingSignIn,
  identity: AssertedIdentity,
  handle: ProviderHandle,
): Promise<{ nav_name: string | null }> {
  const logoutNeeds =
    handle.protocol === 'saml'
      ? { name_id: identity.subject, name_id_format: handle.name_id_format, session_index: handle.session_index }
      : { id_token: handle.id_token };
  const atStation = { client_id: pending.client_id, protocol: pending.protocol, ...logoutNeeds };
  if (pending.on_station) await deps.providerSessions.putStation(pending.pod_id, { ...atStation, token_hash: null });
  const done: SignedInAtPod = await signInAtPod(deps, pending, identity);
  if (pending.on_station) {
    await deps.providerSessions.putStation(pending.pod_id, { ...atStation, token_hash: done.session.token_hash });
  }
  await deps.providerSessions.putSubjectSession(
    subjectKeyOf(pending.client_id, identity.issuer, identity.subject),
    done.session,
  );
  return { nav_name: done.nav_name };
}
