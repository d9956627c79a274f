import { ConflictError } from '@gamepod/events';
import { samlMetadata } from '../adapters/saml-provider.ts';
import { clientConnection } from './client-connection.ts';
import { type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/**
 * Our SAML service provider metadata for a client (entity id, ACS with the HTTP-POST
 * binding), for its IdP admin to import.
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off, or the client uses OIDC)
 */
export async function serviceProviderMetadata(deps: SsoDeps, clientId: string): Promise<string> {
  const conn = await clientConnection(deps.store, clientId);
  if (conn.protocol !== 'saml') throw new ConflictError('This client signs in with OpenID Connect, not SAML');
  return samlMetadata(conn, serviceProviderOf(deps, clientId));
}
