import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { clientSettingsRoutes } from './client-settings-routes.ts';
import { clientRoutes } from './clients-routes.ts';
import { domainRoutes } from './domain-routes.ts';

/** The clients area: clients, their Account Settings and their sign-up domains. */
export const clientsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (
  app,
  { deps, files, clock, identity, sso },
) => {
  await app.register(clientRoutes, { prefix: API_PREFIX, deps, files, clock, sso });
  await app.register(clientSettingsRoutes, { prefix: API_PREFIX, deps, files });
  await app.register(domainRoutes, { prefix: API_PREFIX, deps: identity });
};
