import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemMessagesGetFe } from '@gamepod/contracts/http';
import type { Kysely } from 'kysely';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { liveCatalogue } from '../application/system-message-catalogue.ts';

/**
 * The message catalogue the kiosk and the console look texts up in: the built-in texts with
 * the ones super admins saved laid over them by msg_key. Public: it holds nothing but texts
 * the screens show, some before anyone signs in.
 */
export const systemMessagesRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<unknown> }> = async (app, { db }) => {
  app.get(
    systemMessagesGetFe.url,
    {
      schema: routeSchema(systemMessagesGetFe, {
        summary: "The UIs' message catalogue: a text for every msg_key, a venue's own wording where it saved one",
        tags: ['kiosk'],
      }),
    },
    async () => ok({ messages: await liveCatalogue(db) }),
  );
};
