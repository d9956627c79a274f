import { type ReadonlySignal, signal } from '@preact/signals-react';

export type Resource<T> = {
  /** The last loaded value; kept while a refresh runs, so a table does not blink. */
  readonly data: ReadonlySignal<T | null>;
  /** True while a load runs (the first one and refreshes alike). */
  readonly loading: ReadonlySignal<boolean>;
  /** The last load's failure (already shown as a toast by the API client), or null. */
  readonly error: ReadonlySignal<unknown>;
  /** Loads now; a call while a load runs joins it (so a poll never overlaps the call before it). */
  load(): Promise<void>;
  /**
   * Loads now for what the fetcher asks about now (another lab, page or search): a load still
   * running asked about the old one, so its answer is dropped rather than joined. The old value
   * stays showing until the new one comes.
   */
  reload(): Promise<void>;
  /** Replaces the value without a call (an answer that carried the fresh list). */
  set(value: T): void;
  /** Forgets the value and cancels the ticket of a running load (leaving the screen). */
  reset(): void;
};

/**
 * A value a screen model loads from the API into signals: loading, error and data, no
 * overlapping calls, a refresh that keeps the old data showing.
 *
 * @example
 * export const labs = createResource(() => adminGet('/admin/kiosk/labs').then((d) => d.labs));
 * // screen: useEffect(() => { void labs.load(); return labs.reset; }, []);
 */
export function createResource<T>(fetcher: () => Promise<T>): Resource<T> {
  const data = signal<T | null>(null);
  const loading = signal(false);
  const error = signal<unknown>(null);
  let running: Promise<void> | null = null;
  let generation = 0;

  const load = (): Promise<void> => {
    if (running) return running;
    const mine = generation;
    loading.value = true;
    const current: Promise<void> = fetcher()
      .then(
        (value) => {
          if (mine !== generation) return;
          data.value = value;
          error.value = null;
        },
        (err: unknown) => {
          if (mine === generation) error.value = err;
        },
      )
      .finally(() => {
        if (mine === generation) loading.value = false;
        if (running === current) running = null;
      });
    running = current;
    return current;
  };

  return {
    data,
    loading,
    error,
    load,
    reload: () => {
      generation++;
      running = null;
      return load();
    },
    set: (value) => {
      data.value = value;
    },
    reset: () => {
      generation++;
      running = null;
      data.value = null;
      error.value = null;
      loading.value = false;
    },
  };
}

/**
 * Loads `resource` now and every `ms` after the last load ended, never overlapping; returns the stop.
 *
 * @example useEffect(() => pollResource(pods, 30_000), []);
 */
export function pollResource(resource: Resource<unknown>, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = () => {
    void resource.load().finally(() => {
      if (!stopped) timer = setTimeout(tick, ms);
    });
  };
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
