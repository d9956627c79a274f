import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A pod's bookings (`gp.evt.pod_bookings.<pod id>`): the time ranges reservations hold on it.
// Appends here expect the subject's last sequence, so of two saves that want overlapping time
// on one pod, one lands and the other reads the first's hold and is refused: the overlap rule
// is enforced in the log, per pod, with exact times.

export const PodTimeHeld = defineEvent({
  type: 'PodTimeHeld',
  aggregate: 'pod_bookings',
  description:
    'A reservation (being made or changed) holds the pod from start_at to end_at. The hold is the truth only while the reservation names its hold_id; an older hold that it does not name is released or repaired.',
  schema: Type.Object({
    hold_id: Type.String({ minLength: 1 }),
    reservation_id: Type.String({ minLength: 1 }),
    start_at: Type.String({ format: 'date-time' }),
    end_at: Type.String({ format: 'date-time' }),
    held_at: Type.String({
      format: 'date-time',
      description: 'when it was taken: an unconfirmed hold goes stale after a minute',
    }),
  }),
});

export const PodTimeReleased = defineEvent({
  type: 'PodTimeReleased',
  aggregate: 'pod_bookings',
  description:
    'A hold was given back: its reservation moved to another hold (an edit), was deleted, or never came to be (a save that failed or was abandoned).',
  schema: Type.Object({
    hold_id: Type.String({ minLength: 1 }),
    reservation_id: Type.String({ minLength: 1 }),
  }),
});

/** The pod bookings aggregate's event types, for the catalogue. */
export const POD_BOOKING_EVENTS = [PodTimeHeld, PodTimeReleased] as const;
