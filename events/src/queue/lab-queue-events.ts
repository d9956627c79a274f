import { QUEUE_PLATFORMS } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A lab's fair queue: `gp.evt.lab_queue.<lab id>`. The lab's policy, every place in line, every
// seat offered and what became of it live on that one subject, so every append expects its
// last sequence: two pods freeing at once, or a join as a seat frees, each have one outcome.

/** The platforms a queue can be narrowed to: a pod serves the platforms on its outputs (xd1, xd2). */
export const QueuePlatformSchema = Type.Enum([...QUEUE_PLATFORMS], {
  description: "'xb' Xbox, 'ps' PlayStation, 'sw' Switch, 'pc' PC: the values of a pod's outputs",
});

const Id = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });
const At = (description: string) => Type.String({ format: 'date-time', description });

/** No-shows that block queueing: `count` within `days` blocks joining this lab's queue for `ban_days`. */
export const NoShowPolicySchema = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 100 }),
  days: Type.Integer({ minimum: 1, maximum: 365 }),
  ban_days: Type.Integer({ minimum: 0, maximum: 365, description: '0: no-shows are counted but never block' }),
});

/** The per-platform queues a lab runs beside its general one ("next free Xbox"). */
export const QueuePlatformsSchema = Type.Object({
  xb: Type.Boolean(),
  ps: Type.Boolean(),
  sw: Type.Boolean(),
  pc: Type.Boolean(),
});

export const LabQueuePolicySaved = defineEvent({
  type: 'LabQueuePolicySaved',
  aggregate: 'lab_queue',
  description:
    "Staff set the lab's queue: on or off, how long an offered seat is held, the session limit while people wait, the no-show policy and the per-platform queues.",
  schema: Type.Object({
    enabled: Type.Boolean(),
    hold_minutes: Type.Integer({ minimum: 1, maximum: 120 }),
    limit_minutes: Type.Union([Type.Integer({ minimum: 5, maximum: 1440 }), Type.Null()], {
      description: 'the session limit while anyone waits; null: none',
    }),
    no_show: NoShowPolicySchema,
    platforms: QueuePlatformsSchema,
  }),
});

export const LabQueueJoined = defineEvent({
  type: 'LabQueueJoined',
  aggregate: 'lab_queue',
  description: "A signed-in player took a place at the end of the lab's queue (or of one platform's).",
  schema: Type.Object({
    entry_id: Id('this place in line'),
    user_id: Id('the player'),
    ticket: Type.Integer({ minimum: 1, description: "the lab's running ticket number, shown on signage" }),
    display_name: Type.String({ maxLength: 80, description: 'first name and last initial, as signage shows it' }),
    platform: Type.Union([QueuePlatformSchema, Type.Null()], { description: 'null: any free pod' }),
  }),
});

/** The pod a leaving place's offer held, if it held one: it passes to the next in line. */
const ReleasedPod = Type.Union([Id('the pod the place held'), Type.Null()], {
  description: 'the pod its offer held, passed on to the next; null when it held none',
});

export const LabQueueLeft = defineEvent({
  type: 'LabQueueLeft',
  aggregate: 'lab_queue',
  description: 'The player left the queue.',
  schema: Type.Object({ entry_id: Id('the place'), user_id: Id('the player'), released_pod_id: ReleasedPod }),
});

export const LabQueueSeatOffered = defineEvent({
  type: 'LabQueueSeatOffered',
  aggregate: 'lab_queue',
  description: 'A pod freed and is held for the first in line until expires_at; only that player may sign in on it.',
  schema: Type.Object({
    entry_id: Id('the place'),
    user_id: Id('the player'),
    pod_id: Id('the pod held'),
    expires_at: At('UTC; the no-show timer'),
  }),
});

export const LabQueueSeatTaken = defineEvent({
  type: 'LabQueueSeatTaken',
  aggregate: 'lab_queue',
  description: 'The offered player signed in on the held pod: the place leaves the line.',
  schema: Type.Object({ entry_id: Id('the place'), user_id: Id('the player'), pod_id: Id('the pod') }),
});

export const LabQueueOfferExpired = defineEvent({
  type: 'LabQueueOfferExpired',
  aggregate: 'lab_queue',
  description:
    'A no-show: nobody signed in on the held pod in time. The place leaves the line and counts against its player.',
  schema: Type.Object({
    entry_id: Id('the place'),
    user_id: Id('the player'),
    pod_id: Id('the pod released'),
    expires_at: At('the expiry that passed'),
  }),
});

export const LabQueueMoved = defineEvent({
  type: 'LabQueueMoved',
  aggregate: 'lab_queue',
  description: 'Staff moved a place in line.',
  schema: Type.Object({
    entry_id: Id('the place'),
    user_id: Id('the player'),
    position: Type.Integer({ minimum: 1, description: 'its place in the whole line afterwards, 1 first' }),
  }),
});

export const LabQueueRemoved = defineEvent({
  type: 'LabQueueRemoved',
  aggregate: 'lab_queue',
  description: 'Staff removed a place from the line.',
  schema: Type.Object({ entry_id: Id('the place'), user_id: Id('the player'), released_pod_id: ReleasedPod }),
});

export const LabQueueCalled = defineEvent({
  type: 'LabQueueCalled',
  aggregate: 'lab_queue',
  description: "Staff called a player in line (to the desk): their phone page shows it; their place doesn't change.",
  schema: Type.Object({ entry_id: Id('the place'), user_id: Id('the player') }),
});

export const LAB_QUEUE_EVENTS = [
  LabQueuePolicySaved,
  LabQueueJoined,
  LabQueueLeft,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  LabQueueOfferExpired,
  LabQueueMoved,
  LabQueueRemoved,
  LabQueueCalled,
] as const;
