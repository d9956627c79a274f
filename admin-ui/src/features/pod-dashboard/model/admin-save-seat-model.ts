// The admin's Save Seat on a pod: the server holds the seat an hour and ends the session when it
// runs out; this console locks itself behind 'Seat Saved!' until the admin unlocks it with their
// password. The countdown ticks every 15 s and only shows what the server holds.
import { ApiError, readStored, removeStored, writeStored } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { adminPost } from '../../../app-state/api/admin-api.ts';
import { logOut } from '../../../app-state/logout/logout-model.ts';
import { toastFailure, toastMessage, toastRequired } from '../../../app-state/messages/system-messages.ts';
import { podSession, userSession } from '../../../app-state/session/model/session-model.ts';
import { runCommand } from './pod-commands-model.ts';
import { selected, selectOnlyHere } from './targets-model.ts';

/** The countdown's tick. */
export const SEAT_TICK_MS = 15_000;
export const REASON_SEAT_EXPIRED = 'Save seat expired';

/** A saved seat as the kiosk and the console keep it (storage key `save_seat`). */
type SeatEntry = { readonly token: string; readonly expires_at: string };

const entry = signal<SeatEntry | null>(readStored<SeatEntry>('save_seat'));
const now = signal(Date.now());
export const unlockPassword = signal('');
export const seatBusy = signal(false);

/** The Save Seat screen shows while this login's seat is saved. */
export const seatSaved = computed(() => entry.value !== null && entry.value.token === userSession.value?.token);

/** Whole minutes left, rounded up. */
export const seatMinutesLeft = computed(() => {
  const e = entry.value;
  return e ? Math.max(0, Math.ceil((Date.parse(e.expires_at) - now.value) / 60_000)) : 0;
});

function keep(next: SeatEntry | null): void {
  entry.value = next;
  now.value = Date.now();
  if (next) writeStored('save_seat', next);
  else removeStored('save_seat');
}

/** Saves this pod's seat for the signed-in admin (an hour): the console then shows the Save Seat screen. */
export async function saveOwnSeat(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod) return;
  try {
    const seat = await adminPost('/user/save_seat', { session_id_key: pod.session_id_key });
    keep({ token: user.token, expires_at: seat.expires_at });
    unlockPassword.value = '';
  } catch {
    // the API client showed the server's message
  }
}

/** Unlock (or Enter): the admin's own password ends the saved seat. */
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
    await adminPost(
      '/user/unlock_user',
      { session_id_key: pod.session_id_key, username: user.email, password: unlockPassword.value },
      { unhandled: true },
    );
    keep(null);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && err.message === 'invalid') {
      toastMessage('saveseat-invalid-error-message');
    } else if (err instanceof ApiError && err.status === 409) {
      // the seat is no longer held: nothing to unlock
      keep(null);
    } else {
      toastFailure(err);
    }
  } finally {
    unlockPassword.value = '';
    seatBusy.value = false;
  }
}

/** Ticks every 15 s while the screen shows; at 0 the admin is logged out with 'Save seat expired'. Returns the stop. */
export function runSeatClock(): () => void {
  const tick = () => {
    now.value = Date.now();
    if (seatSaved.value && seatMinutesLeft.value === 0) {
      keep(null);
      void logOut(REASON_SEAT_EXPIRED);
    }
  };
  tick();
  const timer = setInterval(tick, SEAT_TICK_MS);
  return () => clearInterval(timer);
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
