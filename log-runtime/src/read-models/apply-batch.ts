import type { EventRegistry, RawMessage, StoredEvent, StoreNames } from '@gamepod/events';
import type { Kysely } from 'kysely';
import { advanceCheckpoint, lockCheckpoint, lockProjection, writeCheckpoint } from '../consumer/checkpoints.ts';
import { type DeadLetter, deadLetter, recordDeadLetters } from '../consumer/dead-letters.ts';
import { decodeTelemetry, type TimedMessage } from '../consumer/telemetry.ts';
import type { AnyDB } from '../db.ts';
import type { ApplyContext, Projection, TelemetryMessage } from './projection.ts';
import { vetCommitShared } from './shared-vetting.ts';

export type BatchOutcome = {
  /** The checkpoint after the batch. */
  readonly checkpoint: number;
  /** Commits applied (not skipped as already seen). */
  readonly applied: number;
  /** Events handed to the projection. */
  readonly events: number;
};

export type ApplyBatchOptions = {
  readonly projection: Projection;
  readonly schema: string;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  /** Take the projection's advisory lock (live writes and swaps do; a private shadow build need not). */
  readonly lock: boolean;
};

/** What a projection is handed: events for a log projection, telemetry messages for a telemetry one. */
export type ProjectionInput = StoredEvent | TelemetryMessage;

/**
 * A message with its events decoded ahead of time (decoding overlaps the previous batch's SQL).
 * `refused` is set, with no events, when the message is no commit this projection may read.
 */
export type DecodedCommit = {
  readonly seq: number;
  readonly events: readonly ProjectionInput[];
  readonly refused?: DeadLetter;
  /** The message it came from, for the dead letter when applying it fails. */
  readonly message?: RawMessage;
};

/**
 * Decodes one message, keeping only the events (or telemetry kinds) the projection reads. It
 * never throws: a message that can't be read as a commit comes back refused, to be set aside.
 */
export function decodeRelevant(
  opts: Pick<ApplyBatchOptions, 'projection' | 'names' | 'registry'>,
  message: TimedMessage,
  wanted: ReadonlySet<string> = new Set(opts.projection.eventTypes),
): DecodedCommit {
  if (opts.projection.source === 'telemetry') {
    const t = decodeTelemetry(opts.names, message);
    return { seq: message.seq, events: t && wanted.has(t.kind) ? [t] : [], message };
  }
  const verdict = vetCommitShared(opts.names, opts.registry, message);
  if (!verdict.ok) return { seq: message.seq, events: [], refused: deadLetter(message, 'decode', verdict.reason) };
  return { seq: message.seq, events: verdict.events.filter((e) => wanted.has(e.type)), message };
}

/**
 * Keeps the decoded commits above `checkpoint`, each sequence once and in sequence order: a
 * batch may hold a copy the server sent again after its ack wait ran out.
 */
export function relevantEvents(
  opts: Pick<ApplyBatchOptions, 'projection' | 'names' | 'registry'>,
  messages: readonly (RawMessage | DecodedCommit)[],
  checkpoint: number,
): { events: ProjectionInput[]; fresh: number; refused: DeadLetter[] } {
  const wanted = new Set(opts.projection.eventTypes);
  const bySeq = new Map<number, RawMessage | DecodedCommit>();
  let sorted = true;
  let previous = checkpoint;
  for (const m of messages) {
    if (m.seq <= checkpoint || bySeq.has(m.seq)) continue;
    if (m.seq < previous) sorted = false;
    previous = m.seq;
    bySeq.set(m.seq, m);
  }
  const fresh = [...bySeq.values()];
  if (!sorted) fresh.sort((a, b) => a.seq - b.seq);
  const events: ProjectionInput[] = [];
  const refused: DeadLetter[] = [];
  for (const m of fresh) {
    const decoded = 'events' in m ? m : decodeRelevant(opts, m, wanted);
    if (decoded.refused) refused.push(decoded.refused);
    for (const e of decoded.events) events.push(e);
  }
  return { events, fresh: fresh.length, refused };
}

/** The highest sequence in a batch (its last, unless a resent copy came after). */
function highestSeq(messages: readonly (RawMessage | DecodedCommit)[]): number {
  let highest = 0;
  for (const m of messages) if (m.seq > highest) highest = m.seq;
  return highest;
}

/**
 * Hands decoded inputs to the projection. They were decoded by `decodeRelevant` for this
 * same projection, so their kind matches its source.
 */
export function applyInputs(
  projection: Projection,
  db: Kysely<AnyDB>,
  inputs: readonly ProjectionInput[],
  ctx: ApplyContext,
): Promise<void> {
  return projection.source === 'telemetry'
    ? projection.apply(db, inputs as readonly TelemetryMessage[], ctx)
    : projection.apply(db, inputs as readonly StoredEvent[], ctx);
}

/** Whether every message was decoded already and holds nothing the projection reads or sets aside. */
const nothingToApply = (messages: readonly (RawMessage | DecodedCommit)[]) =>
  messages.every((m) => 'events' in m && m.events.length === 0 && !m.refused);

/**
 * Applies one batch in one transaction together with the checkpoint. Messages at or below
 * the stored checkpoint are skipped, so a batch redelivered after a crash between commit
 * and ack changes nothing: the effect is exactly once. A batch with nothing this projection
 * reads (most of the log, for most projections) only moves the checkpoint, in one statement
 * instead of a transaction of five. Messages that can't be read as commits are recorded as
 * dead letters in the same transaction.
 */
export async function applyBatch(
  db: Kysely<AnyDB>,
  opts: ApplyBatchOptions,
  messages: readonly (RawMessage | DecodedCommit)[],
): Promise<BatchOutcome> {
  if (messages.length === 0) throw new Error('applyBatch needs at least one message');
  const last = highestSeq(messages);
  if (nothingToApply(messages)) {
    const moved = await advanceCheckpoint(db, opts.schema, opts.projection.name, last);
    const fresh = new Set(messages.filter((m) => m.seq > moved.before).map((m) => m.seq));
    return { checkpoint: moved.after, applied: fresh.size, events: 0 };
  }
  return db.transaction().execute(async (trx) => {
    if (opts.lock) await lockProjection(trx, opts.projection.name);
    const checkpoint = await lockCheckpoint(trx, opts.schema);
    if (last <= checkpoint) return { checkpoint, applied: 0, events: 0 };
    const { events, fresh, refused } = relevantEvents(opts, messages, checkpoint);
    await recordDeadLetters(trx, opts.schema, refused);
    if (events.length > 0)
      await applyInputs(opts.projection, trx.withSchema(opts.schema), events, { schema: opts.schema });
    await writeCheckpoint(trx, opts.schema, opts.projection.name, last);
    return { checkpoint: last, applied: fresh, events: events.length };
  });
}
