// The admin's Save Seat on a pod: the server holds the seat an hour and ends the session when it
// runs out; this console locks itself behind 'Seat Saved!' until the admin unlocks it with their
// password. The countdown ticks every 15 s and only shows what the server holds.
import { ApiError, createSaveSeat } from '@gamepod/ui-kit';
import { computed } from '@preact/signals-react';
import { adminPost } from '#app-state/api/admin-api.ts';
import { logOut } from '#app-state/logout/logout-model.ts';
import { toastFailure, toastMessage, toastRequired } from '#app-state/messages/system-messages.ts';
import { podSession, userSession } from '#app-state/session/model/session-model.ts';
import { runCommand } from './pod-commands-model.ts';
import { selected, selectOnlyHere } from './targets-model.ts';

/** The countdown's tick. */
export const SEAT_TICK_MS = 15_000;
export const REASON_SEAT_EXPIRED = 'Save seat expired';

const seat = createSaveSeat({ loginToken: () => userSession.value?.token, passwordRequired: toastRequired });
export const unlockPassword = seat.unlockPassword;
export const seatBusy = seat.busy;

/** The Save Seat screen shows while this login's seat is saved. */
export const seatSaved = seat.saved;

/** Whole minutes left, rounded up. */
export const seatMinutesLeft = computed(() => Math.ceil(seat.secondsLeft.value / 60));

/** Saves this pod's seat for the signed-in admin (an hour): the console then shows the Save Seat screen. */
export async function saveOwnSeat(): Promise<void> {
  const pod = podSession.value;
  if (!pod) return;
  await seat.save(
    () => adminPost('/user/save_seat', { session_id_key: pod.session_id_key }),
    // the API client showed the server's message
    () => undefined,
  );
}

/** Unlock (or Enter): the admin's own password ends the saved seat. */
export async function unlockSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod) return;
  await seat.unlock(
    (password) =>
      adminPost(
        '/user/unlock_user',
        { session_id_key: pod.session_id_key, username: user.email, password },
        { unhandled: true },
      ),
    (err) => {
      if (err instanceof ApiError && err.status === 401 && err.message === 'invalid') {
        toastMessage('saveseat-invalid-error-message');
      } else {
        toastFailure(err);
      }
    },
  );
}

/** Ticks every 15 s while the screen shows; at 0 the admin is logged out with 'Save seat expired'. Returns the stop. */
export function runSeatClock(): () => void {
  return seat.watch(SEAT_TICK_MS, () => void logOut(REASON_SEAT_EXPIRED));
}

/**
 * Save Seat: the save_seat command to the selected pods; when this pod is one of them, this
 * console saves its own seat too and locks behind the Save Seat screen.
 */
export async function saveSeatOnSelected(): Promise<void> {
  const here = podSession.value?.pod_id;
  const includesHere = here !== undefined && selected.value.has(here);
  if (await runCommand('save_seat', 'Save Seat')) {
    if (includesHere) await saveOwnSeat();
  }
}

/** On the dashboard's load: an active save seat holds the selection to this pod alone. */
export function holdSelectionWhileSaved(): void {
  if (seatSaved.value) selectOnlyHere();
}
