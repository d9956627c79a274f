import Type, { type Static } from 'typebox';
import { Flag, Id, Nullable, WithToken } from '../../fields.ts';
import { get } from '../../route.ts';

/**
 * What a pod's floor tile says at a glance: `offline` (no heartbeat for 30 s, or the station
 * cannot run its kiosk), `locked` (staff locked it out), `in_use` (someone is signed in), else
 * `idle`. A reservation is shown beside any of them.
 */
export const FloorState = Type.Union([
  Type.Literal('offline'),
  Type.Literal('locked'),
  Type.Literal('in_use'),
  Type.Literal('idle'),
]);
export type FloorState = Static<typeof FloorState>;

/** One pod of the floor view: who is on it, what they play where, their time, and what comes next. */
export const FloorPod = Type.Object({
  pod_id: Type.String(),
  client_id: Type.String(),
  lab_id: Type.String(),
  /** The pod's nav licence (its name on the floor), else its nav id. */
  name: Type.String(),
  state: FloorState,
  activity: Type.String({ description: 'ACTIVE, IDLE, ASLEEP, or MISSING' }),
  online: Flag,
  message: Type.String({ description: "the station's status in words ('Online', 'No heartbeat for 41 s'…)" }),
  lock_out: Flag,
  consoles: Type.Object({ xd1: Type.String(), xd2: Type.String() }),
  player: Nullable(
    Type.Object(
      { user_id: Type.String(), name: Type.String(), user_name: Type.String() },
      { description: 'who is signed in on the pod; null when nobody is' },
    ),
  ),
  game: Nullable(
    Type.Object(
      {
        game_id: Type.String(),
        title: Nullable(Type.String()),
        platform: Type.String(),
        xd: Nullable(Type.String({ description: 'the output the console is on: xd1 or xd2' })),
        started_at: Nullable(Type.String({ format: 'date-time' })),
      },
      { description: 'the game playing on the pod now; null when none' },
    ),
  ),
  /** When the signed-in session started (null when nobody is signed in). */
  session_started_at: Nullable(Type.String({ format: 'date-time' })),
  /** The player's paid minutes left, in a paid lab; null in a free lab or with nobody on the pod. */
  minutes_left: Nullable(Type.Integer()),
  reservation: Nullable(
    Type.Object(
      {
        start_at: Type.String({ format: 'date-time' }),
        end_at: Type.String({ format: 'date-time' }),
        group_name: Type.String(),
        timezone: Type.String({ description: "the lab's IANA zone its times read in" }),
        is_started: Flag,
      },
      { description: "the pod's reservation running now or next; null when none is ahead" },
    ),
  ),
});
export type FloorPod = Static<typeof FloorPod>;

export const Floor = Type.Object({
  lab: Type.Object({
    id: Type.String(),
    client_id: Type.String(),
    name: Type.String(),
    is_paid: Flag,
    timezone: Type.String(),
  }),
  pods: Type.Array(FloorPod),
});
export type Floor = Static<typeof Floor>;

/**
 * The floor view: one lab's pods, live (client admins their own client's labs, super admins
 * any). The changes follow as `status.floor` pushes on `client.<client id>`.
 */
export const adminKioskFloor = get('/admin/kiosk/floor', {
  querystring: Type.Object({ lab_id: Id, ...WithToken }),
  data: Floor,
});
