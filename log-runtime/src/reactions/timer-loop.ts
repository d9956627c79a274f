import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { silentLog, type WorkerLog } from '../consumer/log-worker.ts';
import { Sleeper } from '../consumer/sleeper.ts';
import type { AnyDB } from '../db.ts';
import {
  type ClaimedTimer,
  claimDueTimers,
  deleteFiredTimer,
  deleteFiredTimers,
  nextUnleasedDue,
  postponeTimer,
  releaseLeases,
  renewLeases,
} from './timer-leases.ts';
import type { TimerRow } from './timers.ts';

/** A timer whose action fails waits 1 s, doubling to at most 10 min, before it is tried again. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 10 * 60_000;
// a timer set elsewhere may be due before the soonest one read: look again soon, not at once
const MIN_SLEEP_MS = 50;
/**
 * Actions run side by side, at most 8 per instance. An action holds no connection while it
 * waits (each query borrows one from the pool and gives it back), so the pool cannot deadlock;
 * 8 leaves services' pool of 10 a connection for the leader lock and one for requests even
 * when every action is in a query at once.
 */
export const DEFAULT_TIMER_CONCURRENCY = 8;
/**
 * A claimed timer is this instance's for 30 s of the database's clock, renewed every 10 s
 * while its action runs: a dead instance's timers fire elsewhere within about 40 s, well
 * inside JetStream's 2-minute duplicate window that drops a repeated append.
 */
export const DEFAULT_TIMER_LEASE_MS = 30_000;
/**
 * Most due timers leased at once, and handed together to a reaction that fires them in one
 * call (`runMany`): a burst (a lab closing, a class's paid time running out together) costs a
 * few statements and appends pipelined per batch, not a few round trips per timer.
 */
export const DEFAULT_TIMER_BATCH = 100;

export type TimerLoopOptions = {
  readonly db: Kysely<AnyDB>;
  /** The reactions whose timers this loop fires (the ones this instance runs). */
  readonly reactions: readonly string[];
  /** Business time: a timer fires once the clock reaches its due time. */
  readonly clock: () => Date;
  /** The longest the loop sleeps: timers other instances set, and expired leases, are found within it. */
  readonly maxPollMs?: number;
  /** How many actions run at once (8). */
  readonly concurrency?: number;
  /** How long a claim lasts without renewal (30 s). */
  readonly leaseMs?: number;
  readonly log?: WorkerLog;
  /** Most timers leased at once and handed to one `runMany` (100). */
  readonly batchSize?: number;
  /** Runs one due timer, outside any transaction; it may run again (after a crash), so it is idempotent. */
  run(timer: TimerRow): Promise<void>;
  /**
   * Runs due timers of one reaction together, as `run` runs each (idempotent too); all or
   * nothing: when it throws, each of them is postponed. Timers `runsMany` refuses go to `run`.
   */
  runMany?(timers: readonly TimerRow[]): Promise<void>;
  /** Whether a timer may be run with others of its reaction by `runMany`. */
  runsMany?(timer: TimerRow): boolean;
};

/** What a lane runs at once: one timer, or several of one reaction for `runMany`. */
type Unit = readonly ClaimedTimer[];

type Outcome = 'fired' | 'failed';

/**
 * Fires due timers, once across instances: a batch is leased in one short statement, the
 * actions run side by side outside any transaction, and each fired timer is deleted if it is
 * still the one claimed. A crash mid-action leaves the lease to run out and another instance
 * fires the timer again, which is why actions are idempotent. Sleeps until the soonest timer,
 * at most `maxPollMs`, and `wake()` cuts the sleep short when a sooner one is set here.
 */
export class TimerLoop {
  /** This loop's name on the leases it holds. */
  readonly owner = randomUUID();
  readonly #opts: TimerLoopOptions;
  readonly #log: WorkerLog;
  readonly #concurrency: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  /** The timers this loop has claimed and not finished: their leases are renewed. */
  readonly #held = new Set<ClaimedTimer>();
  /** Renews the leases while any `fireDue` runs. */
  #renewer: NodeJS.Timeout | undefined;
  #firing = 0;
  #stopped = false;
  #done: Promise<void> | undefined;
  readonly #sleeper = new Sleeper();

  constructor(opts: TimerLoopOptions) {
    this.#opts = opts;
    this.#log = opts.log ?? silentLog;
    this.#concurrency = Math.max(1, opts.concurrency ?? DEFAULT_TIMER_CONCURRENCY);
    this.#leaseMs = opts.leaseMs ?? DEFAULT_TIMER_LEASE_MS;
    this.#batchSize = Math.max(1, opts.batchSize ?? DEFAULT_TIMER_BATCH);
  }

  start(): this {
    this.#done ??= this.#run();
    return this;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#sleeper.wake();
    await this.#done;
  }

  /** Looks at the timers again now: one was set that may be due sooner than the loop sleeps. */
  wake(): void {
    this.#sleeper.wake();
  }

  /** Fires every timer due now, `concurrency` at a time; returns how many fired (failures are postponed). */
  async fireDue(): Promise<number> {
    const queue: Unit[] = [];
    let exhausted = false;
    let claiming: Promise<void> | undefined;
    const next = async (): Promise<Unit | undefined> => {
      if (this.#stopped) return undefined;
      while (queue.length === 0 && !exhausted && !this.#stopped) {
        claiming ??= this.#claim()
          .then((rows) => {
            if (rows.length === 0) exhausted = true;
            queue.push(...this.#units(rows));
          })
          .finally(() => {
            claiming = undefined;
          });
        await claiming;
      }
      return queue.shift();
    };
    let fired = 0;
    const lane = async () => {
      for (let unit = await next(); unit; unit = await next()) {
        // counted after the await: `fired += await …` would add to the count read before it
        const n =
          unit.length === 1 && unit[0] ? Number((await this.#fire(unit[0])) === 'fired') : await this.#fireMany(unit);
        fired += n;
      }
    };
    this.#firing++;
    this.#renewer ??= setInterval(() => this.#renew(), this.#leaseMs / 3).unref();
    try {
      const lanes = await Promise.allSettled(Array.from({ length: this.#concurrency }, lane));
      const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      exhausted = true;
      // claimed but not started (the loop stopped, or a lane failed): free them for others at once
      const unstarted = queue.splice(0).flat();
      for (const t of unstarted) this.#held.delete(t);
      await releaseLeases(this.#opts.db, this.owner, unstarted).catch((err: unknown) =>
        this.#log.warn({ err }, 'freeing timer leases failed; they run out by themselves'),
      );
      if (--this.#firing === 0) {
        clearInterval(this.#renewer);
        this.#renewer = undefined;
      }
    }
    return fired;
  }

  async #claim(): Promise<ClaimedTimer[]> {
    const rows = await claimDueTimers(this.#opts.db, {
      reactions: this.#opts.reactions,
      now: this.#opts.clock(),
      limit: this.#opts.runMany ? this.#batchSize : this.#concurrency,
      owner: this.owner,
      leaseMs: this.#leaseMs,
    });
    for (const t of rows) this.#held.add(t);
    return rows;
  }

  /** Claimed timers as lanes run them: those `runMany` takes grouped by reaction, the others one by one. */
  #units(rows: readonly ClaimedTimer[]): Unit[] {
    const single: Unit[] = [];
    const together = new Map<string, ClaimedTimer[]>();
    for (const t of rows) {
      if (!this.#opts.runMany || !this.#opts.runsMany?.(t)) {
        single.push([t]);
        continue;
      }
      const group = together.get(t.reaction) ?? [];
      group.push(t);
      together.set(t.reaction, group);
    }
    return [...together.values(), ...single];
  }

  /**
   * Runs several timers of one reaction in one call, then deletes them together. When the call
   * fails, each is run alone (its action is idempotent), so one timer that cannot fire (its pod
   * deleted, say) is postponed by itself and holds up none of the others.
   */
  async #fireMany(unit: Unit): Promise<number> {
    try {
      await this.#opts.runMany?.(unit);
    } catch (err) {
      this.#log.warn(
        { reaction: unit[0]?.reaction, timers: unit.length, err },
        'timers fired together failed; firing each alone',
      );
      let fired = 0;
      for (const t of unit) if ((await this.#fire(t)) === 'fired') fired++;
      return fired;
    }
    try {
      await deleteFiredTimers(this.#opts.db, unit);
      return unit.length;
    } finally {
      for (const t of unit) this.#held.delete(t);
    }
  }

  #renew(): void {
    renewLeases(this.#opts.db, this.owner, [...this.#held.values()], this.#leaseMs).catch((err: unknown) =>
      this.#log.warn({ err }, 'renewing timer leases failed'),
    );
  }

  /** Runs one claimed timer's action, then deletes it, or postpones it when the action failed. */
  async #fire(timer: ClaimedTimer): Promise<Outcome> {
    try {
      let outcome: Outcome = 'fired';
      try {
        await this.#opts.run(timer);
      } catch (err) {
        outcome = 'failed';
        await this.#postpone(timer, err);
      }
      if (outcome === 'fired') await deleteFiredTimer(this.#opts.db, timer);
      return outcome;
    } finally {
      this.#held.delete(timer);
    }
  }

  /** Tries a failed timer again later: it stays until it fires or a reaction cancels it. */
  async #postpone(timer: ClaimedTimer, err: unknown): Promise<void> {
    const wait = Math.min(RETRY_BASE_MS * 2 ** timer.attempts, RETRY_MAX_MS);
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2_000);
    this.#log.warn({ reaction: timer.reaction, key: timer.key, err }, 'a timer failed; it will be tried again');
    await postponeTimer(this.#opts.db, timer, message, new Date(this.#opts.clock().getTime() + wait));
  }

  async #run(): Promise<void> {
    const maxPoll = this.#opts.maxPollMs ?? 10_000;
    let backoff = 500;
    while (!this.#stopped) {
      try {
        await this.fireDue();
        const next = await nextUnleasedDue(this.#opts.db, this.#opts.reactions);
        const until = next ? next.getTime() - this.#opts.clock().getTime() : maxPoll;
        await this.#sleeper.sleep(Math.min(Math.max(until, MIN_SLEEP_MS), maxPoll));
        backoff = 500;
      } catch (err) {
        if (this.#stopped) break;
        this.#log.error({ err }, 'firing timers failed; retrying');
        await this.#sleeper.sleep(backoff);
        backoff = Math.min(backoff * 2, maxPoll);
      }
    }
  }
}
