import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { reportRoutes } from './report-routes.ts';

/** The reports area. */
export const reportsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  await app.register(reportRoutes, { prefix: API_PREFIX, deps, clock });
};
