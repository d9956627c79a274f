import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A saved seat holds a pod session while its player steps away: `gp.evt.seat.<token hash>`,
// the session's own id. The server logs the session out at expires_at unless its user unlocks
// it first with their password.

export const SeatReading = Type.Union([Type.Literal('player'), Type.Literal('admin')], {
  description: "'player': the player's own Save Seat, 10 minutes; 'admin': an admin's save_seat pod command, 1 hour",
});

export const SeatSaved = defineEvent({
  type: 'SeatSaved',
  aggregate: 'seat',
  description: 'A pod session was locked to its player for a while; at expires_at it is logged out unless unlocked.',
  schema: Type.Object({
    user_id: Type.String({ minLength: 1 }),
    pod_id: Type.String({ minLength: 1 }),
    reading: SeatReading,
    expires_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
  }),
});

export const SeatUnlocked = defineEvent({
  type: 'SeatUnlocked',
  aggregate: 'seat',
  description: 'The player came back and unlocked the saved seat with their password.',
  schema: Type.Object({}),
});

export const SeatSaveExpired = defineEvent({
  type: 'SeatSaveExpired',
  aggregate: 'seat',
  description: "Nobody unlocked the saved seat in time: the session is logged out with 'Save seat expired'.",
  schema: Type.Object({ expires_at: Type.String({ format: 'date-time' }) }),
});

export const SEAT_EVENTS = [SeatSaved, SeatUnlocked, SeatSaveExpired] as const;
