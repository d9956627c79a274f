import type { PodHold } from './pod-bookings-decider.ts';
import type { ReservationState } from './reservation-decider.ts';

/**
 * A save holds its pods, then makes or changes its reservation, within this long; one that
 * takes longer gives its holds back and fails, rather than confirm holds others may have
 * judged stale.
 */
export const SAVE_DEADLINE_MS = 30_000;

/**
 * A hold its reservation does not stand on is stale once it is this old: a save that
 * crashed between holding and confirming left it. Younger, it may be a save in flight.
 * Far longer than SAVE_DEADLINE_MS, so a slow save is never taken for a crashed one.
 */
export const STALE_HOLD_MS = 5 * 60_000;

/**
 * Whether a hold in the way of another save may be released: its reservation was deleted,
 * or it is older than STALE_HOLD_MS and its reservation (never made, or changed since) does
 * not stand on it. A hold its reservation stands on is never stale, however old.
 */
export function holdIsStale(hold: PodHold, owner: ReservationState, now: Date): boolean {
  if (owner.status === 'deleted') return true;
  if (owner.status === 'active' && owner.reservation.hold_id === hold.hold_id) return false;
  return now.getTime() - Date.parse(hold.held_at) >= STALE_HOLD_MS;
}
