import { ForbiddenError } from '@gamepod/events';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { timeText, wallTimeAt } from './zoned-time.ts';

/** How long before its start a pod shows that a reservation is coming: 3 hours. */
export const UPCOMING_WINDOW_MS = 10_800_000;

/** The logout reason of whoever is on a pod, not on the list, when its reservation starts. */
export const reservationStartReason = (startTime: string) => `This Gamepod has a reservation for ${startTime}`;
/** The logout reason of whoever is still on a pod when its reservation ends. */
export const RESERVATION_ENDED_REASON = 'The reservation time has ended.';

/** What the rules at a pod need of a reservation. */
export type PodBooking = {
  readonly id: string;
  readonly start_at: Date;
  readonly end_at: Date;
  readonly timezone: string;
  /** Lowercased. */
  readonly emails: readonly string[];
};

/** A reservation as a kiosk shows it (the reservation-command push's `reservation`). */
export type PodReservationView = {
  readonly id: string;
  readonly is_started: 0 | 1;
  readonly start_time: string;
  readonly stop_time: string;
  readonly to_start: number;
  readonly to_end: number;
};

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const clockText = (at: Date, timezone: string) => timeText(wallTimeAt(at, timezone));

/** A reservation's start and stop as a kiosk shows them: 'hh:mm AM/PM' in the lab's zone. */
export const bookingTimes = (booking: PodBooking) => ({
  start_time: clockText(booking.start_at, booking.timezone),
  stop_time: clockText(booking.end_at, booking.timezone),
});

/**
 * The reservation a pod shows at `now`: the running one, or the next when it starts within
 * 3 hours; null when there is none (or it has ended).
 */
export function podReservationView(booking: PodBooking | undefined, now: Date): PodReservationView | null {
  if (!booking || booking.end_at <= now) return null;
  const toStart = booking.start_at.getTime() - now.getTime();
  if (toStart > UPCOMING_WINDOW_MS) return null;
  return {
    id: booking.id,
    is_started: toStart <= 0 ? 1 : 0,
    ...bookingTimes(booking),
    to_start: seconds(toStart),
    to_end: seconds(booking.end_at.getTime() - now.getTime()),
  };
}

/**
 * Whether an account may be on (and sign in to) a pod while its reservation runs: staff
 * always; players and facilitators only when their email is on the reservation's list.
 */
export function mayUseReservedPod(account: { readonly role: number; readonly email: string }, booking: PodBooking) {
  if (account.role !== PLAYER && account.role !== FACILITATOR) return true;
  return booking.emails.includes(account.email.trim().toLowerCase());
}

/** The login refusal on a reserved pod; the kiosk shows 'Please try another Gamepod or return at {stop_time}'. */
export const loginReserved = (stopTime: string) =>
  new ForbiddenError('reserved', { msg_key: 'login-reserved-error-message', stop_time: stopTime });

/**
 * Refuses a login on a pod whose reservation runs at `now` to a player or facilitator not on
 * its list (403 'reserved' with the stop time in the lab's zone).
 */
export function judgeReservedLogin(
  account: { readonly role: number; readonly email: string },
  booking: PodBooking | undefined,
  now: Date,
): void {
  if (!booking || booking.start_at > now || booking.end_at <= now) return;
  if (!mayUseReservedPod(account, booking)) throw loginReserved(bookingTimes(booking).stop_time);
}
