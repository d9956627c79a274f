import Type, { type Static } from 'typebox';
import { QUEUE_PLATFORMS } from '../../catalogues/queue-catalogues.ts';
import { Nullable, UuidId } from '../fields.ts';

/** 'xb' Xbox, 'ps' PlayStation, 'sw' Switch, 'pc' PC: a pod serves the platforms on its outputs. */
export const QueuePlatformField = Type.Enum([...QUEUE_PLATFORMS], {
  description: "'xb' Xbox, 'ps' PlayStation, 'sw' Switch, 'pc' PC",
});

export const LabIdField = UuidId('the lab (UUIDv7)');
export const EntryIdField = UuidId('a place in line (UUIDv7)');

/** A lab's queue policy, as staff save it and read it back. */
export const QueuePolicy = Type.Object({
  enabled: Type.Boolean({ description: 'the queue is open: players may join when every seat is taken' }),
  hold_minutes: Type.Integer({
    minimum: 1,
    maximum: 120,
    description: 'how long a freed seat is held for the next in line',
  }),
  limit_minutes: Nullable(
    Type.Integer({ minimum: 5, maximum: 1440, description: 'the session limit while anyone waits; null: none' }),
  ),
  no_show: Type.Object(
    {
      count: Type.Integer({ minimum: 1, maximum: 100 }),
      days: Type.Integer({ minimum: 1, maximum: 365 }),
      ban_days: Type.Integer({ minimum: 0, maximum: 365 }),
    },
    {
      additionalProperties: false,
      description: '`count` no-shows within `days` block joining for `ban_days` (0: never)',
    },
  ),
  platforms: Type.Object(
    { xb: Type.Boolean(), ps: Type.Boolean(), sw: Type.Boolean(), pc: Type.Boolean() },
    { additionalProperties: false, description: 'the per-platform queues the lab runs beside its general one' },
  ),
});
export type QueuePolicy = Static<typeof QueuePolicy>;

/** A seat held for a place in line. */
export const QueueOffer = Type.Object({
  pod_id: Type.String(),
  nav_id: Type.String({ description: "the pod's name on its screen and the signage" }),
  expires_at: Type.String({ format: 'date-time', description: 'the seat passes to the next in line then' }),
});
export type QueueOffer = Static<typeof QueueOffer>;

/** The player's own place in a lab's queue. */
export const QueuePlace = Type.Object({
  lab_id: Type.String(),
  queued: Type.Boolean({ description: 'false: not in this queue (left, seated, removed or a no-show)' }),
  entry_id: Nullable(Type.String()),
  ticket: Nullable(Type.Integer({ description: "the lab's ticket number, as the signage shows it" })),
  position: Nullable(Type.Integer({ minimum: 1, description: 'the place in line, 1 first' })),
  platform: Nullable(QueuePlatformField),
  estimate_minutes: Nullable(
    Type.Integer({
      minimum: 0,
      description:
        "minutes until a seat frees for this place: from the running sessions' remaining time or the lab's limit",
    }),
  ),
  offer: Nullable(QueueOffer),
});
export type QueuePlace = Static<typeof QueuePlace>;

/** One place in line as staff see it. */
export const QueueEntryView = Type.Object({
  entry_id: Type.String(),
  user_id: Type.String(),
  ticket: Type.Integer(),
  position: Type.Integer({ minimum: 1 }),
  joined_at: Nullable(Type.String({ format: 'date-time', description: 'when the place joined (waiting since)' })),
  display_name: Type.String({ description: 'first name and last initial' }),
  email: Nullable(Type.String()),
  platform: Nullable(QueuePlatformField),
  offer: Nullable(QueueOffer),
});
export type QueueEntryView = Static<typeof QueueEntryView>;

/** A lab's queue as staff see it: its policy and the line in order. */
export const LabQueueView = Type.Object({
  lab_id: Type.String(),
  policy: QueuePolicy,
  entries: Type.Array(QueueEntryView),
});
export type LabQueueView = Static<typeof LabQueueView>;
