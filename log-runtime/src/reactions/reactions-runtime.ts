import type { EventRegistry, StoreNames } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import type { CheckpointWatcher } from '../consumer/checkpoint-watcher.ts';
import { ConnectionLeadership, type Leadership, SharedLeadership } from '../consumer/leadership.ts';
import { silentLog, type WorkerLog } from '../consumer/log-worker.ts';
import type { AnyDB } from '../db.ts';
import { isDeadLetterRetry, retryDeadLetter } from './dead-letter-retry.ts';
import { DEFAULT_RETRY, type ReactBatchOptions, type RetryPolicy } from './react-batch.ts';
import { type Reaction, reactionSchema } from './reaction.ts';
import { prepareReaction, ReactionWorker } from './reaction-worker.ts';
import { TimerLoop } from './timer-loop.ts';
import { createTimersTable, type TimerRow } from './timers.ts';

export type ReactionsRuntimeOptions = {
  readonly reactions: readonly Reaction[];
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  /** Lets a reaction wait for the read models it reads. */
  readonly checkpoints?: Pick<CheckpointWatcher, 'waitFor'>;
  /** The read models that run in this deployment: a reaction waits only for those. */
  readonly runningReadModels?: readonly string[];
  /** Business time: what handlers see and when timers come due (default: the system clock). */
  readonly clock?: () => Date;
  /** Real time in ms, against which stale events are judged (default Date.now; tests move it). */
  readonly wallClock?: () => number;
  readonly log?: WorkerLog;
  readonly retry?: RetryPolicy;
  /** The longest the timer loop sleeps (10 s). */
  readonly maxPollMs?: number;
  /** How many due timers' actions run at once in this instance (8). */
  readonly timerConcurrency?: number;
  /** How long an instance holds a timer it fires before another may take it, unless renewed (30 s). */
  readonly timerLeaseMs?: number;
  /** How long a batch waits for the read models it reads before it is tried again (10 s). */
  readonly readModelWaitMs?: number;
  readonly standbyRetryMs?: number;
  /** Who leads; by default one advisory lock for all reactions, held on a connection of `db`. */
  readonly leadership?: Leadership;
  /** Whether the timer loop runs by itself (default true); tests call `timers.fireDue()` instead. */
  readonly fireTimers?: boolean;
};

/** Whether Postgres and NATS (JetStream included) answer within 2 s. */
async function answering(db: Kysely<AnyDB>, nc: NatsConnection): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  const probe = (async () => {
    await sql`select 1`.execute(db);
    await (await jetstreamManager(nc)).getAccountInfo();
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message id of what a timer appends: the same however often it fires, so JetStream drops a repeat. */
const timerMessageId = (t: TimerRow) => `timer:${t.reaction}:${t.key}:${t.set_by_seq}`;

/**
 * The reactions of one services instance: a worker per reaction (one instance leads them
 * all; the others stand by) and the loop that fires their due timers (every instance runs
 * one; a timer fires once across them).
 *
 * @example
 * const runtime = new ReactionsRuntime({ reactions, nc, db, names, registry });
 * await runtime.prepare();
 * runtime.start();
 */
export class ReactionsRuntime {
  readonly workers: readonly ReactionWorker[];
  readonly timers: TimerLoop;
  readonly #opts: ReactionsRuntimeOptions;
  readonly #leadership: SharedLeadership;
  #stopped = false;

  constructor(opts: ReactionsRuntimeOptions) {
    this.#opts = opts;
    const { db, nc, names, registry } = opts;
    const log = opts.log ?? silentLog;
    const clock = opts.clock ?? (() => new Date());
    this.#leadership = new SharedLeadership(opts.leadership ?? new ConnectionLeadership(db, 'gp_reactions_leader'));
    const running = new Set(opts.runningReadModels ?? []);
    const batchOf = new Map<string, ReactBatchOptions>();
    for (const reaction of opts.reactions) {
      const readModels = (reaction.readModels ?? []).filter((m) => running.has(m));
      const checkpoints = opts.checkpoints;
      batchOf.set(reaction.name, {
        reaction,
        schema: reactionSchema(reaction.name),
        db,
        clock,
        wallClock: opts.wallClock ?? Date.now,
        ...(checkpoints && readModels.length > 0
          ? { waitForReadModels: (seq: number) => checkpoints.waitFor(readModels, seq, opts.readModelWaitMs ?? 10_000) }
          : {}),
        healthy: () => answering(db, nc),
        retry: opts.retry ?? DEFAULT_RETRY,
        stopped: () => this.#stopped,
        onSetAside: (seq, err) =>
          log.error({ reaction: reaction.name, seq, err }, 'event could not be handled; set aside'),
        onTimersSet: () => this.timers.wake(),
      });
    }
    const batch = (name: string): ReactBatchOptions => {
      const found = batchOf.get(name);
      if (!found) throw new Error(`no reaction ${name} runs here`);
      return found;
    };
    this.workers = opts.reactions.map(
      (reaction) =>
        new ReactionWorker({
          reaction,
          nc,
          names,
          registry,
          leadership: this.#leadership,
          batch: batch(reaction.name),
          log,
          ...(opts.standbyRetryMs === undefined ? {} : { standbyRetryMs: opts.standbyRetryMs }),
        }),
    );
    this.timers = new TimerLoop({
      db,
      reactions: opts.reactions.map((r) => r.name),
      clock,
      ...(opts.maxPollMs === undefined ? {} : { maxPollMs: opts.maxPollMs }),
      ...(opts.timerConcurrency === undefined ? {} : { concurrency: opts.timerConcurrency }),
      ...(opts.timerLeaseMs === undefined ? {} : { leaseMs: opts.timerLeaseMs }),
      log,
      run: (timer: TimerRow) => {
        const b = batch(timer.reaction);
        if (isDeadLetterRetry(timer)) return retryDeadLetter({ nc, names, registry, batch: b }, timer);
        if (!b.reaction.fire) throw new Error(`reaction ${timer.reaction} fires no timers`);
        return b.reaction.fire(
          { key: timer.key, due_at: timer.due_at, action: timer.action },
          { now: clock(), messageId: timerMessageId(timer) },
        );
      },
      runsMany: (timer: TimerRow) => !isDeadLetterRetry(timer) && batch(timer.reaction).reaction.fireMany !== undefined,
      runMany: (timers: readonly TimerRow[]) => {
        const reaction = batch(timers[0]?.reaction ?? '').reaction;
        if (!reaction.fireMany) throw new Error(`reaction ${reaction.name} fires no timers together`);
        return reaction.fireMany(
          timers.map((t) => ({ key: t.key, due_at: t.due_at, action: t.action, messageId: timerMessageId(t) })),
          { now: clock() },
        );
      },
    });
  }

  /**
   * Makes the timers table and each reaction's schema. Resolve it before serving: a reaction
   * new to the log starts at the end it finds here, so nothing appended after it is missed.
   */
  async prepare(): Promise<void> {
    const { db, nc, names } = this.#opts;
    await createTimersTable(db);
    for (const r of this.#opts.reactions) await prepareReaction(db, nc, names, r.name);
  }

  start(): this {
    for (const w of this.workers) w.start();
    if (this.#opts.fireTimers !== false) this.timers.start();
    return this;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.workers.map((w) => w.stop()), this.timers.stop()]);
    await this.#leadership.releaseAll();
  }
}
