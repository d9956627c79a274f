import { ConflictError } from '@gamepod/events';
import { samlMetadata } from '../adapters/saml-logout.ts';
import { clientConnection } from './client-connection.ts';
import { type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/**
 * Our SAML service provider metadata for a client (entity id, ACS with the HTTP-POST
 * binding; with the deployment's key pair also the single logout service with the
 * HTTP-Redirect binding and the signing certificate, the document signed), for its IdP admin
 * to import.
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off, or the client uses OIDC)
 */
export async function serviceProviderMetadata(deps: SsoDeps, clientId: string): Promise<string> {
  const conn = await clientConnection(deps.store, clientId);
  if (conn.protocol !== 'saml') throw new ConflictError('This client signs in with OpenID Connect, not SAML');
  return samlMetadata(serviceProviderOf(deps, clientId));
}
