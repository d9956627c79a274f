// Single sign-on logout: where identity providers send a browser back after a logout, and
// the station's ask to end the provider session its browser holds.
import Type from 'typebox';
import { Nullable, SessionIdKeyField, Strict, UuidId } from '../fields.ts';
import { post } from '../route.ts';

const ClientParams = Strict({ client_id: UuidId('the client whose identity provider answers') });
const SamlMessage = Type.String({ minLength: 1, maxLength: 64 * 1024 });

/**
 * The SAML single logout service (HTTP-Redirect binding): the IdP's LogoutResponse to our
 * LogoutRequest, or its own LogoutRequest (IdP-initiated logout), signed in the query.
 */
export const ssoSamlSlo = {
  method: 'GET' as const,
  url: '/sso/:client_id/saml/slo' as const,
  params: ClientParams,
  querystring: Type.Object(
    {
      SAMLRequest: Type.Optional(SamlMessage),
      SAMLResponse: Type.Optional(SamlMessage),
      RelayState: Type.Optional(Type.String({ maxLength: 256 })),
      SigAlg: Type.Optional(Type.String({ maxLength: 256 })),
      Signature: Type.Optional(Type.String({ maxLength: 4096 })),
    },
    { additionalProperties: false },
  ),
};

/** The OpenID Connect post-logout redirect URI: the provider sends the browser back here after its logout. */
export const ssoOidcLoggedOut = {
  method: 'GET' as const,
  url: '/sso/:client_id/oidc/logged_out' as const,
  params: ClientParams,
  querystring: Type.Object({ state: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false }),
};

/**
 * The kiosk page asks to end the provider session its station's browser holds (a sign-in
 * made in its "Login with SSO" tab): the provider's logout address to open in that browser,
 * or null when the station holds none. Asking takes it: a second ask answers null.
 */
export const ssoStationLogout = post('/sso/station_logout', {
  body: Strict({ session_id_key: SessionIdKeyField }),
  data: Type.Object({
    logout_url: Nullable(
      Type.String({ description: "the provider's logout address, to open in the station's browser" }),
    ),
  }),
});
