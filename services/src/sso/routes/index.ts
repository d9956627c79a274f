import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { ssoDeps } from '../application/sso-deps.ts';
import { ssoConsoleRoutes } from './console-routes.ts';
import { ssoRoutes } from './sso-routes.ts';

/** The sso area: a station's, and the admin console's, sign-in through the client's SAML or OpenID Connect provider. */
export const ssoAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, identity, sso }) => {
  const ssoUseCases = ssoDeps(identity, deps.nc, deps.names, sso);
  await app.register(ssoRoutes, { prefix: API_PREFIX, deps: ssoUseCases });
  await app.register(ssoConsoleRoutes, { prefix: API_PREFIX, deps: ssoUseCases });
};
