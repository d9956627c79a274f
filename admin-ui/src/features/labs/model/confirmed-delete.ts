import { signal } from '@preact/signals-react';
import type { Outcome } from './lab-failures.ts';

/**
 * A delete that waits for its confirm modal (every delete on the edit-lab screen asks
 * first): `ask(item)` opens the modal, `confirm()` runs the delete, `cancel()` closes it.
 *
 * @example const overrideDelete = confirmedDelete((o: OverrideView) => removeOverride(o.id));
 */
export function confirmedDelete<T>(run: (item: T) => Promise<Outcome>) {
  const pending = signal<T | null>(null);
  const busy = signal(false);
  return {
    pending,
    busy,
    ask(item: T) {
      if (!busy.value) pending.value = item;
    },
    cancel() {
      if (!busy.value) pending.value = null;
    },
    /** Runs the delete of the pending item; its outcome for the section's banner, or null when none was pending. */
    async confirm(): Promise<Outcome | null> {
      const item = pending.value;
      if (item === null || busy.value) return null;
      busy.value = true;
      try {
        return await run(item);
      } finally {
        busy.value = false;
        pending.value = null;
      }
    },
  };
}

export type ConfirmedDelete<T> = ReturnType<typeof confirmedDelete<T>>;
