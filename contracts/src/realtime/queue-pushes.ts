import Type, { type Static } from 'typebox';
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
