import { readStored, removeStored, writeStored } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { ApiError } from '../../../api/api-client.ts';
import { userApi } from '../../../api/endpoints.ts';
import { goToLogout, logoutIfExpired } from '../../../app-state/logout/go-to-logout.ts';
import { REASON_SEAT_EXPIRED } from '../../../app-state/logout/logout-reasons.ts';
import { toastFailure, toastMessage, toastRequired } from '../../../app-state/messages/catalogue-model.ts';
import { podSession, userSession } from '../../../app-state/session/pod-session-model.ts';

/** A saved seat as the kiosk keeps it (storage key `save_seat`): when the server ends it, for which login. */
type SeatEntry = { readonly token: string; readonly expires_at: string };

const stored = readStored<SeatEntry>('save_seat');
const entry = signal<SeatEntry | null>(stored);
const now = signal(Date.now());
export const unlockPassword = signal('');
export const seatBusy = signal(false);

/** The Save Seat screen shows while this login's seat is saved. */
export const seatSaved = computed(() => {
  const e = entry.value;
  return e !== null && e.token === userSession.value?.token;
});

/** Seconds left, from the server's `expires_at`: this countdown only shows what the server holds. */
export const seatSecondsLeft = computed(() => {
  const e = entry.value;
  return e ? Math.max(0, Math.ceil((Date.parse(e.expires_at) - now.value) / 1_000)) : 0;
});

/** Single sign-on sessions may not save a seat. */
export const saveSeatAllowed = computed(() => podSession.value?.sso_active !== 1);

function keep(next: SeatEntry | null): void {
  entry.value = next;
  now.value = Date.now();
  if (next) writeStored('save_seat', next);
  else removeStored('save_seat');
}

/**
 * Save Seat: the server holds the seat (10 minutes for a player, an hour for staff or an
 * admin's command) and answers when it ends. Saving a saved seat keeps its timer, so calling
 * again reads the one that holds.
 */
export async function saveSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod || !saveSeatAllowed.value || seatBusy.value) return;
  seatBusy.value = true;
  try {
    const seat = await userApi.saveSeat({ token: user.token, session_id_key: pod.session_id_key });
    keep({ token: user.token, expires_at: seat.expires_at });
    unlockPassword.value = '';
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to save your seat, please try again.');
  } finally {
    seatBusy.value = false;
  }
}

/** Unlock (or Enter): the password the player logged in with ends the saved seat. */
export async function unlockSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod || seatBusy.value) return;
  if (!unlockPassword.value) {
    toastRequired();
    return;
  }
  seatBusy.value = true;
  try {
    await userApi.unlockUser({
      token: user.token,
      session_id_key: pod.session_id_key,
      username: user.email,
      password: unlockPassword.value,
    });
    keep(null);
  } catch (err) {
    if (logoutIfExpired(err)) return;
    if (err instanceof ApiError && err.status === 401) toastMessage('saveseat-invalid-error-message', err.message);
    // the server no longer holds it (unlocked elsewhere): the screen has nothing to guard
    else if (err instanceof ApiError && err.status === 409) keep(null);
    else toastFailure(err, 'Unable to unlock, please try again.');
  } finally {
    unlockPassword.value = '';
    seatBusy.value = false;
  }
}

/**
 * While a screen that can show the Save Seat screen is open: the countdown ticks each second, and at 0 the page
 * follows the server, which logs the session out with 'Save seat expired'. Returns the stop.
 */
export function watchSavedSeat(): () => void {
  const timer = setInterval(() => {
    now.value = Date.now();
    if (seatSaved.value && seatSecondsLeft.value <= 0) {
      keep(null);
      goToLogout(REASON_SEAT_EXPIRED, false);
    }
  }, 1_000);
  return () => clearInterval(timer);
}

/** Forgets a saved seat of another login (the entry outlives its session in storage). */
export function forgetStaleSeat(): void {
  if (entry.value && !seatSaved.value) keep(null);
}
