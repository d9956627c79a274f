import * as client from 'openid-client';
import type { OidcConnection } from '../domain/sso-connection.ts';
import type { OidcDiscoveries } from './oidc-provider.ts';

/**
 * The provider's end_session_endpoint for RP-initiated logout: the ID token of the sign-in as
 * its hint, our post-logout redirect URI, and `state` to find the logout when the browser
 * comes back. Null when the provider publishes no end_session_endpoint.
 */
export async function oidcEndSessionUrl(
  discoveries: OidcDiscoveries,
  conn: OidcConnection,
  logout: { readonly id_token: string; readonly post_logout_redirect_uri: string; readonly state: string },
): Promise<string | null> {
  const config = await discoveries.configuration(conn);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client
    .buildEndSessionUrl(config, {
      id_token_hint: logout.id_token,
      post_logout_redirect_uri: logout.post_logout_redirect_uri,
      state: logout.state,
    })
    .toString();
}
