import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { podAsleepAfterMsFromEnv } from '../application/kiosk-activity-service.ts';
import { kioskBrandingRoutes } from './kiosk-branding-routes.ts';
import { kioskLoginRoutes } from './kiosk-login-routes.ts';
import { kioskRoutes as kioskPageRoutes } from './kiosk-routes.ts';
import { kioskSessionRoutes } from './kiosk-session-routes.ts';
import { remoteRoutes } from './remote-routes.ts';
import { sessionActivityRoutes } from './session-activity-routes.ts';
import { stationReportRoutes } from './station-report-routes.ts';

/** The kiosk area: the kiosk page's calls, its session, the kiosk login, remote (QR) and branding. */
export const kioskRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  const api = { prefix: API_PREFIX, deps };
  await app.register(kioskPageRoutes, api);
  await app.register(kioskSessionRoutes, api);
  await app.register(kioskLoginRoutes, { ...api, clock });
  await app.register(sessionActivityRoutes, { ...api, clock, asleepAfterMs: podAsleepAfterMsFromEnv(process.env) });
  await app.register(stationReportRoutes, { ...api, clock });
  await app.register(remoteRoutes, api);
  await app.register(kioskBrandingRoutes, api);
};
