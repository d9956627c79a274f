import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { adminPodCommandRoutes } from './admin-pod-command-routes.ts';
import { bridgeRoutes } from './bridge-routes.ts';
import { adminCommandRoutes } from './command-routes.ts';
import { floorRoutes } from './floor-routes.ts';
import { podAdminRoutes } from './pod-admin-routes.ts';
import { podDeviceRoutes } from './pod-device-routes.ts';
import { podListRoutes } from './pod-list-routes.ts';
import { podLogsRoutes } from './pod-logs-routes.ts';
import { podScreenshotRoutes } from './pod-screenshot-routes.ts';
import { facilitatorPodsRoutes } from './pods-list-routes.ts';
import { facilitatorCommandRoutes } from './run-command-routes.ts';
import { staffMessageRoutes } from './staff-message-routes.ts';

/** The pods area: the fleet screens, pod commands, screenshots, the device calls, the bridge and the pod's logs. */
export const podsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, identity, clock }) => {
  const api = { prefix: API_PREFIX, deps };
  await app.register(podAdminRoutes, api);
  await app.register(podListRoutes, api);
  await app.register(floorRoutes, api);
  await app.register(podScreenshotRoutes, api);
  await app.register(adminCommandRoutes, api);
  await app.register(facilitatorCommandRoutes, api);
  await app.register(facilitatorPodsRoutes, api);
  await app.register(podDeviceRoutes, api);
  await app.register(staffMessageRoutes, { ...api, clock });
  await app.register(bridgeRoutes, api);
  await app.register(adminPodCommandRoutes, { prefix: API_PREFIX, deps: identity });
  await app.register(podLogsRoutes, api);
};
