import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { clientSettingsRoutes } from './client-settings-routes.ts';
import { clientRoutes } from './clients-routes.ts';
import { domainRoutes } from './domain-routes.ts';
import { signInSourceRoutes } from './sign-in-source-routes.ts';

/** The clients area: clients, their Account Settings, sign-up domains and sign-in source. */
export const clientsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (
  app,
  { deps, files, clock, identity, sso },
) => {
  await app.register(clientRoutes, { prefix: API_PREFIX, deps, files, clock, sso });
  await app.register(clientSettingsRoutes, { prefix: API_PREFIX, deps, files });
  await app.register(domainRoutes, { prefix: API_PREFIX, deps: identity });
  await app.register(signInSourceRoutes, { prefix: API_PREFIX, deps, identity, sso });
};
