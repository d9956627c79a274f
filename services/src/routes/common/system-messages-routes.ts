import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SYSTEM_MESSAGES } from '@gamepod/contracts/catalogues';
import { systemMessagesGetFe } from '@gamepod/contracts/http';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

/** The kiosk's message catalogue. Public: it holds nothing but the texts the kiosk shows. */
export const systemMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    systemMessagesGetFe.url,
    {
      schema: routeSchema(systemMessagesGetFe, {
        summary: "The kiosk's message catalogue: a text for every msg_key the API answers with",
        tags: ['kiosk'],
      }),
    },
    async () => ok({ messages: [...SYSTEM_MESSAGES] }),
  );
};
