import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { labApiEvents, labApiPods, labApiQueue, labApiReservations, labApiSessions } from '@gamepod/contracts/http';
import type { EventStore } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import { GamepodError } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { hashToken } from '../../auth/tokens.ts';
import { ok } from '../../schemas/reply.ts';
import { fileSchema, routeSchema } from '../../schemas/route-schema.ts';
import { lazyPublicEventsStream } from '../../webhooks/adapters/public-event-stream.ts';
import { sharedRateLimitStore } from '../adapters/shared-rate-limit-store.ts';
import { labPods, labQueue, labReservations, labSessions } from '../application/lab-api-reads.ts';
import { streamLabEvents, streamStart } from '../application/lab-event-stream.ts';
import { bearerLabKey, type LabKeyScope, labOfKey } from '../application/lab-key-auth.ts';

/** Requests a key may make a minute, unless the app is told otherwise. */
export const LAB_API_PER_MINUTE = 600;

export type LabApiOptions = {
  readonly db: Kysely<unknown>;
  /** The log: the queue is read from its lab's stream. */
  readonly store: EventStore;
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly clock: () => Date;
  /** The shared counters every services instance counts in. */
  readonly limiter: RateLimiter;
  /** Requests per key per minute (600). */
  readonly perMinute?: number;
  /** How often an open stream looks its key up again (60 s). */
  readonly recheckMs?: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    labKey?: LabKeyScope;
  }
}

const tags = ['lab api'];
const security = [{ labApiKey: [] }];

/** Whose requests a limit counts: the presented key's (hashed), or the address's when none is sent. */
const limitKey = (request: FastifyRequest) => {
  const key = bearerLabKey(request.headers.authorization);
  return key ? `key:${hashToken(key)}` : `ip:${request.ip}`;
};

/**
 * The read API a lab's API key opens: read-only, versioned (`/lab-api/v1`), every read
 * scoped to the key's lab and client. Each key may make `perMinute` requests a minute, counted
 * across every services instance (the shared counters in NATS KV), and every answer says how
 * many are left in the `RateLimit-*` headers.
 */
export const labApiRoutes: FastifyPluginAsyncTypebox<LabApiOptions> = async (app, opts) => {
  await app.register(rateLimit, {
    max: opts.perMinute ?? LAB_API_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: limitKey,
    store: sharedRateLimitStore(opts.limiter, opts.clock, 'lab_api'),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      new GamepodError('rate_limited', 429, `Too many requests: ${context.max} a minute per key`, {
        retry_after_s: Math.ceil(context.ttl / 1000),
      }),
  });
  const events = {
    nc: opts.nc,
    names: opts.names,
    db: opts.db,
    publicEvents: lazyPublicEventsStream(opts.nc, opts.names),
  };
  app.decorateRequest('labKey', undefined);
  app.addHook('preValidation', async (request) => {
    request.labKey = await labOfKey(opts.db, request.headers.authorization);
  });
  const scope = (request: FastifyRequest) => request.labKey as LabKeyScope;
  const doc = (summary: string, description: string) => ({ summary, description, tags, security });

  app.get(
    labApiPods.url,
    {
      schema: routeSchema(
        labApiPods,
        doc(
          "The lab's pods and their live status",
          'free, busy (someone signed in), locked, or offline (no heartbeat for 30 s).',
        ),
      ),
    },
    async (request) => ok(await labPods(opts.db, scope(request), opts.clock())),
  );
  app.get(
    labApiSessions.url,
    {
      schema: routeSchema(
        labApiSessions,
        doc(
          'Sessions on the lab’s pods, newest first',
          'Paged by start time: pass `next` as `cursor` for the page after.',
        ),
      ),
    },
    async (request) => ok(await labSessions(opts.db, scope(request), opts.clock(), request.query)),
  );
  app.get(
    labApiReservations.url,
    {
      schema: routeSchema(
        labApiReservations,
        doc('The lab’s upcoming reservations', 'Those not ended, soonest first.'),
      ),
    },
    async (request) => ok(await labReservations(opts.db, scope(request), opts.clock(), request.query.limit)),
  );
  app.get(
    labApiQueue.url,
    {
      schema: routeSchema(
        labApiQueue,
        doc(
          'The lab’s queue: its line in order',
          'Each place by its ticket (never a name, email or user id), the platform it waits for, when it joined, and the pod held for it with the hold’s end. `queue.advanced` says when the line moves.',
        ),
      ),
    },
    async (request) => ok(await labQueue(opts.store, scope(request))),
  );
  app.get(
    labApiEvents.url,
    {
      schema: fileSchema(labApiEvents, {
        ...doc(
          'The lab’s public events as they happen (server-sent events)',
          '`id` is the position in the stream, `event` its type, `data` the public event as JSON, as the webhooks send it (its own `id` is the same on a repeat). A client reconnecting with `Last-Event-ID` gets what it missed of the last hour first, then what happens next, each once. An id older than the hour kept starts with `event: gap` (`{"reason":"too_old","oldest_id":…}`) and then everything kept; an id the stream never gave starts with `event: gap` (`{"reason":"unknown",…}`) and then what happens next; an id that is not a whole number answers 400.',
        ),
        produces: ['text/event-stream'],
      }),
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const start = await streamStart(events, Array.isArray(lastEventId) ? lastEventId[0] : lastEventId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      const closed = new Promise<void>((resolve) => request.raw.on('close', () => resolve()));
      await streamLabEvents(events, scope(request), request.headers.authorization, start, {
        write: (chunk) => res.write(chunk),
        closed,
        ...(opts.recheckMs ? { recheckMs: opts.recheckMs } : {}),
      });
      res.end();
    },
  );
};
