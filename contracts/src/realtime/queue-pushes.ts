import Type, { type Static } from 'typebox';
import { Nullable } from '../http/fields.ts';
import { PodQueueHold, QueueSessionLimit } from '../http/queue/queue-pod.ts';
import { QueuePlace } from '../http/queue/queue-schemas.ts';

/** The kind of a player's queue change, on `user.<id>` (their phone page, kept open after joining). */
export const QUEUE_KIND = 'status.queue';
/** The kind of a lab's signage board, on `lab.<id>` (and the public signage stream). */
export const QUEUE_SIGNAGE_KIND = 'status.queue_signage';

/** What changed for the player. */
export const QueueChange = Type.Union(
  [
    Type.Literal('joined'),
    Type.Literal('place'),
    Type.Literal('offered'),
    Type.Literal('called'),
    Type.Literal('taken'),
    Type.Literal('expired'),
    Type.Literal('left'),
    Type.Literal('removed'),
  ],
  {
    description:
      "'offered': you're up, a pod is held for you (place.offer); 'called': staff call you to the desk; 'place': your place or estimate moved; 'taken', 'expired', 'left', 'removed': you are no longer in line",
  },
);

/** Kind `status.queue`: the player's place in a lab's queue changed; `place` is it as it now is. */
export const QueuePush = Type.Object({ lab_id: Type.String(), change: QueueChange, place: QueuePlace });
export type QueuePush = Static<typeof QueuePush>;

/** The kind of a pod's hold for the next in line, on `pod.<id>`: its login screen's "Reserved for". */
export const QUEUE_HOLD_KIND = 'status.queue_hold';
/** The kind of the limit while people wait on a pod's open session, on `pod.<id>`: the player's dashboard. */
export const QUEUE_LIMIT_KIND = 'status.queue_limit';

/** Kind `status.queue_hold`: the pod was offered to the next in line (`hold`), or the hold ended (null: taken, expired, given back). */
export const QueueHoldPush = Type.Object({ pod_id: Type.String(), hold: Nullable(PodQueueHold) });
export type QueueHoldPush = Static<typeof QueueHoldPush>;

/** Kind `status.queue_limit`: the limit while people wait started or stopped applying to the pod's open session. */
export const QueueLimitPush = Type.Object({ pod_id: Type.String(), limit: QueueSessionLimit });
export type QueueLimitPush = Static<typeof QueueLimitPush>;
