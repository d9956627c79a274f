import Type, { type Static } from 'typebox';
import { Nullable, Strict, ThemeColours } from '../fields.ts';
import { get, getFile } from '../route.ts';
import { LabIdField, QueuePlatformField } from './queue-schemas.ts';

/** How many places after those up the signage lists. */
export const SIGNAGE_NEXT_PLACES = 10;

/**
 * A lab's queue as the public signage shows it (no sign-in): who is up (a pod held for them,
 * until when) and the next places. A player is only ever their ticket and first name and
 * initial.
 */
export const SignageBoard = Type.Object({
  lab_id: Type.String(),
  lab_name: Type.String(),
  enabled: Type.Boolean({ description: 'the queue is open' }),
  up: Type.Array(
    Type.Object({
      ticket: Type.Integer(),
      name: Type.String({ description: 'first name and last initial' }),
      nav_id: Type.String({ description: 'the pod held for them' }),
      expires_at: Type.String({ format: 'date-time' }),
    }),
  ),
  next: Type.Array(
    Type.Object({
      position: Type.Integer({ minimum: 1, description: 'among those waiting, 1 first' }),
      ticket: Type.Integer(),
      name: Type.String(),
      platform: Nullable(QueuePlatformField),
    }),
    { description: `the first ${SIGNAGE_NEXT_PLACES} waiting, in line order` },
  ),
  waiting: Type.Integer({ minimum: 0, description: 'how many wait, those not listed included' }),
  brand: Type.Object(
    {
      logo: Nullable(Type.String({ description: 'the client logo URL under /api/v1/files/; null: none' })),
      theme: ThemeColours,
    },
    {
      description:
        "the lab's client's logo and theme colours, as its pods show them: the venue's, no one's personal data",
    },
  ),
});
export type SignageBoard = Static<typeof SignageBoard>;

/** A lab's signage board, public (no sign-in): for a TV at the door. 404 for no such lab. */
export const commonLabQueueSignage = get('/common/lab_queue/signage', {
  querystring: Strict({ lab_id: LabIdField }),
  data: SignageBoard,
});

/**
 * The board live, public (server-sent events): `event: signage` with the board as JSON at once
 * and again whenever the lab's queue changes.
 */
export const commonLabQueueSignageLive = getFile('/common/lab_queue/signage/live', {
  querystring: Strict({ lab_id: LabIdField }),
  file: Type.String({ description: 'text/event-stream: `event: signage`, `data:` a SignageBoard' }),
});
