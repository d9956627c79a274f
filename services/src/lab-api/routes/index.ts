import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { labApiRoutes } from './lab-api-routes.ts';

/** The lab read API: what a lab's API key opens. */
export const labApiArea: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock, identity, labApi }) => {
  await app.register(labApiRoutes, {
    prefix: API_PREFIX,
    db: deps.db,
    store: deps.store,
    nc: deps.nc,
    names: deps.names,
    clock,
    limiter: identity.limiter,
    ...labApi,
  });
};
