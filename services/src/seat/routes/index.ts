import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { seatRoutes as saveSeatRoutes } from './seat-routes.ts';

/** The save-seat area: saving and unlocking a seat on a pod. */
export const seatRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { identity }) => {
  await app.register(saveSeatRoutes, { prefix: API_PREFIX, deps: identity });
};
