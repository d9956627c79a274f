import { channelName, QUEUE_KIND, QUEUE_SIGNAGE_KIND, type QueuePush } from '@gamepod/contracts/realtime';
import { LAB_QUEUE_EVENTS, type StoredEvent } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { labQueueSignageProjection, labsProjection, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { placeOfUser, placeReads, readLabQueue } from '../application/queue-service.ts';
import { signageBoard } from '../application/queue-signage.ts';

/** What each event means to the player it names. */
const CHANGES: Readonly<Record<string, QueuePush['change']>> = {
  LabQueueJoined: 'joined',
  LabQueueSeatOffered: 'offered',
  LabQueueCalled: 'called',
  LabQueueSeatTaken: 'taken',
  LabQueueOfferExpired: 'expired',
  LabQueueLeft: 'left',
  LabQueueRemoved: 'removed',
  LabQueueMoved: 'place',
};

/**
 * The queue live: after each change to a lab's queue, the player it names gets `status.queue`
 * on `user.<id>` with what changed ('offered': you're up, pod {nav}) and their place as it now
 * is; everyone else still in line gets 'place' (their position or estimate may have moved). The
 * lab's signage board goes on `lab.<id>` as `status.queue_signage`, which the public signage
 * stream forwards.
 */
export function queueLivePush(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  return defineReaction({
    name: 'queue_live_push',
    description: "pushes players their place in a lab's queue and the lab's signage board",
    eventTypes: LAB_QUEUE_EVENTS.map((d) => d.type),
    aggregate: 'lab_queue',
    readModels: [labQueueSignageProjection.name, labsProjection.name, podsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events, _ctx) {
      const labId = (events[0] as StoredEvent).aggregate_id;
      const named = new Map<string, QueuePush['change']>();
      for (const e of events) {
        const change = CHANGES[e.type];
        const userId = (e.data as { user_id?: string }).user_id;
        if (change && userId) named.set(userId, change);
      }
      const state = await readLabQueue(deps, labId);
      const others = state.entries.map((e) => e.user_id).filter((id) => !named.has(id));
      const moved = events.some((e) => e.type !== 'LabQueueJoined' && e.type !== 'LabQueueCalled');
      const pushes: Array<[string, QueuePush['change']]> = [
        ...named,
        ...(moved ? others.map((id): [string, QueuePush['change']] => [id, 'place']) : []),
      ];
      // the lab's running sessions and held pods are read once for every place pushed, not once per place
      const reads = placeReads(deps, state, labId);
      for (const [userId, change] of pushes) {
        const place = await placeOfUser(deps, state, labId, userId, reads);
        deps.publish(channelName('user', userId), QUEUE_KIND, { lab_id: labId, change, place });
      }
      const board = await signageBoard(deps.db, labId).catch(() => null);
      if (board) deps.publish(channelName('lab', labId), QUEUE_SIGNAGE_KIND, board);
    },
  });
}
