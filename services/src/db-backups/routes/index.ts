import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { dbBackupsAdminRoutes } from './db-backups-admin-routes.ts';

/** The DB backups area: the console's backups screen. */
export const dbBackupsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock }) => {
  await app.register(dbBackupsAdminRoutes, { prefix: API_PREFIX, deps, clock });
};
