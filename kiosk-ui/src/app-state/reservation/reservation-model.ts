import type { PodReservation } from '@gamepod/contracts/realtime';
import { readStored, removeStored, writeStored } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { onReservationCommand } from '#app-state/realtime/realtime-model.ts';

/** The start warning shows from this many seconds before the start. */
export const UPCOMING_WINDOW_S = 10_800;
/** The local countdown's tick. */
export const RESERVATION_TICK_MS = 5_000;
/** How long after the start or the end a closed session is put down to the reservation. */
const MOMENT_GRACE_S = 120;

/** The pod's reservation as last pushed, and when it arrived (its seconds count from then). */
type Held = { readonly reservation: PodReservation; readonly received_at: number };

/** Kept locally (storage key `reservation`), so a reload keeps counting before the socket's catch-up. */
export const heldReservation = signal<Held | null>(readStored<Held>('reservation'));
const now = signal(Date.now());

export type ReservationPhase =
  | { readonly kind: 'upcoming'; readonly start_time: string; readonly stop_time: string; readonly to_start: number }
  | { readonly kind: 'active'; readonly start_time: string; readonly stop_time: string; readonly to_end: number };

/** Seconds to the start and to the end, counted down locally from the push. */
function countdown(held: Held, at: number): { to_start: number; to_end: number } {
  const elapsed = Math.max(0, Math.floor((at - held.received_at) / 1_000));
  return { to_start: held.reservation.to_start - elapsed, to_end: held.reservation.to_end - elapsed };
}

/**
 * What the pod shows: the upcoming banner while the start is 0–10800 s away, the active one
 * from the start to the end, nothing otherwise (none pushed, too far off, or over).
 */
export const reservationPhase = computed<ReservationPhase | null>(() => {
  const held = heldReservation.value;
  if (!held) return null;
  const { start_time, stop_time, is_started } = held.reservation;
  const { to_start, to_end } = countdown(held, now.value);
  if (to_end <= 0) return null;
  if (is_started === 1 || to_start <= 0) return { kind: 'active', start_time, stop_time, to_end };
  if (to_start <= UPCOMING_WINDOW_S) return { kind: 'upcoming', start_time, stop_time, to_start };
  return null;
});

function hold(reservation: PodReservation | null): void {
  if (!reservation) {
    heldReservation.value = null;
    removeStored('reservation');
    return;
  }
  const held = { reservation, received_at: Date.now() };
  heldReservation.value = held;
  now.value = held.received_at;
  writeStored('reservation', held);
}

/**
 * Follows the pod's reservation: every 'reservation-command' replaces it, and the countdown
 * ticks every 5 s. `onLogout` hears the server's logout reason when it ended the session on
 * this pod at the start or the end. Returns the stop.
 */
export function watchReservation(onLogout: (reason: string) => void): () => void {
  const stopPushes = onReservationCommand((push) => {
    hold(push.reservation);
    if (push.logout_reason) onLogout(push.logout_reason);
  });
  const tick = setInterval(() => {
    now.value = Date.now();
  }, RESERVATION_TICK_MS);
  return () => {
    clearInterval(tick);
    stopPushes();
  };
}

/**
 * Why the server most likely closed this pod's session just now, when it was the reservation
 * (its start or end passed within the last two minutes): the socket can close before the
 * push that says so arrives.
 */
export function reservationLogoutReason(at = Date.now()): string | null {
  const held = heldReservation.value;
  if (!held) return null;
  const { to_start, to_end } = countdown(held, at);
  if (to_end <= 0 && to_end > -MOMENT_GRACE_S) return 'The reservation time has ended.';
  if (held.reservation.is_started === 0 && to_start <= 0 && to_start > -MOMENT_GRACE_S)
    return `This Gamepod has a reservation for ${held.reservation.start_time}`;
  return null;
}
