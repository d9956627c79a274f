import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { SsoOptions } from '../../sso/application/sso-deps.ts';
import { clientUpdateRoute } from './client-update-route.ts';
import { clientReadRoutes } from './clients-read-routes.ts';
import { clientWriteRoutes } from './clients-write-routes.ts';

/** `/admin/kiosk/clients`, `client`, `navs`, `deployment/client`, `clients/update`, `client/save_sso_metadata`, `client/sso_metadata/import`. */
export const clientRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  files: FileStore;
  clock: () => Date;
  sso: SsoOptions;
}> = async (app, { deps, files, clock, sso }) => {
  await app.register(clientReadRoutes, { deps, sso });
  await app.register(clientWriteRoutes, { deps, clock, sso });
  await app.register(clientUpdateRoute, { deps, files, clock, sso });
};
