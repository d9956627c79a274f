import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminUsersDeps } from '../application/admin-users-service.ts';
import { adminUsersReadRoutes } from './admin-users-read-routes.ts';
import { adminUsersWriteRoutes } from './admin-users-write-routes.ts';

/**
 * The admin console's users screens (/common/users): the list, the roles select, User
 * Detail, Create and Edit User, the switches and comp time. Roles 3 and 4 only; a client
 * admin reaches the users of their own client. Register it with the `/api/v1` prefix.
 */
export const adminUsersRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  const users: AdminUsersDeps = { store: deps.store, db: deps.db, checkpoints: deps.checkpoints, clock };
  await app.register(adminUsersReadRoutes, { deps: users });
  await app.register(adminUsersWriteRoutes, { deps: users });
};
