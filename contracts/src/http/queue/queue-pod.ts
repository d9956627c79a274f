import Type, { type Static } from 'typebox';
import { KioskKeys, Nullable, Strict, WithToken } from '../fields.ts';
import { get } from '../route.ts';

/**
 * A pod held for the next in line, as its kiosk's login screen shows it: "Reserved for
 * {display_name}" until `expires_at`. `seconds_left` is counted when it was sent, so the
 * kiosk counts down without trusting its own clock.
 */
export const PodQueueHold = Type.Object({
  pod_id: Type.String(),
  display_name: Type.String({ description: 'first name and last initial: all the pod shows of the player' }),
  expires_at: Type.String({ format: 'date-time', description: 'the seat passes to the next in line then' }),
  seconds_left: Type.Integer({ minimum: 0, description: 'seconds to expires_at when this was sent' }),
});
export type PodQueueHold = Static<typeof PodQueueHold>;

/** The hold on the kiosk's pod, read by its page when it loads or reconnects; null: none. */
export const kioskQueueHold = get('/kiosk/queue_hold', {
  querystring: Type.Object(KioskKeys),
  data: Type.Object({ hold: Nullable(PodQueueHold) }),
});

/**
 * The limit while people wait, on the signed-in player's pod session: whether it applies now,
 * the lab's limit, and when it ends the session.
 */
export const QueueSessionLimit = Type.Object({
  applies: Type.Boolean({ description: "people wait in the lab's queue and the lab limits sessions while they do" }),
  limit_minutes: Nullable(Type.Integer({ minimum: 1 })),
  ends_at: Nullable(Type.String({ format: 'date-time', description: 'when the limit ends the session' })),
  seconds_left: Nullable(Type.Integer({ minimum: 0, description: 'seconds to ends_at when this was sent' })),
});
export type QueueSessionLimit = Static<typeof QueueSessionLimit>;

/** The limit while people wait on the caller's own pod session (a player on a pod's kiosk). */
export const userQueueLimit = get('/user/queue/limit', {
  querystring: Strict({ ...WithToken }),
  data: QueueSessionLimit,
});
