import Type, { type Static, type TSchema } from 'typebox';
import { QUEUE_PLATFORMS } from '../catalogues/queue-catalogues.ts';

// The events integrators receive (webhooks, the read API's stream). Each is small, stable and
// versioned on its own: a field is never removed or retyped within a version; a change that
// would is a new version, sent beside the old one until integrators moved. The log's internal
// events are never sent as they are.

const Id = Type.String({ minLength: 1, maxLength: 128 });
const Instant = Type.String({ format: 'date-time', description: 'UTC, ISO 8601' });

/** What every public event carries around its `data`. */
const envelope = <T extends string, D extends TSchema>(type: T, description: string, data: D) =>
  Type.Object(
    {
      id: Type.String({ minLength: 1, maxLength: 200, description: 'unique per event; the same on every retry' }),
      type: Type.Literal(type),
      version: Type.Literal(1),
      occurred_at: Instant,
      client_id: Id,
      lab_id: Type.Union([Id, Type.Null()], { description: 'null for a client-wide event' }),
      data,
    },
    { $id: `${type}.v1`, description },
  );

/** A pod's live status as integrators see it. */
export const PublicPodStatus = Type.Union(
  [Type.Literal('free'), Type.Literal('busy'), Type.Literal('locked'), Type.Literal('offline')],
  {
    description: 'free: nobody signed in; busy: a session is open; locked: staff locked it out; offline: no heartbeat',
  },
);
export type PublicPodStatus = Static<typeof PublicPodStatus>;

/** Who a session is for. */
export const PublicSessionRole = Type.Union([
  Type.Literal('player'),
  Type.Literal('facilitator'),
  Type.Literal('admin'),
]);

export const SessionStartedV1 = envelope(
  'session.started',
  'Someone signed in on a pod.',
  Type.Object({
    session_id: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'opaque, stable for the session' }),
    pod_id: Id,
    role: PublicSessionRole,
    expires_at: Instant,
  }),
);

export const SessionEndedV1 = envelope(
  'session.ended',
  'A session on a pod ended: logout, expiry, or staff ended it.',
  Type.Object({
    session_id: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    pod_id: Id,
    reason: Type.String({ maxLength: 40, description: 'logout, expired, replaced, admin…' }),
  }),
);

export const PodStatusChangedV1 = envelope(
  'pod.status_changed',
  "A pod's live status changed (free, busy, locked). Offline is read from the API: it follows heartbeats, not events.",
  Type.Object({ pod_id: Id, status: PublicPodStatus }),
);

export const PodLockedV1 = envelope(
  'pod.locked',
  'Staff locked a pod out, or let it back in (`locked: false`).',
  Type.Object({ pod_id: Id, locked: Type.Boolean() }),
);

export const ReservationCreatedV1 = envelope(
  'reservation.created',
  'Pods of a lab were reserved for a group.',
  Type.Object({
    reservation_id: Id,
    pod_ids: Type.Array(Id, { minItems: 1 }),
    start_at: Instant,
    end_at: Instant,
    group_name: Type.String({ maxLength: 100 }),
  }),
);

export const PaymentSucceededV1 = envelope(
  'payment.succeeded',
  'A player paid for time; the minutes were credited.',
  Type.Object({
    payment_id: Id,
    amount_cents: Type.Integer({ minimum: 1 }),
    minutes: Type.Integer({ minimum: 1 }),
  }),
);

/** What moved a lab's line. */
export const PublicQueueChange = Type.Union(
  [
    Type.Literal('joined'),
    Type.Literal('offered'),
    Type.Literal('taken'),
    Type.Literal('no_show'),
    Type.Literal('left'),
    Type.Literal('removed'),
    Type.Literal('moved'),
  ],
  {
    description:
      'joined: a place joined the end of the line; offered: a freed pod is held for it; taken: its player signed in on the pod; no_show: the hold ran out; left: its player left; removed: staff removed it; moved: staff moved it',
  },
);
export type PublicQueueChange = Static<typeof PublicQueueChange>;

export const QueueAdvancedV1 = envelope(
  'queue.advanced',
  "A lab's queue moved: a place joined, was offered a pod, took it, did not show, left, was removed or was moved by staff. A place is its ticket number only, never a name, email or user id. The lab's queue events arrive in the order they happened.",
  Type.Object({
    ticket: Type.Integer({ minimum: 1, description: "the place's ticket number, as the lab's signage shows it" }),
    change: PublicQueueChange,
    platform: Type.Union([Type.Enum([...QUEUE_PLATFORMS]), Type.Null()], {
      description:
        "the platform the place waits for ('xb' Xbox, 'ps' PlayStation, 'sw' Switch, 'pc' PC); null: any pod",
    }),
    pod_id: Type.Union([Id, Type.Null()], {
      description: 'offered, taken, no_show: the pod; left, removed: the pod its offer held, passed on; else null',
    }),
    expires_at: Type.Union([Instant, Type.Null()], { description: 'offered: until when the pod is held; else null' }),
    position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'moved: its place in line afterwards, 1 first; else null',
    }),
    line_length: Type.Integer({
      minimum: 0,
      description: 'the places in line after this change, those offered a pod included',
    }),
  }),
);

export const WebhookTestV1 = envelope(
  'webhook.test',
  'Sent by "Send test event" in the console; it means nothing else.',
  Type.Object({ endpoint_id: Id, message: Type.String({ maxLength: 200 }) }),
);

/** Every public event, each version its own entry: the catalogue docs and validators read it. */
export const PUBLIC_EVENTS = [
  SessionStartedV1,
  SessionEndedV1,
  PodStatusChangedV1,
  PodLockedV1,
  ReservationCreatedV1,
  PaymentSucceededV1,
  QueueAdvancedV1,
  WebhookTestV1,
] as const;

export const PublicEvent = Type.Union([...PUBLIC_EVENTS]);
export type PublicEvent = Static<typeof PublicEvent>;
export type PublicEventType = PublicEvent['type'];

/** The kinds an endpoint may ask for (the test event is always sent when asked for). */
export const PUBLIC_EVENT_TYPES = [
  'session.started',
  'session.ended',
  'pod.status_changed',
  'pod.locked',
  'reservation.created',
  'payment.succeeded',
  'queue.advanced',
] as const satisfies readonly PublicEventType[];
export const SubscribableEventType = Type.Union([
  Type.Literal('session.started'),
  Type.Literal('session.ended'),
  Type.Literal('pod.status_changed'),
  Type.Literal('pod.locked'),
  Type.Literal('reservation.created'),
  Type.Literal('payment.succeeded'),
  Type.Literal('queue.advanced'),
]);
export type SubscribableEventType = (typeof PUBLIC_EVENT_TYPES)[number];
