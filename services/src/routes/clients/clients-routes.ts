import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientReadRoutes } from './clients-read-routes.ts';
import { clientWriteRoutes } from './clients-write-routes.ts';
import type { FleetDeps } from './fleet-command.ts';

/** `/admin/kiosk/clients`, `client`, `navs`, `deployment/client`, `clients/update`, `client/save_sso_metadata`. */
export const clientRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  await app.register(clientReadRoutes, { deps });
  await app.register(clientWriteRoutes, { deps, clock });
};
