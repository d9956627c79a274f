import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { surveyRoutes } from './survey-routes.ts';

/** The surveys area: the exit survey. */
export const surveysRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps }) => {
  await app.register(surveyRoutes, { prefix: API_PREFIX, deps });
};
