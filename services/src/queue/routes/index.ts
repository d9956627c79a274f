import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { queueRoutes } from './queue-routes.ts';

/** The fair queue area: joining, leaving and reading a place; staff managing a lab's line and policy. */
export const queueAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  await app.register(queueRoutes, { prefix: API_PREFIX, deps: { ...deps, clock } });
};
