import type { QueuePlatform } from '../catalogues/queue-catalogues.ts';
import type { PublicEvent, PublicPodStatus, PublicQueueChange } from './public-event-schemas.ts';

/** The part of a stored internal event the mapping reads. */
export type InternalEventLike = {
  readonly id: string;
  readonly type: string;
  readonly aggregate_id: string;
  readonly data: unknown;
  readonly occurred_at: string;
};

/**
 * What an internal event does not say itself and the caller looked up in the read models:
 * whose it is (client, lab, pod), the session's public id, and the pod's lock and use as they
 * stand after the event. Absent fields make the events that need them map to nothing.
 */
export type PublicEventScope = {
  readonly client_id: string | null;
  readonly lab_id: string | null;
  readonly pod_id: string | null;
  /** An opaque id for a session, never its token hash (32 hex). */
  readonly session_ref?: string;
  readonly pod_locked?: boolean;
  readonly pod_in_use?: boolean;
  /** A queue event's place (its ticket and platform) and the line's length once the event is applied. */
  readonly queue_place?: PublicQueuePlace;
};

/** What a lab queue event does not say itself: the place's ticket and platform, and the line after it. */
export type PublicQueuePlace = {
  readonly ticket: number;
  readonly platform: QueuePlatform | null;
  readonly line_length: number;
};

/**
 * The lab queue events that move the line, and what each is to integrators. The policy and a
 * call to the desk move nobody, so they are not sent.
 */
export const QUEUE_CHANGES = {
  LabQueueJoined: 'joined',
  LabQueueSeatOffered: 'offered',
  LabQueueSeatTaken: 'taken',
  LabQueueOfferExpired: 'no_show',
  LabQueueLeft: 'left',
  LabQueueRemoved: 'removed',
  LabQueueMoved: 'moved',
} as const satisfies Record<string, PublicQueueChange>;

/** The internal event types the mapping turns into public ones: what a reaction subscribes to. */
export const PUBLIC_EVENT_SOURCES = [
  'SessionStarted',
  'SessionEnded',
  'PodLockoutChanged',
  'ReservationMade',
  'PaymentSucceeded',
  ...(Object.keys(QUEUE_CHANGES) as Array<keyof typeof QUEUE_CHANGES>),
] as const;

const ROLE_NAMES: Record<number, 'player' | 'facilitator' | 'admin'> = { 1: 'player', 2: 'facilitator' };

/** The pod's status once this event is applied: a lock outranks a session. */
const statusOf = (locked: boolean, inUse: boolean): PublicPodStatus => (locked ? 'locked' : inUse ? 'busy' : 'free');

/**
 * Turns one internal event into the public events it means, in order (a session start is
 * `session.started` then `pod.status_changed`). Pure: what the event does not say comes in
 * `scope`. Events off a pod, of another kind, or without a client map to nothing.
 */
export function toPublicEvents(e: InternalEventLike, scope: PublicEventScope): PublicEvent[] {
  const client_id = scope.client_id;
  if (!client_id) return [];
  const base = (n: number) => ({ id: `${e.id}.${n}`, version: 1 as const, occurred_at: e.occurred_at, client_id });
  const lab_id = scope.lab_id;
  const pod_id = scope.pod_id;
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'SessionStarted': {
      if (d.kind !== 'pod' || !pod_id || !scope.session_ref) return [];
      return [
        {
          ...base(0),
          type: 'session.started',
          lab_id,
          data: {
            session_id: scope.session_ref,
            pod_id,
            role: ROLE_NAMES[d.role as number] ?? 'admin',
            expires_at: String(d.expires_at),
          },
        },
        {
          ...base(1),
          type: 'pod.status_changed',
          lab_id,
          data: { pod_id, status: statusOf(scope.pod_locked ?? false, true) },
        },
      ];
    }
    case 'SessionEnded': {
      if (!pod_id || !scope.session_ref) return [];
      return [
        {
          ...base(0),
          type: 'session.ended',
          lab_id,
          data: { session_id: scope.session_ref, pod_id, reason: String(d.reason).slice(0, 40) },
        },
        {
          ...base(1),
          type: 'pod.status_changed',
          lab_id,
          data: { pod_id, status: statusOf(scope.pod_locked ?? false, scope.pod_in_use ?? false) },
        },
      ];
    }
    case 'PodLockoutChanged': {
      const locked = d.lock_out === true;
      return [
        { ...base(0), type: 'pod.locked', lab_id, data: { pod_id: e.aggregate_id, locked } },
        {
          ...base(1),
          type: 'pod.status_changed',
          lab_id,
          data: { pod_id: e.aggregate_id, status: statusOf(locked, scope.pod_in_use ?? false) },
        },
      ];
    }
    case 'ReservationMade':
      return [
        {
          ...base(0),
          type: 'reservation.created',
          lab_id: String(d.lab_id),
          data: {
            reservation_id: e.aggregate_id,
            pod_ids: [...(d.pod_ids as string[])],
            start_at: String(d.start_at),
            end_at: String(d.end_at),
            group_name: String(d.group_name),
          },
        },
      ];
    case 'PaymentSucceeded':
      if (d.status !== 'succeeded') return [];
      return [
        {
          ...base(0),
          type: 'payment.succeeded',
          lab_id,
          data: { payment_id: String(d.intent_id), amount_cents: Number(d.amount_cents), minutes: Number(d.minutes) },
        },
      ];
    case 'LabQueueJoined':
    case 'LabQueueSeatOffered':
    case 'LabQueueSeatTaken':
    case 'LabQueueOfferExpired':
    case 'LabQueueLeft':
    case 'LabQueueRemoved':
    case 'LabQueueMoved': {
      const place = scope.queue_place;
      if (!place) return [];
      const change = QUEUE_CHANGES[e.type];
      const pod = d.pod_id ?? d.released_pod_id ?? null;
      return [
        {
          ...base(0),
          type: 'queue.advanced',
          lab_id: e.aggregate_id,
          data: {
            ticket: place.ticket,
            change,
            platform: place.platform,
            pod_id: typeof pod === 'string' ? pod : null,
            expires_at: change === 'offered' ? String(d.expires_at) : null,
            position: change === 'moved' ? Number(d.position) : null,
            line_length: place.line_length,
          },
        },
      ];
    }
    default:
      return [];
  }
}

/**
 * What orders an event's deliveries: events of one pod reach an endpoint in the order they
 * happened, as do those of one lab's queue; others are ordered by what they are about (a
 * reservation, a payment).
 */
export function publicOrderKey(e: PublicEvent): string {
  // a lab's line is one order: an offer names a pod, but must not pass the join before it
  if (e.type === 'queue.advanced') return `queue-${e.lab_id}`;
  const d = e.data as { pod_id?: string; reservation_id?: string; payment_id?: string; endpoint_id?: string };
  if (d.pod_id) return `pod-${d.pod_id}`;
  if (d.reservation_id) return `reservation-${d.reservation_id}`;
  if (d.payment_id) return `payment-${d.payment_id}`;
  return 'test';
}
