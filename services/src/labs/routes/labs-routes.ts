import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { allowedIpRoutes } from './allowed-ip-routes.ts';
import { labReadRoutes } from './labs-read-routes.ts';
import { labWriteRoutes } from './labs-write-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';

export { ipsTemplateRoute } from './ips-template-route.ts';

/** `/admin/kiosk/` labs, edit/lab, deployment/lab, lab_admin_mode, schedules, overrides and allowed IPs. */
export const labRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(labReadRoutes, { deps });
  await app.register(labWriteRoutes, { deps });
  await app.register(scheduleRoutes, { deps });
  await app.register(allowedIpRoutes, { deps });
};
