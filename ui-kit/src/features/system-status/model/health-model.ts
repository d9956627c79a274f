import { computed, signal } from '@preact/signals-react';
import { ApiError } from '../../../lib/api-client.ts';
import { getHealth } from '../api/get-health.ts';
import type { HealthSnapshot } from './health-snapshot.ts';
import { describeDown, downServices } from './health-summary.ts';

/** How often the status page asks again. */
export const POLL_INTERVAL_MS = 5_000;

export type HealthState =
  | { kind: 'loading' }
  | { kind: 'ready'; snapshot: HealthSnapshot; checkedAt: Date }
  | { kind: 'failed'; error: string; checkedAt: Date };

/** The latest answer from the server, or why there is none. */
export const healthState = signal<HealthState>({ kind: 'loading' });

/** True while a health call is in flight. */
export const isChecking = signal(false);

/** What is down in the latest report; empty when healthy or unknown. */
export const downList = computed(() => {
  const state = healthState.value;
  return state.kind === 'ready' ? downServices(state.snapshot) : [];
});

/** One line for the latest report: "All systems ready", what is down, or the server's own words. */
export const headline = computed(() => {
  const state = healthState.value;
  if (state.kind !== 'ready') return '';
  // the server may know of trouble this page has no tile for; then its message is the honest headline
  if (!state.snapshot.healthy && downList.value.length === 0) return state.snapshot.message;
  return describeDown(downList.value);
});

let inFlight: Promise<void> | null = null;

function explain(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong while checking the server.';
}

async function check(): Promise<void> {
  isChecking.value = true;
  try {
    const snapshot = await getHealth();
    healthState.value = { kind: 'ready', snapshot, checkedAt: new Date() };
  } catch (err) {
    healthState.value = { kind: 'failed', error: explain(err), checkedAt: new Date() };
  } finally {
    isChecking.value = false;
  }
}

/** Asks the server for its health now; joins the call already in flight instead of starting another. */
export function loadHealth(): Promise<void> {
  inFlight ??= check().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let pollers = 0;
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function poll(gen: number): void {
  void loadHealth().finally(() => {
    // a stop (or a stop then start, as StrictMode does) makes this chain stale: let the newer one run
    if (gen === generation && pollers > 0) timer = setTimeout(() => poll(gen), POLL_INTERVAL_MS);
  });
}

/**
 * Checks now, then every {@link POLL_INTERVAL_MS} after each answer, so calls never overlap.
 * Returns the stop function; polling ends when every starter has stopped.
 *
 * @example useEffect(() => startHealthPolling(), []);
 */
export function startHealthPolling(): () => void {
  pollers += 1;
  if (pollers === 1) {
    generation += 1;
    poll(generation);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    pollers -= 1;
    if (pollers === 0) {
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
