import type { PublicEvent, PublicPodStatus } from './public-event-schemas.ts';

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
};

/** The internal event types the mapping turns into public ones: what a reaction subscribes to. */
export const PUBLIC_EVENT_SOURCES = [
  'SessionStarted',
  'SessionEnded',
  'PodLockoutChanged',
  'ReservationMade',
  'PaymentSucceeded',
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
    default:
      return [];
  }
}

/**
 * What orders an event's deliveries: events of one pod reach an endpoint in the order they
 * happened; others are ordered by what they are about (a reservation, a payment).
 */
export function publicOrderKey(e: PublicEvent): string {
  const d = e.data as { pod_id?: string; reservation_id?: string; payment_id?: string; endpoint_id?: string };
  if (d.pod_id) return `pod-${d.pod_id}`;
  if (d.reservation_id) return `reservation-${d.reservation_id}`;
  if (d.payment_id) return `payment-${d.payment_id}`;
  return 'test';
}
