import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';
import { silentLog, type WorkerLog } from '../runtime/log-worker.ts';
import { Sleeper } from '../runtime/sleeper.ts';
import { REACTIONS_SCHEMA, type TimerRow } from './timers.ts';

const timers = sql.table(`${REACTIONS_SCHEMA}.timers`);
/** A timer whose action fails waits 1 s, doubling to at most 10 min, before it is tried again. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 10 * 60_000;
// a timer another instance is firing stays due until it commits: look again soon, not at once
const MIN_SLEEP_MS = 50;

export type TimerLoopOptions = {
  readonly db: Kysely<AnyDB>;
  /** The reactions whose timers this loop fires (the ones this instance runs). */
  readonly reactions: readonly string[];
  /** Business time: a timer fires once the clock reaches its due time. */
  readonly clock: () => Date;
  /** The longest the loop sleeps: timers other instances set are found within it. */
  readonly maxPollMs?: number;
  readonly log?: WorkerLog;
  /**
   * Runs one due timer. It holds the timer's row lock (`trx`), so no other instance runs it
   * at the same time; the timer is deleted in the same transaction once this resolves.
   */
  run(timer: TimerRow, trx: Kysely<AnyDB>): Promise<void>;
};

/**
 * Fires due timers, once across instances: each is taken with `for update skip locked`, run,
 * and deleted in one transaction. A crash between the action and the commit runs it again,
 * which is why actions are idempotent. Sleeps until the soonest timer, at most `maxPollMs`,
 * and `wake()` cuts the sleep short when a sooner one is set here.
 */
export class TimerLoop {
  readonly #opts: TimerLoopOptions;
  readonly #log: WorkerLog;
  #stopped = false;
  #done: Promise<void> | undefined;
  readonly #sleeper = new Sleeper();

  constructor(opts: TimerLoopOptions) {
    this.#opts = opts;
    this.#log = opts.log ?? silentLog;
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

  /**
   * Fires every timer due now, one transaction each, one at a time; returns how many fired.
   * One at a time: an action runs inside its timer's transaction and reads through the shared
   * pool, so timers fired side by side could hold every connection while each waits for one.
   */
  async fireDue(): Promise<number> {
    let fired = 0;
    while (!this.#stopped) {
      const now = this.#opts.clock();
      const outcome = await this.#opts.db.transaction().execute(async (trx) => {
        const { rows } = await sql<TimerRow>`select reaction, key, due_at, action, set_by_seq, attempts, last_error
          from ${timers} where reaction = any(${[...this.#opts.reactions]}::text[]) and due_at <= ${now}
          order by due_at limit 1 for update skip locked`.execute(trx);
        const row = rows[0];
        if (!row) return 'none' as const;
        // a failed action is undone to here, and the timer postponed while its lock is still held,
        // so no other instance takes it again between the failure and the postponement
        await sql`savepoint fire_timer`.execute(trx);
        try {
          await this.#opts.run(row, trx);
        } catch (err) {
          await sql`rollback to savepoint fire_timer`.execute(trx);
          await this.#postpone(row, err, now, trx);
          return 'failed' as const;
        }
        await sql`delete from ${timers} where reaction = ${row.reaction} and key = ${row.key}`.execute(trx);
        return 'fired' as const;
      });
      if (outcome === 'none') return fired;
      if (outcome === 'fired') fired++;
    }
    return fired;
  }

  /** Tries a failed timer again later: it stays until it fires or a reaction cancels it. */
  async #postpone(timer: TimerRow, err: unknown, now: Date, trx: Kysely<AnyDB>): Promise<void> {
    const wait = Math.min(RETRY_BASE_MS * 2 ** timer.attempts, RETRY_MAX_MS);
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2_000);
    this.#log.warn({ reaction: timer.reaction, key: timer.key, err }, 'a timer failed; it will be tried again');
    await sql`update ${timers} set attempts = attempts + 1, last_error = ${message},
      due_at = ${new Date(now.getTime() + wait)}
      where reaction = ${timer.reaction} and key = ${timer.key}`.execute(trx);
  }

  async #nextDue(): Promise<Date | null> {
    const { rows } = await sql<{ next: Date | null }>`select min(due_at) as next from ${timers}
      where reaction = any(${[...this.#opts.reactions]}::text[])`.execute(this.#opts.db);
    return rows[0]?.next ?? null;
  }

  async #run(): Promise<void> {
    const maxPoll = this.#opts.maxPollMs ?? 10_000;
    let backoff = 500;
    while (!this.#stopped) {
      try {
        await this.fireDue();
        const next = await this.#nextDue();
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
