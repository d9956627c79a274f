import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { adminLoginRoutes } from './admin-login-routes.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';
import { orientationRoutes } from './orientation-routes.ts';
import { playingActivitiesRoutes } from './playing-activities-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { streamingRoutes } from './streaming-routes.ts';
import { userLoginRoutes } from './user-login-routes.ts';
import { userRegisterRoutes } from './user-register-routes.ts';

/**
 * The users area: sign-in, sign-up and password reset (the reset-mail reaction sends the
 * codes), orientation, streaming, playing activities and the console's users screens.
 */
export const usersRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, areas) => {
  const { deps, clock, identity, signInSources } = areas;
  const api = { prefix: API_PREFIX, deps };
  await app.register(orientationRoutes, api);
  // the pod's own form signs in through the client's source when it has one
  await app.register(userLoginRoutes, { prefix: API_PREFIX, deps: { ...identity, ...signInSources } });
  for (const routes of [adminLoginRoutes, userRegisterRoutes, resetRoutes]) {
    await app.register(routes, { prefix: API_PREFIX, deps: identity });
  }
  await app.register(streamingRoutes, api);
  await app.register(playingActivitiesRoutes, { prefix: API_PREFIX, deps: { ...deps, clock } });
  await app.register(adminUsersRoutes, { ...api, clock });
};
