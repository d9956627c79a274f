import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { ssoDeps } from '../application/sso-deps.ts';
import { ssoLogoutRoutes } from './sso-logout-routes.ts';
import { ssoRoutes } from './sso-routes.ts';

/** The sso area: a station's sign-in through its client's SAML or OpenID Connect provider, and its logout there. */
export const ssoAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, identity, sso }) => {
  const sso_ = ssoDeps(identity, deps.nc, deps.names, sso);
  await app.register(ssoRoutes, { prefix: API_PREFIX, deps: sso_ });
  await app.register(ssoLogoutRoutes, { prefix: API_PREFIX, deps: sso_ });
};
