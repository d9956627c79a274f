import { isNatsOutage } from '@gamepod/event-store';
import type { RawMessage, StoredEvent } from '@gamepod/events';
import type { Kysely } from 'kysely';
import { advanceCheckpoint, lockCheckpoint, lockProjection, writeCheckpoint } from '../consumer/checkpoints.ts';
import { type DeadLetter, deadLetter, recordDeadLetters } from '../consumer/dead-letters.ts';
import { type AnyDB, isConnectionError } from '../db.ts';
import type { DecodedCommit } from '../read-models/apply-batch.ts';
import { sqlStateVerdict } from '../read-models/set-aside.ts';
import { type Reaction, type ReactionContext, reactionLabel } from './reaction.ts';
import { type TimerIntent, type TimerWriter, timerIntents, writeTimers } from './timers.ts';

/** A commit as a reaction reads it: its events of the types the reaction handles, and when the stream stored it. */
export type ReactionCommit = Omit<DecodedCommit, 'events'> & {
  readonly events: readonly StoredEvent[];
  readonly time?: Date;
};

/** How often a handler that fails while Postgres and NATS answer is tried before its commit is set aside. */
export type RetryPolicy = { readonly attempts: number; readonly delayMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, delayMs: 200 };

export type ReactBatchOptions = {
  readonly reaction: Reaction;
  readonly schema: string;
  readonly db: Kysely<AnyDB>;
  /** Business time, as handlers see it. */
  readonly clock: () => Date;
  /** Real time in ms, against which the stream's timestamps are judged stale. */
  readonly wallClock: () => number;
  /** Resolves false when the read models the reaction reads have not applied `seq` in time. */
  readonly waitForReadModels?: (seq: number) => Promise<boolean>;
  /** Whether Postgres and NATS answer: a handler failing while they don't is an outage, not a bad message. */
  readonly healthy: () => Promise<boolean>;
  readonly retry: RetryPolicy;
  readonly stopped: () => boolean;
  readonly onSetAside?: (seq: number, err: unknown) => void;
  /** Told after a commit that set a timer: the firing loop may have a sooner one to wait for. */
  readonly onTimersSet?: () => void;
};

/** The context a handler runs with: follow-up ids and causation derived from the event. */
export function reactionContext(reaction: Reaction, now: Date, timers: TimerWriter): ReactionContext {
  return {
    now,
    timers,
    followUpId: (event, part) => `${reaction.name}:${event.metadata.event_id}${part === undefined ? '' : `:${part}`}`,
    causedBy: (event) => ({
      actor: event.metadata.actor,
      correlation_id: event.metadata.correlation_id,
      causation_id: event.metadata.event_id,
    }),
  };
}

type Attempt = { readonly ok: true } | { readonly ok: false; readonly err: unknown };

/**
 * Runs `work` until it succeeds, or fails in a way that would repeat: a SQLSTATE that is the
 * data's fault at once, anything else after `retry.attempts` tries while Postgres and NATS
 * answer. A failure while they don't (or a transient SQLSTATE) is thrown: the worker retries
 * the batch once they are back, and counts nothing against the message.
 */
async function attempt(opts: ReactBatchOptions, work: () => Promise<void>): Promise<Attempt> {
  for (let n = 1; ; n++) {
    try {
      await work();
      return { ok: true };
    } catch (err) {
      if (opts.stopped()) throw err;
      const verdict = sqlStateVerdict(err);
      if (verdict === 'every-time') return { ok: false, err };
      // a dropped connection or an unreachable server is an outage even when the next try answers
      if (verdict === 'transient' || isConnectionError(err) || isNatsOutage(err) || !(await opts.healthy())) throw err;
      if (n >= opts.retry.attempts) return { ok: false, err };
      await new Promise((r) => setTimeout(r, opts.retry.delayMs * 2 ** (n - 1)));
    }
  }
}

/** Handles one commit's events; the timers it set count only if it was handled. */
export async function handleCommit(
  opts: ReactBatchOptions,
  commit: ReactionCommit,
  events: readonly StoredEvent[],
): Promise<{ readonly intents: TimerIntent[] } | { readonly failed: unknown }> {
  const recorded = timerIntents(commit.seq);
  const ctx = reactionContext(opts.reaction, opts.clock(), recorded.writer);
  const outcome = await attempt(opts, () => {
    // a failed try's timers are not kept
    recorded.intents.length = 0;
    return opts.reaction.handle(events, ctx);
  });
  return outcome.ok ? { intents: recorded.intents } : { failed: outcome.err };
}

/** Whether the stream stored the commit too long ago for this reaction to act on it. */
function stale(opts: ReactBatchOptions, commit: ReactionCommit): boolean {
  const fresh = opts.reaction.freshForMs;
  return fresh !== undefined && commit.time !== undefined && opts.wallClock() - commit.time.getTime() > fresh;
}

/** The message a commit came from, for a dead letter's excerpt. */
const rawOf = (c: ReactionCommit): RawMessage =>
  c.message ?? { seq: c.seq, subject: c.events[0]?.subject ?? '', data: new Uint8Array() };

/**
 * Reacts to one batch: handles each commit's events in log order (pushes and appends happen
 * as they are handled, at least once), then writes the timers they set, the dead letters and
 * the checkpoint in one transaction. A commit that cannot be read, or whose handling fails
 * every time, is set aside and the batch goes on. An outage stops the batch: what was handled
 * before it is committed first, so only the rest is handled again. Returns the checkpoint after.
 */
export async function reactToBatch(opts: ReactBatchOptions, batch: readonly ReactionCommit[]): Promise<number> {
  const label = reactionLabel(opts.reaction.name);
  const ordered = [...batch].sort((a, b) => a.seq - b.seq);
  const last = ordered.at(-1)?.seq ?? 0;
  const acting = ordered.filter((c) => c.refused || c.events.length > 0);
  if (acting.length === 0) return (await advanceCheckpoint(opts.db, opts.schema, label, last)).after;
  const lastActing = acting.at(-1)?.seq ?? last;
  if (opts.waitForReadModels && !(await opts.waitForReadModels(lastActing)))
    throw new Error(`the read models ${opts.reaction.readModels?.join(', ')} have not reached ${lastActing}`);

  const intents: TimerIntent[] = [];
  const letters: DeadLetter[] = [];
  let done = 0;
  for (const c of ordered) {
    if (c.refused) letters.push(c.refused);
    else if (c.events.length > 0 && !stale(opts, c)) {
      let outcome: Awaited<ReturnType<typeof handleCommit>>;
      try {
        outcome = await handleCommit(opts, c, c.events);
      } catch (err) {
        if (done > 0) await commitBatch(opts, done, intents, letters).catch(() => undefined);
        throw err;
      }
      if ('failed' in outcome) {
        opts.onSetAside?.(c.seq, outcome.failed);
        letters.push(deadLetter(rawOf(c), 'apply', outcome.failed));
      } else intents.push(...outcome.intents);
    }
    done = c.seq;
  }
  return commitBatch(opts, last, intents, letters);
}

/** The transaction that ends a batch: timers, dead letters and the checkpoint, all or nothing. */
async function commitBatch(
  opts: ReactBatchOptions,
  upTo: number,
  intents: readonly TimerIntent[],
  letters: readonly DeadLetter[],
): Promise<number> {
  const label = reactionLabel(opts.reaction.name);
  const written = await opts.db.transaction().execute(async (trx) => {
    await lockProjection(trx, label);
    const checkpoint = await lockCheckpoint(trx, opts.schema);
    // another instance that led for a moment may have committed part of this batch already
    if (upTo <= checkpoint) return { checkpoint, timers: false };
    const fresh = intents.filter((t) => t.seq > checkpoint && t.seq <= upTo);
    await recordDeadLetters(
      trx,
      opts.schema,
      letters.filter((l) => l.seq > checkpoint && l.seq <= upTo),
    );
    await writeTimers(trx, opts.reaction.name, fresh);
    await writeCheckpoint(trx, opts.schema, label, upTo);
    return { checkpoint: upTo, timers: fresh.some((t) => t.op === 'set') };
  });
  if (written.timers) opts.onTimersSet?.();
  return written.checkpoint;
}
