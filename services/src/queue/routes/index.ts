import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { queuePodRoutes } from './queue-pod-routes.ts';
import { queueRoutes } from './queue-routes.ts';
import { queueSignInRoutes } from './queue-sign-in-routes.ts';
import { signageRoutes } from './signage-routes.ts';

/** The fair queue area: joining, leaving and reading a place; staff managing a lab's line and policy; the public signage. */
export const queueAreaRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, areas) => {
  const { deps, clock, identity, signInSources } = areas;
  await app.register(queueRoutes, { prefix: API_PREFIX, deps: { ...deps, clock } });
  await app.register(queuePodRoutes, { prefix: API_PREFIX, deps: { ...deps, clock } });
  // signing in to queue goes through the client's source as the pod's own form does
  await app.register(queueSignInRoutes, { prefix: API_PREFIX, deps: { ...identity, ...signInSources } });
  await app.register(signageRoutes, { prefix: API_PREFIX, db: deps.db });
};
