// Single sign-on: calls a browser makes itself (a link, a redirect, a form the identity
// provider posts), whose replies are redirects or pages rather than the JSON envelope.
import Type from 'typebox';
import { Strict, UuidId } from '../fields.ts';
import { RemoteId } from '../user/login.ts';

const ClientParams = Strict({ client_id: UuidId('the client whose identity provider answers') });

/** A SSO route: where it is and what it takes; its reply is a redirect, a page or XML. */
const browserRoute = <const M extends 'GET' | 'POST', const U extends string, const P extends object>(
  method: M,
  url: U,
  parts: P,
) => ({ method, url, ...parts });

/**
 * Starts a sign-in with the client's identity provider for the pod whose kiosk shows this
 * remote id (its QR code, or its "Login with SSO" tab): a 302 to the provider. `on=station`:
 * the sign-in runs in the station's own browser, which will hold the provider's session.
 */
export const ssoStart = browserRoute('GET', '/sso/start', {
  querystring: Strict({
    remote_id: RemoteId,
    on: Type.Optional(Type.Literal('station', { description: "the sign-in runs in the station's own browser" })),
  }),
});

/** The SAML assertion consumer service (HTTP-POST binding): the provider's form posts here. */
export const ssoSamlAcs = browserRoute('POST', '/sso/:client_id/saml/acs', {
  params: ClientParams,
  body: Type.Object(
    {
      SAMLResponse: Type.String({ minLength: 1, maxLength: 512 * 1024 }),
      RelayState: Type.String({ minLength: 1, maxLength: 80 }),
    },
    { additionalProperties: false },
  ),
});

/** The SAML service provider's metadata for a client: what its IdP admin imports. */
export const ssoSamlMetadata = browserRoute('GET', '/sso/:client_id/saml/metadata', { params: ClientParams });

/** The OpenID Connect redirect URI: the provider sends the browser back here with a code or an error. */
export const ssoOidcCallback = browserRoute('GET', '/sso/:client_id/oidc/callback', {
  params: ClientParams,
  querystring: Type.Object(
    {
      code: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
      state: Type.String({ minLength: 1, maxLength: 128 }),
      iss: Type.Optional(Type.String({ maxLength: 2048 })),
      session_state: Type.Optional(Type.String({ maxLength: 2048 })),
      error: Type.Optional(Type.String({ maxLength: 256 })),
      error_description: Type.Optional(Type.String({ maxLength: 1024 })),
    },
    { additionalProperties: false },
  ),
});
export * from './logout.ts';
