import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { alertReadRoutes } from './alert-read-routes.ts';
import { alertZoneRoutes } from './alert-zone-routes.ts';
import { alertsRoutes as alertWriteRoutes } from './alerts-routes.ts';
import { emergencyAlertRoutes } from './emergency-alert-routes.ts';

/** The alerts area: emergency alerts and the console's alerts. */
export const alertsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  const api = { prefix: API_PREFIX, deps, clock };
  await app.register(emergencyAlertRoutes, api);
  await app.register(alertWriteRoutes, api);
  await app.register(alertReadRoutes, api);
  await app.register(alertZoneRoutes, api);
};
