import { type ReadonlySignal, signal } from '@preact/signals-react';

export type PendingDelete<T> = {
  /** The row the confirmation asks about; null while no confirmation shows. */
  readonly pending: ReadonlySignal<T | null>;
  /** True while the confirmed delete runs: the modal's buttons and Esc wait for it. */
  readonly busy: ReadonlySignal<boolean>;
  /** A row's Delete: asks about it (not while another delete runs). */
  ask(row: T): void;
  /** No or Esc: nothing is deleted (not while the delete runs). */
  cancel(): void;
  /** Yes: runs the delete once; the confirmation closes when it ends, deleted or refused. */
  confirm(): Promise<void>;
  /** Leaving the screen: forgets the question. */
  reset(): void;
};

/**
 * A console table's delete behind its Yes/No confirmation. `remove` deletes the row and
 * refreshes what shows it; a refusal was already toasted by the API client, so it only
 * closes the confirmation.
 *
 * @example export const backupDelete = createPendingDelete(async (row: DbBackupRow) => { await api.remove(row.id); await refresh(); });
 */
export function createPendingDelete<T>(remove: (row: T) => Promise<void>): PendingDelete<T> {
  const pending = signal<T | null>(null);
  const busy = signal(false);
  return {
    pending,
    busy,
    ask(row) {
      if (!busy.value) pending.value = row;
    },
    cancel() {
      if (!busy.value) pending.value = null;
    },
    async confirm() {
      const row = pending.value;
      if (row === null || busy.value) return;
      busy.value = true;
      try {
        await remove(row);
      } catch {
        // the API client showed the server's refusal
      } finally {
        busy.value = false;
        pending.value = null;
      }
    },
    reset() {
      pending.value = null;
    },
  };
}
