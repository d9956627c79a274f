import { type SsoTenantUrls, ssoOidcCallback, ssoSamlAcs, ssoSamlMetadata } from '@gamepod/contracts/http';

/** Where the SAML single logout service answers for a client (the logout routes serve it). */
export const SAML_SLO_PATH = '/sso/:client_id/saml/slo';

/**
 * Our own addresses for one client, as its IdP admin enters them: the entity id (which is
 * also the metadata URL, so it never changes), the ACS, the single logout service and the
 * OpenID redirect URI. Null without a configured public address: they would be wrong.
 */
export function tenantUrls(publicUrl: string | null, clientId: string): SsoTenantUrls {
  if (publicUrl === null) return null;
  const at = (path: string) => `${publicUrl.replace(/\/+$/, '')}/api/v1${path.replace(':client_id', clientId)}`;
  const metadata = at(ssoSamlMetadata.url);
  return {
    entity_id: metadata,
    metadata_url: metadata,
    acs_url: at(ssoSamlAcs.url),
    slo_url: at(SAML_SLO_PATH),
    oidc_redirect_uri: at(ssoOidcCallback.url),
  };
}
