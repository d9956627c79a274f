import type { StationView } from '@gamepod/contracts/bridge-socket';
import { type Observation, observe, POLL_PLAN } from './core/observe.ts';
import { sameStation, UNKNOWN_STATION } from './core/station-view.ts';
import { type HelperClient, helperAnswered } from './helper-client.ts';

export type PollerOptions = {
  readonly helper: HelperClient;
  readonly plan?: ReadonlyArray<{ readonly path: string; readonly everyMs: number }>;
  /** Facts that changed, stamped with when they were seen. */
  readonly onObservations: (observations: readonly Observation[], at: Date) => void;
  /** The view or the helper's reachability changed. */
  readonly onChange: () => void;
  readonly now?: () => Date;
};

/**
 * Polls the helper at the rates of POLL_PLAN and folds the answers with `observe`. Each
 * endpoint has its own timer, re-armed only after its call ends, so a slow helper is never
 * asked the same thing twice at once.
 */
export class Poller {
  #view: StationView = UNKNOWN_STATION;
  #helperOk = false;
  readonly #opts: PollerOptions;
  readonly #timers = new Map<string, NodeJS.Timeout>();
  readonly #inFlight = new Set<string>();
  readonly #answered = new Set<string>();
  #running = false;

  constructor(opts: PollerOptions) {
    this.#opts = opts;
  }

  get view(): StationView {
    return this.#view;
  }

  get helperOk(): boolean {
    return this.#helperOk;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    for (const { path } of this.#plan()) this.#schedule(path, 0);
  }

  stop(): void {
    this.#running = false;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }

  /** Polls `paths` now (after a call changed the station), skipping calls in flight and paths not in the plan. */
  refresh(paths: readonly string[]): void {
    if (!this.#running) return;
    for (const { path } of this.#plan()) if (paths.includes(path) && !this.#inFlight.has(path)) this.#schedule(path, 0);
  }

  #plan() {
    return this.#opts.plan ?? POLL_PLAN;
  }

  #schedule(path: string, delayMs: number): void {
    clearTimeout(this.#timers.get(path));
    const timer = setTimeout(() => void this.#poll(path), delayMs);
    timer.unref();
    this.#timers.set(path, timer);
  }

  async #poll(path: string): Promise<void> {
    if (!this.#running || this.#inFlight.has(path)) return;
    this.#inFlight.add(path);
    try {
      const result = await this.#opts.helper.get(path);
      if (!this.#running) return;
      this.#setHelperOk(helperAnswered(result));
      if (!result.ok) return;
      const first = !this.#answered.has(path);
      this.#answered.add(path);
      const { next, events } = observe(this.#view, { path, data: result.data }, first);
      // every answer, every few seconds per endpoint: compare fields, not two serialisations
      const changed = !sameStation(next, this.#view);
      this.#view = next;
      if (events.length > 0) this.#opts.onObservations(events, (this.#opts.now ?? (() => new Date()))());
      if (changed) this.#opts.onChange();
    } finally {
      this.#inFlight.delete(path);
      const every = this.#plan().find((p) => p.path === path)?.everyMs;
      if (this.#running && every !== undefined) this.#schedule(path, every);
    }
  }

  #setHelperOk(ok: boolean): void {
    if (ok === this.#helperOk) return;
    this.#helperOk = ok;
    this.#opts.onChange();
  }
}
