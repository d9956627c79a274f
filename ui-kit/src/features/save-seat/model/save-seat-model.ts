// Save Seat as both apps keep it: the server holds a login's seat until `expires_at` and ends
// the session when it runs out; the page locks itself behind 'Seat Saved!' until that login's
// password unlocks it. The countdown only shows what the server holds. Which call saves and
// unlocks, how a refusal reads and what "logged out" means are each app's own.
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { ApiError } from '../../../lib/api-client.ts';
import { readStored, removeStored, writeStored } from '../../../lib/local-store.ts';

/** A saved seat as both apps keep it (storage key `save_seat`): when the server ends it, for which login. */
type SeatEntry = { readonly token: string; readonly expires_at: string };

export type SaveSeatOptions = {
  /** The signed-in login's token, read from a signal: the lock shows only for the login that saved the seat. */
  readonly loginToken: () => string | null | undefined;
  /** Unlock with no password typed: the app's 'Please fill all required fields'. */
  readonly passwordRequired: () => void;
};

export type SaveSeatModel = {
  /** What is typed into the lock's password field; cleared after every try. */
  readonly unlockPassword: Signal<string>;
  /** True while a save or an unlock runs. */
  readonly busy: ReadonlySignal<boolean>;
  /** The lock shows: this login's seat is saved. */
  readonly saved: ReadonlySignal<boolean>;
  /** Whole seconds left of the saved seat, rounded up; 0 when none is saved. */
  readonly secondsLeft: ReadonlySignal<number>;
  /**
   * Saves the seat with `ask` (the server answers when it ends it) and locks the page; `failed`
   * shows a refusal. Not while another save or an unlock runs, nor signed out.
   */
  save(ask: () => Promise<{ readonly expires_at: string }>, failed: (err: unknown) => void): Promise<void>;
  /**
   * Unlock: `ask` sends the typed password; done, the lock goes. A 409 (the server no longer
   * holds the seat) lifts the lock too; any other failure goes to `refused`.
   */
  unlock(ask: (password: string) => Promise<unknown>, refused: (err: unknown) => void): Promise<void>;
  /** Ticks the countdown now and every `everyMs`; at 0 the seat is forgotten and `expired` runs. Returns the stop. */
  watch(everyMs: number, expired: () => void): () => void;
};

/**
 * One page's Save Seat: the stored entry, the countdown, the lock's password and the save,
 * unlock and expiry steps both apps share.
 *
 * @example
 * const seat = createSaveSeat({ loginToken: () => userSession.value?.token, passwordRequired: toastRequired });
 * await seat.save(() => api.saveSeat(pod), toastFailure);
 */
export function createSaveSeat(o: SaveSeatOptions): SaveSeatModel {
  const entry = signal<SeatEntry | null>(readStored<SeatEntry>('save_seat'));
  const now = signal(Date.now());
  const unlockPassword = signal('');
  const busy = signal(false);
  const saved = computed(() => entry.value !== null && entry.value.token === o.loginToken());
  const secondsLeft = computed(() => {
    const e = entry.value;
    return e ? Math.max(0, Math.ceil((Date.parse(e.expires_at) - now.value) / 1_000)) : 0;
  });

  const keep = (next: SeatEntry | null): void => {
    entry.value = next;
    now.value = Date.now();
    if (next) writeStored('save_seat', next);
    else removeStored('save_seat');
  };

  return {
    unlockPassword,
    busy,
    saved,
    secondsLeft,
    async save(ask, failed) {
      const token = o.loginToken();
      if (!token || busy.value) return;
      busy.value = true;
      try {
        const seat = await ask();
        keep({ token, expires_at: seat.expires_at });
        unlockPassword.value = '';
      } catch (err) {
        failed(err);
      } finally {
        busy.value = false;
      }
    },
    async unlock(ask, refused) {
      if (busy.value) return;
      if (!unlockPassword.value) {
        o.passwordRequired();
        return;
      }
      busy.value = true;
      try {
        await ask(unlockPassword.value);
        keep(null);
      } catch (err) {
        // the server no longer holds it (unlocked elsewhere, or ended): the lock has nothing to guard
        if (err instanceof ApiError && err.status === 409) keep(null);
        else refused(err);
      } finally {
        unlockPassword.value = '';
        busy.value = false;
      }
    },
    watch(everyMs, expired) {
      const tick = () => {
        now.value = Date.now();
        if (saved.value && secondsLeft.value === 0) {
          keep(null);
          expired();
        }
      };
      tick();
      const timer = setInterval(tick, everyMs);
      return () => clearInterval(timer);
    },
  };
}
