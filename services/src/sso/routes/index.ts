import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { ssoDeps } from '../application/sso-deps.ts';
import { ssoRoutes } from './sso-routes.ts';

/** The sso area: a station's sign-in through its client's SAML or OpenID Connect provider. */
export const ssoAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, identity, sso }) => {
  await app.register(ssoRoutes, { prefix: API_PREFIX, deps: ssoDeps(identity, deps.nc, deps.names, sso) });
};
