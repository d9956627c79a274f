import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonLabQueueSignage, commonLabQueueSignageLive } from '@gamepod/contracts/http';
import { channelName, QUEUE_SIGNAGE_KIND } from '@gamepod/contracts/realtime';
import type { Kysely } from 'kysely';
import { ok } from '../../schemas/reply.ts';
import { fileSchema, routeSchema } from '../../schemas/route-schema.ts';
import { signageBoard } from '../application/queue-signage.ts';

const tags = ['queue'];
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

/**
 * The public signage of a lab's queue (no sign-in: a TV at the door): the board, and the board
 * live as server-sent events. It shows tickets and first names with initials only.
 */
export const signageRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<unknown> }> = async (app, { db }) => {
  // open streams end when the app closes, so a shutdown does not wait on a TV's connection
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });
  app.get(
    commonLabQueueSignage.url,
    {
      schema: routeSchema(commonLabQueueSignage, {
        summary: "A lab's queue signage: who is up and the next places (public)",
        description: 'Tickets and first names with last initials only. 404 for no such lab.',
        tags,
      }),
    },
    async (request) => ok(await signageBoard(db, request.query.lab_id)),
  );

  app.get(
    commonLabQueueSignageLive.url,
    {
      schema: fileSchema(commonLabQueueSignageLive, {
        summary: "A lab's queue signage, live (server-sent events, public)",
        description:
          '`event: signage` with the board as JSON at once, then again whenever the queue changes. 404 (JSON) for no such lab.',
        tags,
        produces: ['text/event-stream'],
      }),
    },
    async (request, reply) => {
      const labId = request.query.lab_id;
      const first = await signageBoard(db, labId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (board: unknown) => res.write(`event: signage\ndata: ${JSON.stringify(board)}\n\n`);
      send(first);
      const stop = app.realtime.listen(channelName('lab', labId), (push) => {
        if (push.kind === QUEUE_SIGNAGE_KIND) send(push.payload);
      });
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(keepalive);
        stop();
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
