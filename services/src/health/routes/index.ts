import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { healthRoutes as healthRoute } from './health-route.ts';

/** The health area: `GET /api/v1/health`. */
export const healthRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, reactions, signInSources }) => {
  const sources = signInSources.sources;
  await app.register(healthRoute, { prefix: API_PREFIX, deps: { ...deps, reactions, sources } });
};
