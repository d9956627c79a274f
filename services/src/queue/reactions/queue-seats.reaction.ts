import {
  type EventData,
  LabQueueLeft,
  LabQueueOfferExpired,
  LabQueueRemoved,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  SessionEnded,
  type StoredEvent,
} from '@gamepod/events';
import { authSessionsProjection, findSession, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { expireOffer, offerFreedPod } from '../application/seat-passing.ts';

type Offered = StoredEvent<string, EventData<typeof LabQueueSeatOffered>>;
type Released = StoredEvent<string, EventData<typeof LabQueueLeft>>;
type Closed = StoredEvent<string, { pod_id: string }>;
type HoldAction = { readonly lab_id: string; readonly pod_id: string; readonly expires_at: string };

const timerKey = (labId: string, podId: string) => `queue_hold:${labId}:${podId}`;

/**
 * Seats passing on: a pod whose session ended (or whose hold a leaving place gave back) is
 * offered to the first in line it serves, unless a reservation holds it now or within the
 * hold time. Each offer sets a timer at its expires_at, cancelled when the seat is taken or
 * given back; a timer that fires is a no-show, and the pod goes to the next in line.
 */
export function queueSeats(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock'>) {
  return defineReaction({
    name: 'queue_seats',
    description: 'offers freed pods to the first in line, holds them, and passes on no-shows',
    eventTypes: [
      SessionEnded.type,
      LabQueueSeatOffered.type,
      LabQueueSeatTaken.type,
      LabQueueOfferExpired.type,
      LabQueueLeft.type,
      LabQueueRemoved.type,
    ],
    readModels: [authSessionsProjection.name, podsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        switch (e.type) {
          case SessionEnded.type: {
            const session = await findSession(deps.db, e.aggregate_id);
            if (session?.kind !== 'pod' || session.pod_id === null) break;
            await offerFreedPod(deps, session.pod_id, ctx.causedBy(e), ctx.followUpId(e));
            break;
          }
          case LabQueueSeatOffered.type: {
            const { pod_id, expires_at } = (e as Offered).data;
            const action: HoldAction = { lab_id: e.aggregate_id, pod_id, expires_at };
            ctx.timers.set(timerKey(e.aggregate_id, pod_id), new Date(expires_at), action);
            break;
          }
          case LabQueueSeatTaken.type:
          case LabQueueOfferExpired.type:
            ctx.timers.cancel(timerKey(e.aggregate_id, (e as Closed).data.pod_id));
            break;
          default: {
            const released = (e as Released).data.released_pod_id;
            if (released === null) break;
            ctx.timers.cancel(timerKey(e.aggregate_id, released));
            await offerFreedPod(deps, released, ctx.causedBy(e), ctx.followUpId(e));
          }
        }
      }
    },
    async fire(timer, ctx) {
      await expireOffer(deps, timer.action as HoldAction, ctx.messageId);
    },
  });
}
