import { type Kysely, sql } from 'kysely';
import { lockCheckpoint, lockProjection, readCheckpoint } from '../consumer/checkpoints.ts';
import type { AnyDB } from '../db.ts';
import { compareSchemas, ignoredColumns, type TableComparison } from './compare-schemas.ts';
import { liveSchema, sourceOf, verifySchema } from './projection.ts';
import type { ReplayProgress } from './replay.ts';
import { failsEveryTime } from './set-aside.ts';
import {
  applyTailInTransaction,
  type CopyBuildOptions,
  extendCopy,
  freshCopySchema,
  streamBounds,
} from './shadow-build.ts';

export type VerifyOptions = CopyBuildOptions & {
  readonly onProgress?: (p: ReplayProgress) => void;
  /** How long the comparison waits for the read model's lock before giving up (30 s). */
  readonly lockTimeoutMs?: number;
};

/**
 * What a verify found: `equal` (every table the same as a rebuild's at `seq`), `different`
 * (see `tables`), `missing` (the read model was never built here) or `unverifiable` (its
 * stream no longer holds what the live copy was built from: telemetry kept for days).
 */
export type VerifyResult = {
  readonly projection: string;
  readonly status: 'equal' | 'different' | 'missing' | 'unverifiable';
  /** The sequence both copies stood at when compared. */
  readonly seq: number;
  readonly tables: readonly TableComparison[];
  readonly commits: number;
  readonly elapsedMs: number;
  readonly reason?: string;
};

/** Postgres' "lock not available": `lock_timeout` ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Sets the copy's checkpoint to `seq`, with no NOTIFY: the copy is no read model anyone waits for. */
async function setCopyCheckpoint(trx: Kysely<AnyDB>, schema: string, seq: number): Promise<void> {
  await sql`update ${sql.id(schema, '_checkpoint')} set seq = ${seq} where id = 1`.execute(trx);
}

/**
 * Proves a read model equals a rebuild from the log, without touching it. Rebuilds it into
 * `rm_<name>__verify` from the start of its stream up to where the live copy stands, then, in
 * one transaction that holds the read model's lock (live batches wait for it) and its
 * checkpoint row (so not even a batch the read model ignores moves it), catches the copy up
 * to the live checkpoint and compares every table row for row: both are then the same point
 * of the log while writes go on. The copy is dropped afterwards. Columns that only say when a
 * row was written are left out (`ignoredColumns`).
 */
export async function verifyProjection(opts: VerifyOptions): Promise<VerifyResult> {
  const { projection, db } = opts;
  const live = liveSchema(projection.name);
  const copy = verifySchema(projection.name);
  const started = Date.now();
  const result = (status: VerifyResult['status'], rest: Partial<VerifyResult> = {}): VerifyResult => ({
    projection: projection.name,
    status,
    seq: 0,
    tables: [],
    commits: 0,
    elapsedMs: Date.now() - started,
    ...rest,
  });
  const liveAt = await readCheckpoint(db, live);
  if (liveAt === undefined) return result('missing', { reason: `${live} does not exist: its worker never ran here` });
  const { stream } = sourceOf(projection, opts.names);
  const bounds = await streamBounds(opts.nc, stream);
  if (bounds.first > 1 && liveAt >= bounds.first) {
    return result('unverifiable', {
      seq: liveAt,
      reason: `${stream} no longer holds sequences 1 to ${bounds.first - 1}, which the live copy was built from`,
    });
  }
  const ignored = ignoredColumns(projection.wallClockColumns);
  let commits = 0;
  let seq = 0;
  let target = liveAt;
  const build = (fromSeq: number, toSeq: number) =>
    extendCopy(opts, copy, fromSeq, toSeq, (checkpoint, applied) => {
      commits += applied;
      seq = Math.max(seq, checkpoint);
      opts.onProgress?.({ projection: projection.name, seq, target, commits, elapsedMs: Date.now() - started });
    });

  await freshCopySchema(opts, copy);
  try {
    // up to where the live copy stands now; writes go on, and the comparison applies the rest
    await build(bounds.first, liveAt);
    for (let round = 1; ; round++) {
      try {
        const compared = await db.transaction().execute(async (trx) => {
          await sql`select set_config('lock_timeout', ${`${opts.lockTimeoutMs ?? 30_000}ms`}, true)`.execute(trx);
          await lockProjection(trx, projection.name);
          const at = await lockCheckpoint(trx, live);
          const copyAt = (await readCheckpoint(trx, copy)) ?? 0;
          if (at < copyAt) throw new Error(`${live} went back from ${copyAt} to ${at} while it was verified`);
          target = at;
          commits += (await applyTailInTransaction(trx, opts, copy, at)).fresh;
          await setCopyCheckpoint(trx, copy, at);
          return { at, tables: await compareSchemas(trx, live, copy, ignored) };
        });
        seq = compared.at;
        const equal = compared.tables.every((t) => t.equal);
        opts.onProgress?.({ projection: projection.name, seq, target: seq, commits, elapsedMs: Date.now() - started });
        return result(equal ? 'equal' : 'different', { seq, tables: compared.tables, commits });
      } catch (err) {
        if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) {
          throw new Error(
            `${projection.name}: its lock stayed held for ${Math.round((opts.lockTimeoutMs ?? 30_000) / 1000)} s (a worker stuck in a batch?)`,
            { cause: err },
          );
        }
        // a commit of the tail that fails every time: build on outside the lock, where it is set aside
        if (round >= 5 || !(await failsEveryTime(db, err))) throw err;
        const now = (await readCheckpoint(db, live)) ?? 0;
        await build(((await readCheckpoint(db, copy)) ?? 0) + 1, now);
      }
    }
  } finally {
    await sql`drop schema if exists ${sql.id(copy)} cascade`.execute(db);
  }
}
