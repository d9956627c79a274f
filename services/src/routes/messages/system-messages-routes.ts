import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SystemMessageEntry } from '@gamepod/contracts/http';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { liveCatalogue } from '../../application/system-message/system-message-catalogue.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';

/**
 * The message catalogue the kiosk and the console look texts up in: the built-in texts with
 * the ones super admins saved laid over them by msg_key. Public: it holds nothing but texts
 * the screens show, some before anyone signs in.
 */
export const systemMessagesRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<unknown> }> = async (app, { db }) => {
  app.get(
    '/system_messages/get_fe',
    {
      schema: {
        summary: "The UIs' message catalogue: a text for every msg_key, a venue's own wording where it saved one",
        tags: ['kiosk'],
        querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
        response: withErrors({ 200: Reply(Type.Object({ messages: Type.Array(SystemMessageEntry) })) }),
      },
    },
    async () => ok({ messages: await liveCatalogue(db) }),
  );
};
