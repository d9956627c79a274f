import { RESERVATION_MAX_EMAILS, RESERVATION_MAX_PODS } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A reservation holds some pods of one lab for a group, from start_at to end_at (UTC instants;
// the admin typed them as wall-clock times in the lab's time zone). `gp.evt.reservation.<id>`.
// Each pod's time is held on the pod's own bookings subject first (PodTimeHeld, hold_id), so
// no two reservations ever hold one pod at overlapping times; the reservation names the hold
// that is its truth.

const ReservationFields = {
  client_id: Type.String({ minLength: 1 }),
  lab_id: Type.String({ minLength: 1 }),
  pod_ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: RESERVATION_MAX_PODS }),
  start_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
  end_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601; after start_at' }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: "the lab's IANA zone the times were typed in" }),
  group_name: Type.String({ minLength: 1, maxLength: 100 }),
  emails: Type.Array(Type.String({ format: 'email', maxLength: 254, pattern: '^[^A-Z]*$' }), {
    minItems: 1,
    maxItems: RESERVATION_MAX_EMAILS,
    description: 'lowercased; the people who may stay on (and sign in to) the pods while it runs',
  }),
  hold_id: Type.String({ minLength: 1, description: "the pods' holds (PodTimeHeld) this version of it stands on" }),
};

export const ReservationMade = defineEvent({
  type: 'ReservationMade',
  aggregate: 'reservation',
  description:
    "An admin reserved pods of a lab for a group. Each pod's time was held first on its bookings subject (hold_id); players and facilitators not on the emails list are logged out when it starts, and refused until it ends.",
  schema: Type.Object(ReservationFields),
});

export const ReservationChanged = defineEvent({
  type: 'ReservationChanged',
  aggregate: 'reservation',
  description:
    "An admin edited a reservation: the whole reservation as it now is. The new hold_id's holds were taken first; the previous ones are released after.",
  schema: Type.Object(ReservationFields),
});

export const ReservationDeleted = defineEvent({
  type: 'ReservationDeleted',
  aggregate: 'reservation',
  description: "An admin deleted a reservation; its pods' holds are released after.",
  schema: Type.Object({}),
});

/** The reservation aggregate's event types, for the catalogue. */
export const RESERVATION_EVENTS = [ReservationMade, ReservationChanged, ReservationDeleted] as const;
