import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { chatAdminRoutes } from './chat-admin-routes.ts';
import { chatRoutes as chatWidgetRoutes } from './chat-routes.ts';

/** The chat area: the kiosk's chat widget and the console's chat settings. */
export const chatRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock, chat }) => {
  await app.register(chatWidgetRoutes, { prefix: API_PREFIX, deps, clock, provider: chat });
  await app.register(chatAdminRoutes, { prefix: API_PREFIX, deps });
};
