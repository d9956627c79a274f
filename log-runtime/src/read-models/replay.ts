import type { EventRegistry, StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { lockProjection, readCheckpoint, writeCheckpoint } from '../consumer/checkpoints.ts';
import type { AnyDB } from '../db.ts';
import { liveSchema, type Projection, retiredSchema, shadowSchema, sourceOf } from './projection.ts';
import { failsEveryTime } from './set-aside.ts';
import { applyTailInTransaction, extendCopy, freshCopySchema, streamBounds } from './shadow-build.ts';

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

/**
 * Rebuilds a read model from the start of its stream (sequence 1 of the log; for a telemetry
 * projection, the oldest telemetry still kept: a few days) into a shadow schema, then swaps it in with one
 * transaction. Live reads keep seeing the old copy until the swap commits. The swap holds
 * the projection's lock and first applies whatever arrived during the build, so nothing a
 * live worker applied meanwhile is lost.
 */
export async function replayProjection(opts: ReplayOptions): Promise<ReplayResult> {
  const { projection, db } = opts;
  const shadow = shadowSchema(projection.name);
  const live = liveSchema(projection.name);
  const started = Date.now();
  await freshCopySchema(opts, shadow);
  const { stream } = sourceOf(projection, opts.names);
  const start = await streamBounds(opts.nc, stream);
  const target = start.last;
  let commits = 0;
  let seq = 0;
  const build = (fromSeq: number, toSeq: number) =>
    extendCopy(opts, shadow, fromSeq, toSeq, (checkpoint, applied) => {
      commits += applied;
      seq = Math.max(seq, checkpoint);
      opts.onProgress?.({ projection: projection.name, seq, target, commits, elapsedMs: Date.now() - started });
    });
  await build(start.first, target);

  // The swap applies what arrived during the build in its own transaction. A commit there that
  // fails every time aborts the swap; the next round's build sets it aside, then swaps again.
  for (let round = 1; ; round++) {
    try {
      await swap();
      break;
    } catch (err) {
      if (round >= 5 || !(await failsEveryTime(db, err))) throw err;
      const now = await streamBounds(opts.nc, stream);
      await build(Math.max(((await readCheckpoint(db, shadow)) ?? 0) + 1, now.first), now.last);
    }
  }

  async function swap(): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await lockProjection(trx, projection.name);
      // catch up with whatever was appended while we built
      const now = await streamBounds(opts.nc, stream);
      const tail = await applyTailInTransaction(trx, opts, shadow, now.last);
      commits += tail.fresh;
      seq = Math.max(seq, tail.reached);
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
