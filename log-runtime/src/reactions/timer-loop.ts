import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { silentLog, type WorkerLog } from '../consumer/log-worker.ts';
import { Sleeper } from '../consumer/sleeper.ts';
import type { AnyDB } from '../db.ts';
import {
  type ClaimedTimer,
  claimDueTimers,
  deleteFiredTimer,
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
  /** Runs one due timer, outside any transaction; it may run again (after a crash), so it is idempotent. */
  run(timer: TimerRow): Promise<void>;
};

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
    const queue: ClaimedTimer[] = [];
    let exhausted = false;
    let claiming: Promise<void> | undefined;
    const next = async (): Promise<ClaimedTimer | undefined> => {
      if (this.#stopped) return undefined;
      while (queue.length === 0 && !exhausted && !this.#stopped) {
        claiming ??= this.#claim()
          .then((rows) => {
            if (rows.length === 0) exhausted = true;
            queue.push(...rows);
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
      for (let timer = await next(); timer; timer = await next()) {
        if ((await this.#fire(timer)) === 'fired') fired++;
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
      const unstarted = queue.splice(0);
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
      limit: this.#concurrency,
      owner: this.owner,
      leaseMs: this.#leaseMs,
    });
    for (const t of rows) this.#held.add(t);
    return rows;
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
