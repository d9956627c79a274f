import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { reservationRoutes } from './reservation-routes.ts';

/** The reservations area: Manage Your Reservations. */
export const reservationsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  await app.register(reservationRoutes, { prefix: API_PREFIX, deps, clock });
};
