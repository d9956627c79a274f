import { readRange, toRawMessage } from '@gamepod/event-store';
import type { EventRegistry, StoreNames } from '@gamepod/events';
import { type JetStreamClient, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { lockCheckpoint, lockProjection, readCheckpoint, writeCheckpoint } from '../consumer/checkpoints.ts';
import { recordDeadLetters } from '../consumer/dead-letters.ts';
import { type TimedMessage, toTimedMessage } from '../consumer/telemetry.ts';
import type { AnyDB } from '../db.ts';
import { applyInputs, relevantEvents } from './apply-batch.ts';
import { migrateProjectionSchema } from './migrate.ts';
import { liveSchema, type Projection, retiredSchema, shadowSchema, sourceOf } from './projection.ts';
import { applyBatchSettingAside, failsEveryTime } from './set-aside.ts';

export type ReplayProgress = {
  readonly projection: string;
  readonly seq: number;
  readonly target: number;
  readonly commits: number;
  readonly elapsedMs: number;
};

export type ReplayOptions = {
  readonly projection: Projection;
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly batchSize?: number;
  readonly onProgress?: (p: ReplayProgress) => void;
};

export type ReplayResult = { readonly commits: number; readonly checkpoint: number; readonly elapsedMs: number };

/** The stream's first and last sequences: the telemetry stream drops its oldest messages, so its first moves. */
async function bounds(nc: NatsConnection, stream: string): Promise<{ first: number; last: number }> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(stream);
  return { first: Math.max(1, state.first_seq), last: state.last_seq };
}

/**
 * Rebuilds a read model from the start of its stream (sequence 1 of the log; for a telemetry
 * projection, the oldest telemetry still kept: a few days) into a shadow schema, then swaps it in with one
 * transaction. Live reads keep seeing the old copy until the swap commits. The swap holds
 * the projection's lock and first applies whatever arrived during the build, so nothing a
 * live worker applied meanwhile is lost.
 */
export async function replayProjection(opts: ReplayOptions): Promise<ReplayResult> {
  const { projection, db, names } = opts;
  const shadow = shadowSchema(projection.name);
  const live = liveSchema(projection.name);
  const started = Date.now();
  await sql`drop schema if exists ${sql.id(shadow)} cascade`.execute(db);
  await migrateProjectionSchema(db, shadow, projection.migrations);
  const js: JetStreamClient = jetstream(opts.nc);
  const { stream, subject } = sourceOf(projection, names);
  const map = projection.source === 'telemetry' ? toTimedMessage : toRawMessage;
  const start = await bounds(opts.nc, stream);
  const target = start.last;
  let commits = 0;
  let seq = 0;
  const batchOpts = { projection, schema: shadow, names, registry: opts.registry, lock: false };
  const build = async (fromSeq: number, toSeq: number) => {
    if (fromSeq > toSeq) return;
    await readRange<TimedMessage>(
      js,
      { stream, subject, fromSeq, toSeq, batchSize: opts.batchSize },
      async (batch) => {
        const outcome = await applyBatchSettingAside(db, batchOpts, batch);
        commits += outcome.applied;
        seq = Math.max(seq, outcome.checkpoint);
        opts.onProgress?.({ projection: projection.name, seq, target, commits, elapsedMs: Date.now() - started });
      },
      map,
    );
  };
  await build(start.first, target);

  // The swap applies what arrived during the build in its own transaction. A commit there that
  // fails every time aborts the swap; the next round's build sets it aside, then swaps again.
  for (let round = 1; ; round++) {
    try {
      await swap();
      break;
    } catch (err) {
      if (round >= 5 || !(await failsEveryTime(db, err))) throw err;
      const now = await bounds(opts.nc, stream);
      await build(Math.max(((await readCheckpoint(db, shadow)) ?? 0) + 1, now.first), now.last);
    }
  }

  async function swap(): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await lockProjection(trx, projection.name);
      // catch up with whatever was appended while we built
      const now = await bounds(opts.nc, stream);
      let from = Math.max((await lockCheckpoint(trx, shadow)) + 1, now.first);
      const end = now.last;
      const tail: TimedMessage[] = [];
      await readRange<TimedMessage>(
        js,
        { stream, subject, fromSeq: from, toSeq: end },
        async (batch) => {
          tail.push(...batch);
        },
        map,
      );
      if (tail.length > 0) {
        const { events, fresh, refused } = relevantEvents(batchOpts, tail, from - 1);
        await recordDeadLetters(trx, shadow, refused);
        if (events.length > 0) await applyInputs(projection, trx.withSchema(shadow), events, { schema: shadow });
        commits += fresh;
        from = (tail.at(-1)?.seq ?? from - 1) + 1;
      }
      seq = Math.max(seq, from - 1);
      await writeCheckpoint(trx, shadow, projection.name, seq);
      const retired = retiredSchema(projection.name);
      const { rows } = await sql<{
        found: boolean;
      }>`select exists (select 1 from pg_namespace where nspname = ${live}) as found`.execute(trx);
      if (rows[0]?.found) {
        await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
        await sql`alter schema ${sql.id(live)} rename to ${sql.id(retired)}`.execute(trx);
      }
      await sql`alter schema ${sql.id(shadow)} rename to ${sql.id(live)}`.execute(trx);
      await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
    });
  }
  opts.onProgress?.({ projection: projection.name, seq, target: seq, commits, elapsedMs: Date.now() - started });
  return { commits, checkpoint: seq, elapsedMs: Date.now() - started };
}
