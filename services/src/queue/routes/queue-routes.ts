import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminLabQueueCall,
  adminLabQueueList,
  adminLabQueueMove,
  adminLabQueuePolicy,
  adminLabQueueRemove,
  userQueueJoin,
  userQueueLeave,
  userQueuePlace,
} from '@gamepod/contracts/http';
import { requireAuth, requireRole, sessionOf } from '../../auth/guards.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { QueueDeps } from '../application/queue-deps.ts';
import { joinQueue, leaveQueue, placeOf } from '../application/queue-service.ts';
import { listLabQueue, manageLabQueue, QUEUE_READERS, saveQueuePolicy } from '../application/queue-staff.ts';

const tags = ['queue'];
const security = [{ bearer: [] }];

/** The fair queue's calls: a signed-in player's join, leave and place; staff's list, move, remove, call and policy. */
export const queueRoutes: FastifyPluginAsyncTypebox<{ deps: QueueDeps }> = async (app, { deps }) => {
  const staff = requireRole(...QUEUE_READERS);

  app.post(
    userQueueJoin.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userQueueJoin, {
        summary: "Join a lab's queue when every seat is taken",
        description:
          "Once per lab. 409 (data.reason) already-queued, on-pod, queue-off, platform-queue-off or seat-free; 403 no-show-ban (data.until) or another client's lab; 404 no such lab.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, platform } = request.body;
      return ok(await joinQueue(deps, sessionOf(request), { lab_id, platform: platform ?? null }), 'Joined the queue');
    },
  );

  app.post(
    userQueueLeave.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userQueueLeave, {
        summary: "Leave a lab's queue",
        description: 'A seat held for the player passes to the next in line. 404 not-queued.',
        tags,
        security,
      }),
    },
    async (request) => {
      await leaveQueue(deps, sessionOf(request), request.body.lab_id);
      return ok({}, 'Left the queue');
    },
  );

  app.get(
    userQueuePlace.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userQueuePlace, {
        summary: "The player's place in a lab's queue, its estimate and any seat held for them",
        tags,
        security,
      }),
    },
    async (request) => ok(await placeOf(deps, sessionOf(request), request.query.lab_id)),
  );

  app.get(
    adminLabQueueList.url,
    {
      preValidation: staff,
      schema: routeSchema(adminLabQueueList, {
        summary: "A lab's queue policy and line",
        description: "The lab's client's admins and facilitators, and super admins; 403 for another client's lab.",
        tags,
        security,
      }),
    },
    async (request) => ok(await listLabQueue(deps, sessionOf(request), request.query.lab_id)),
  );

  app.post(
    adminLabQueueMove.url,
    {
      preValidation: staff,
      schema: routeSchema(adminLabQueueMove, {
        summary: 'Move a place in line',
        description: 'Client admins and super admins. 404 for a place not in the line.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, entry_id, position } = request.body;
      return ok(await manageLabQueue(deps, sessionOf(request), lab_id, { type: 'Move', entry_id, position }), 'Moved');
    },
  );

  app.post(
    adminLabQueueRemove.url,
    {
      preValidation: staff,
      schema: routeSchema(adminLabQueueRemove, {
        summary: 'Remove a place from line',
        description: 'Client admins and super admins. A seat held for it passes to the next in line.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, entry_id } = request.body;
      return ok(await manageLabQueue(deps, sessionOf(request), lab_id, { type: 'Remove', entry_id }), 'Removed');
    },
  );

  app.post(
    adminLabQueueCall.url,
    {
      preValidation: staff,
      schema: routeSchema(adminLabQueueCall, {
        summary: 'Call a player in line to the desk',
        description: "Their phone page shows it; their place doesn't change. Facilitators too.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, entry_id } = request.body;
      await manageLabQueue(deps, sessionOf(request), lab_id, { type: 'Call', entry_id });
      return ok({}, 'Called');
    },
  );

  app.post(
    adminLabQueuePolicy.url,
    {
      preValidation: staff,
      schema: routeSchema(adminLabQueuePolicy, {
        summary: "Save a lab's queue policy",
        description:
          'On or off, the hold time, the limit while people wait, the no-show policy and the per-platform queues. Client admins and super admins.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, policy } = request.body;
      return ok(await saveQueuePolicy(deps, sessionOf(request), lab_id, policy), 'Queue policy saved');
    },
  );
};
