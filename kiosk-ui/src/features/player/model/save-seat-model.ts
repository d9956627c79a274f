import { createSaveSeat } from '@gamepod/ui-kit';
import { computed } from '@preact/signals-react';
import { ApiError } from '#api/api-client.ts';
import { userApi } from '#api/endpoints.ts';
import { goToLogout, logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { REASON_SEAT_EXPIRED } from '#app-state/logout/logout-reasons.ts';
import { toastFailure, toastMessage, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';

const seat = createSaveSeat({ loginToken: () => userSession.value?.token, passwordRequired: toastRequired });
export const unlockPassword = seat.unlockPassword;
export const seatBusy = seat.busy;

/** The Save Seat screen shows while this login's seat is saved. */
export const seatSaved = seat.saved;

/** Seconds left, from the server's `expires_at`: this countdown only shows what the server holds. */
export const seatSecondsLeft = seat.secondsLeft;

/** Single sign-on sessions may not save a seat. */
export const saveSeatAllowed = computed(() => podSession.value?.sso_active !== 1);

/**
 * Save Seat: the server holds the seat (10 minutes for a player, an hour for staff or an
 * admin's command) and answers when it ends. Saving a saved seat keeps its timer, so calling
 * again reads the one that holds.
 */
export async function saveSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod || !saveSeatAllowed.value) return;
  await seat.save(
    () => userApi.saveSeat({ token: user.token, session_id_key: pod.session_id_key }),
    (err) => {
      if (!logoutIfExpired(err)) toastFailure(err, 'Unable to save your seat, please try again.');
    },
  );
}

/** Unlock (or Enter): the password the player logged in with ends the saved seat. */
export async function unlockSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod) return;
  await seat.unlock(
    (password) =>
      userApi.unlockUser({ token: user.token, session_id_key: pod.session_id_key, username: user.email, password }),
    (err) => {
      if (logoutIfExpired(err)) return;
      if (err instanceof ApiError && err.status === 401) toastMessage('saveseat-invalid-error-message', err.message);
      else toastFailure(err, 'Unable to unlock, please try again.');
    },
  );
}

/**
 * While a screen that can show the Save Seat screen is open: the countdown ticks each second, and at 0 the page
 * follows the server, which logs the session out with 'Save seat expired'. Returns the stop.
 */
export function watchSavedSeat(): () => void {
  return seat.watch(1_000, () => goToLogout(REASON_SEAT_EXPIRED, false));
}
