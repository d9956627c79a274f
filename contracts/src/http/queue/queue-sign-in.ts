import Type, { type Static } from 'typebox';
import { Password, SessionIdKeyField, Strict } from '../fields.ts';
import { get, post } from '../route.ts';
import { RemoteId, Username } from '../user/login.ts';
import { QueuePlatformField } from './queue-schemas.ts';

/**
 * A sign-in only to queue: a `web` session on no pod, for the lab of the pod the player stands
 * at (or whose QR code they scanned), so signing in to wait never takes a pod.
 */
export const QueueSignIn = Type.Object({
  token: Type.String({ description: 'a web session on no pod, for the queue calls and the realtime socket' }),
  expires_at: Type.String({ format: 'date-time' }),
  user_id: Type.String(),
  first_name: Type.String(),
  lab_id: Type.String({ description: 'the lab of the pod the sign-in happened at' }),
  lab_name: Type.String(),
  nav_name: Type.String({ description: 'the pod the sign-in happened at' }),
  queue_enabled: Type.Boolean({ description: "the lab's queue is open" }),
  platforms: Type.Array(QueuePlatformField, {
    description: 'the per-platform queues the lab runs beside its general one',
  }),
});
export type QueueSignIn = Static<typeof QueueSignIn>;

/**
 * At a station (its kiosk session): sign in to join its lab's queue without taking the pod.
 * The pod login's credential checks, rate limits, refusals and audit; players of the lab's
 * client only (403 notauthorized, notregistered).
 */
export const userQueueSignIn = post('/user/queue/sign_in', {
  body: Strict({ session_id_key: SessionIdKeyField, username: Username, password: Password }),
  data: QueueSignIn,
});

/** On a phone, from a pod's QR code: sign in to join that pod's lab's queue, as `/user/queue/sign_in`. */
export const userQueueMobileSignIn = post('/user/queue/mobile_sign_in', {
  body: Strict({ remote_id: RemoteId, username: Username, password: Password }),
  data: QueueSignIn,
});

/** Whether the lab of a pod runs its queue now, and its platform queues: what a login page needs to offer "Join the queue". */
export const QueueOpen = Type.Object({
  lab_id: Type.String(),
  lab_name: Type.String(),
  enabled: Type.Boolean({ description: "the lab's queue is open" }),
  platforms: Type.Array(QueuePlatformField),
});
export type QueueOpen = Static<typeof QueueOpen>;

/** The station's lab's queue (its kiosk session). */
export const userQueueOpen = get('/user/queue/open', {
  querystring: Strict({ session_id_key: SessionIdKeyField }),
  data: QueueOpen,
});

/** The queue of the lab of the pod whose QR code a phone scanned; 404 remote-session-expired for a stale code. */
export const userQueueOpenRemote = get('/user/queue/open_remote', {
  querystring: Strict({ remote_id: RemoteId }),
  data: QueueOpen,
});
