import { randomBytes } from 'node:crypto';
import { oidcEndSessionUrl } from '../adapters/oidc-logout.ts';
import type { StationProviderSession } from '../adapters/provider-session-store.ts';
import { samlLogoutRequestUrl } from '../adapters/saml-logout.ts';
import { clientConnection } from './client-connection.ts';
import { postLogoutRedirectOf, type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/**
 * The provider's logout address for the session the pod's station browser holds, for that
 * browser to open: a signed SAML LogoutRequest (HTTP-Redirect) naming the sign-in's NameID
 * and SessionIndex, or the OpenID provider's end_session_endpoint with the ID token as hint.
 * The station's record is taken (a second ask finds none) and the logout kept as pending
 * until the provider answers. Null when the station holds no provider session, or its client
 * no longer has SSO, or the provider offers no logout.
 */
export async function stationLogoutUrl(deps: SsoDeps, podId: string): Promise<string | null> {
  const held = await deps.providerSessions.takeStation(podId);
  if (!held) return null;
  return providerLogoutUrl(deps, held).catch(() => null);
}

async function providerLogoutUrl(deps: SsoDeps, held: StationProviderSession): Promise<string | null> {
  const conn = await clientConnection(deps.store, held.client_id);
  const pending = { client_id: held.client_id, protocol: conn.protocol, sent_at: deps.clock().toISOString() };
  if (conn.protocol === 'saml') {
    const sp = serviceProviderOf(deps, held.client_id);
    if (!held.name_id || !sp.signing) return null;
    // an xsd:ID starts with a letter or underscore
    const requestId = `_${randomBytes(20).toString('hex')}`;
    await deps.logouts.put(requestId, pending);
    const subject = {
      name_id: held.name_id,
      name_id_format: held.name_id_format ?? null,
      session_index: held.session_index ?? null,
    };
    return samlLogoutRequestUrl(conn, sp, subject, requestId);
  }
  if (!held.id_token) return null;
  const state = randomBytes(24).toString('base64url');
  await deps.logouts.put(state, pending);
  return oidcEndSessionUrl(deps.discoveries, conn, {
    id_token: held.id_token,
    post_logout_redirect_uri: postLogoutRedirectOf(deps, held.client_id),
    state,
  });
}
