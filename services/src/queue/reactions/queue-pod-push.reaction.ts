import {
  channelName,
  QUEUE_HOLD_KIND,
  QUEUE_LIMIT_KIND,
  type QueueHoldPush,
  type QueueLimitPush,
} from '@gamepod/contracts/realtime';
import { LAB_QUEUE_EVENTS, type StoredEvent } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { authSessionsProjection, labsProjection, listPods, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { limitOfSession, podHoldOf, waitingSince } from '../application/pod-queue-view.ts';
import { labQueueBeforeAndNow, limitedSessionsOfPod } from '../application/waiting-limit.ts';

/** The pods an event holds or lets go: offered, taken, expired, or given back by a place leaving. */
function podsTouched(e: StoredEvent): string[] {
  const data = e.data as { pod_id?: string; released_pod_id?: string | null };
  return [data.pod_id, data.released_pod_id].filter((id): id is string => typeof id === 'string');
}

/**
 * The queue on the pods' screens: a pod offered to the next in line gets `status.queue_hold`
 * on `pod.<id>` with the name and the countdown its login screen shows, and null when the
 * hold ends (taken, expired, given back). When the line goes from empty to waiting or back,
 * each open pod session of the lab gets `status.queue_limit` on its pod: the limit while
 * people wait, which its player's dashboard shows. A page that loads later reads both.
 */
export function queuePodPush(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  return defineReaction({
    name: 'queue_pod_push',
    description: "pushes a held pod its 'Reserved for' and a lab's pods the limit while people wait",
    eventTypes: LAB_QUEUE_EVENTS.map((d) => d.type),
    aggregate: 'lab_queue',
    readModels: [authSessionsProjection.name, labsProjection.name, podsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events, _ctx) {
      const first = events[0] as StoredEvent;
      const labId = first.aggregate_id;
      const now = deps.clock();
      // one read of the lab's stream gives the line before this batch and after it
      const { before, now: state } = await labQueueBeforeAndNow(deps, labId, first.seq);
      for (const podId of new Set(events.flatMap((e) => podsTouched(e as StoredEvent)))) {
        const push: QueueHoldPush = { pod_id: podId, hold: podHoldOf(state, podId, now) };
        deps.publish(channelName('pod', podId), QUEUE_HOLD_KIND, push);
      }
      if ((before.entries.length === 0) === (state.entries.length === 0)) return;
      // the line went from empty to waiting or back: every session the limit can end hears of it
      const waiting = await waitingSince(deps, labId);
      for (const pod of await listPods(deps.db, { labId })) {
        for (const session of await limitedSessionsOfPod(deps, pod.id, now)) {
          const push: QueueLimitPush = { pod_id: pod.id, limit: limitOfSession(waiting, session, now) };
          deps.publish(channelName('pod', pod.id), QUEUE_LIMIT_KIND, push);
        }
      }
    },
  });
}
