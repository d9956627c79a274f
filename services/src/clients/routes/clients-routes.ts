import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import type { FileStore } from '../../files/file-store.ts';
import { clientUpdateRoute } from './client-update-route.ts';
import { clientReadRoutes } from './clients-read-routes.ts';
import { clientWriteRoutes } from './clients-write-routes.ts';

/** `/admin/kiosk/clients`, `client`, `navs`, `deployment/client`, `clients/update`, `client/save_sso_metadata`. */
export const clientRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  files: FileStore;
  clock: () => Date;
}> = async (app, { deps, files, clock }) => {
  await app.register(clientReadRoutes, { deps });
  await app.register(clientWriteRoutes, { deps });
  await app.register(clientUpdateRoute, { deps, files, clock });
};
