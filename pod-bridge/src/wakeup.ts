/**
 * A retry pause that news can cut short: the registration loop sleeps on it, and a page that
 * gives the helper a key wakes it. A wake while nobody sleeps is kept for the next pause, so one
 * that lands while an attempt is in flight is not lost.
 */
export class Wakeup {
  #pending = false;
  readonly #sleepers = new Set<() => void>();

  /** Ends the current pause now, or the next one at once when none is running. */
  wake(): void {
    if (this.#sleepers.size === 0) {
      this.#pending = true;
      return;
    }
    for (const wake of [...this.#sleepers]) wake();
  }

  /** Waits `ms`: 'woken' when `wake()` ended it, 'elapsed' when the time ran out or `signal` aborted. */
  sleep(ms: number, signal: AbortSignal): Promise<'woken' | 'elapsed'> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve('woken');
    }
    if (signal.aborted) return Promise.resolve('elapsed');
    return new Promise((resolve) => {
      const end = (how: 'woken' | 'elapsed') => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.#sleepers.delete(onWake);
        resolve(how);
      };
      const onWake = () => end('woken');
      const onAbort = () => end('elapsed');
      const timer = setTimeout(onAbort, ms);
      signal.addEventListener('abort', onAbort, { once: true });
      this.#sleepers.add(onWake);
    });
  }
}
