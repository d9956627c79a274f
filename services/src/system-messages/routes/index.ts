import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { systemMessagesAdminRoutes } from './system-messages-admin-routes.ts';
import { systemMessagesRoutes as systemMessagesReadRoutes } from './system-messages-routes.ts';

/** The system messages area: what every screen shows, and the console's editor. */
export const systemMessagesRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps }) => {
  await app.register(systemMessagesReadRoutes, { prefix: API_PREFIX, db: deps.db });
  await app.register(systemMessagesAdminRoutes, { prefix: API_PREFIX, deps });
};
