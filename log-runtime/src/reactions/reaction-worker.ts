import { allEventsSubject, assertSubjectTokens, type EventRegistry, type StoreNames, vetCommit } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { createCheckpointTable, readCheckpoint } from '../consumer/checkpoints.ts';
import { createDeadLetterTable, deadLetter } from '../consumer/dead-letters.ts';
import type { Leadership } from '../consumer/leadership.ts';
import { LogWorker, type WorkerLog } from '../consumer/log-worker.ts';
import type { TimedMessage } from '../consumer/telemetry.ts';
import type { AnyDB } from '../db.ts';
import { type ReactBatchOptions, type ReactionCommit, reactToBatch } from './react-batch.ts';
import { type Reaction, reactionConsumer, reactionSchema } from './reaction.ts';

/** Where a reaction reads: its aggregate's subjects, or the whole log. */
export function reactionSubject(reaction: Reaction, names: StoreNames): string {
  if (!reaction.aggregate) return allEventsSubject(names);
  assertSubjectTokens('aggregate', reaction.aggregate);
  return `${names.prefix}.evt.${reaction.aggregate}.>`;
}

/**
 * Reads one message for a reaction; never throws. A message no reader may take comes back
 * refused, to be set aside; otherwise only the events of the types the reaction handles.
 */
export function decodeForReaction(
  names: StoreNames,
  registry: EventRegistry,
  wanted: ReadonlySet<string>,
  message: TimedMessage,
): ReactionCommit {
  const verdict = vetCommit(names, registry, message);
  if (!verdict.ok) return { seq: message.seq, events: [], refused: deadLetter(message, 'decode', verdict.reason) };
  const events = verdict.events.filter((e) => wanted.has(e.type));
  return { seq: message.seq, events, message, ...(message.time ? { time: message.time } : {}) };
}

/**
 * Makes a reaction's schema (checkpoint and dead letters) and returns its checkpoint. A
 * reaction new to this log starts at its end: it reacts to what happens from now on, not to
 * history a projection would rebuild from.
 */
export async function prepareReaction(db: Kysely<AnyDB>, nc: NatsConnection, names: StoreNames, name: string) {
  const schema = reactionSchema(name);
  const exists = await readCheckpoint(db, schema);
  if (exists !== undefined) return exists;
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(names.eventsStream);
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  await createCheckpointTable(db, schema, state.last_seq);
  await createDeadLetterTable(db, schema);
  return (await readCheckpoint(db, schema)) ?? 0;
}

export type ReactionWorkerOptions = {
  readonly reaction: Reaction;
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly leadership: Leadership;
  readonly batch: ReactBatchOptions;
  readonly log?: WorkerLog;
  readonly maxBatch?: number;
  readonly standbyRetryMs?: number;
};

/** Runs one reaction: a durable pull consumer feeding its batches, in log order. */
export class ReactionWorker extends LogWorker<ReactionCommit> {
  readonly reaction: Reaction;
  readonly schema: string;

  constructor(opts: ReactionWorkerOptions) {
    const { reaction, names, registry, nc } = opts;
    const wanted = new Set(reaction.eventTypes);
    const db = opts.batch.db;
    super(
      {
        about: { reaction: reaction.name },
        durable: reactionConsumer(reaction.name),
        stream: names.eventsStream,
        subject: reactionSubject(reaction, names),
        description: `reaction ${reaction.name}`,
        // the stream's timestamp says how stale an event is
        timed: true,
        prepare: () => prepareReaction(db, nc, names, reaction.name),
        decode: (message) => decodeForReaction(names, registry, wanted, message),
        apply: (batch) => reactToBatch(opts.batch, batch),
      },
      { maxBatch: 200, ...opts },
    );
    this.reaction = reaction;
    this.schema = reactionSchema(reaction.name);
  }
}
