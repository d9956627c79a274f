import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { ipsTemplateRoute } from './ips-template-route.ts';
import { labContentRoutes } from './lab-content-routes.ts';
import { labRoutes } from './labs-routes.ts';

/** The labs area: labs, their schedules, allowed IPs, API keys and home images, and the allowed-IPs sample at the site root. */
export const labsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, files }) => {
  await app.register(labRoutes, { prefix: API_PREFIX, deps });
  await app.register(labContentRoutes, { prefix: API_PREFIX, deps, files });
  // the Allowed IPs section links to /ips-template.csv, outside the API
  await app.register(ipsTemplateRoute);
};
