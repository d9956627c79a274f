import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SYSTEM_MESSAGES } from '@gamepod/events';
import Type from 'typebox';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';

const Message = Type.Object({
  msg_key: Type.String(),
  type: Type.Union([Type.Literal('failure'), Type.Literal('warning'), Type.Literal('success')]),
  text_head: Type.String(),
  text_sub: Type.String(),
});

/** The kiosk's message catalogue. Public: it holds nothing but the texts the kiosk shows. */
export const systemMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system_messages/get_fe',
    {
      schema: {
        summary: "The kiosk's message catalogue: a text for every msg_key the API answers with",
        tags: ['kiosk'],
        querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
        response: withErrors({ 200: Reply(Type.Object({ messages: Type.Array(Message) })) }),
      },
    },
    async () => ok({ messages: [...SYSTEM_MESSAGES] }),
  );
};
