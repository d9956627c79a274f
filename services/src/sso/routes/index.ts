import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { ssoDeps } from '../application/sso-deps.ts';
import { ssoConsoleRoutes } from './console-routes.ts';
import { ssoLogoutRoutes } from './sso-logout-routes.ts';
import { ssoRoutes } from './sso-routes.ts';

/**
 * The sso area: a station's, and the admin console's, sign-in through the client's SAML or
 * OpenID Connect provider, and a station's logout there.
 */
export const ssoAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, identity, sso }) => {
  const ssoUseCases = ssoDeps(identity, deps.nc, deps.names, sso);
  for (const routes of [ssoRoutes, ssoConsoleRoutes, ssoLogoutRoutes]) {
    await app.register(routes, { prefix: API_PREFIX, deps: ssoUseCases });
  }
};
