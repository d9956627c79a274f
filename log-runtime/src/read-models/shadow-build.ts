import { readRange, toRawMessage } from '@gamepod/event-store';
import type { EventRegistry, StoreNames } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { lockCheckpoint } from '../consumer/checkpoints.ts';
import { recordDeadLetters } from '../consumer/dead-letters.ts';
import { type TimedMessage, toTimedMessage } from '../consumer/telemetry.ts';
import type { AnyDB } from '../db.ts';
import { applyInputs, relevantEvents } from './apply-batch.ts';
import { migrateProjectionSchema } from './migrate.ts';
import { type Projection, sourceOf } from './projection.ts';
import { applyBatchSettingAside } from './set-aside.ts';

/** What building a copy of a read model next to the live one needs. */
export type CopyBuildOptions = {
  readonly projection: Projection;
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly batchSize?: number;
};

/** The stream's first and last sequences: the telemetry stream drops its oldest messages, so its first moves. */
export async function streamBounds(nc: NatsConnection, stream: string): Promise<{ first: number; last: number }> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(stream);
  return { first: Math.max(1, state.first_seq), last: state.last_seq };
}

/** Makes `schema` afresh: dropped if it was there, then migrated like the live one (empty, checkpoint 0). */
export async function freshCopySchema(opts: CopyBuildOptions, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(opts.db);
  await migrateProjectionSchema(opts.db, schema, opts.projection.migrations);
}

/**
 * Applies `[fromSeq, toSeq]` of the projection's stream to the copy in `schema`, batch by
 * batch, each in its own transaction with the copy's checkpoint, setting aside what fails
 * every time as the live worker does. The copy is private, so no lock is taken. Calls
 * `onBatch` after each with the copy's checkpoint and the commits it applied.
 */
export async function extendCopy(
  opts: CopyBuildOptions,
  schema: string,
  fromSeq: number,
  toSeq: number,
  onBatch?: (checkpoint: number, applied: number) => void,
): Promise<void> {
  if (fromSeq > toSeq) return;
  const { projection } = opts;
  const { stream, subject } = sourceOf(projection, opts.names);
  const map = projection.source === 'telemetry' ? toTimedMessage : toRawMessage;
  const batchOpts = { projection, schema, names: opts.names, registry: opts.registry, lock: false };
  await readRange<TimedMessage>(
    jetstream(opts.nc),
    { stream, subject, fromSeq, toSeq, batchSize: opts.batchSize },
    async (batch) => {
      const outcome = await applyBatchSettingAside(opts.db, batchOpts, batch);
      onBatch?.(outcome.checkpoint, outcome.applied);
    },
    map,
  );
}

/**
 * Inside the caller's transaction, applies what the stream holds after the copy's checkpoint
 * up to `toSeq`, and returns how many commits that was and the sequence it reached. It runs
 * where a transaction of the caller's holds the projection's lock (a replay's swap, a verify's
 * comparison), so it cannot set a failing commit aside: it throws, and the caller builds on
 * outside the lock, where `extendCopy` sets it aside, then tries again.
 */
export async function applyTailInTransaction(
  trx: Kysely<AnyDB>,
  opts: CopyBuildOptions,
  schema: string,
  toSeq: number,
): Promise<{ readonly fresh: number; readonly reached: number }> {
  const { projection } = opts;
  const { stream, subject } = sourceOf(projection, opts.names);
  const map = projection.source === 'telemetry' ? toTimedMessage : toRawMessage;
  const { first } = await streamBounds(opts.nc, stream);
  const from = Math.max((await lockCheckpoint(trx, schema)) + 1, first);
  const tail: TimedMessage[] = [];
  await readRange<TimedMessage>(
    jetstream(opts.nc),
    { stream, subject, fromSeq: from, toSeq },
    async (batch) => {
      tail.push(...batch);
    },
    map,
  );
  if (tail.length === 0) return { fresh: 0, reached: from - 1 };
  const batchOpts = { projection, schema, names: opts.names, registry: opts.registry };
  const { events, fresh, refused } = relevantEvents(batchOpts, tail, from - 1);
  await recordDeadLetters(trx, schema, refused);
  if (events.length > 0) await applyInputs(projection, trx.withSchema(schema), events, { schema });
  return { fresh, reached: tail.at(-1)?.seq ?? from - 1 };
}
