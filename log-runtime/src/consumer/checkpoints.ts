import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';
import { CHECKPOINT_CHANNEL } from '../read-models/projection.ts';

/**
 * Creates the one-row checkpoint table in a consumer's schema. A new table starts at
 * `initialSeq` (0 for a read model, which reads the whole log); an existing one keeps its own.
 */
export async function createCheckpointTable(db: Kysely<AnyDB>, schema: string, initialSeq = 0): Promise<void> {
  await sql`create table if not exists ${sql.id(schema, '_checkpoint')} (
    id smallint primary key default 1 check (id = 1),
    seq bigint not null default 0,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into ${sql.id(schema, '_checkpoint')} (id, seq) values (1, ${initialSeq}) on conflict (id) do nothing`.execute(
    db,
  );
}

/** Reads a checkpoint inside a transaction, locking its row until commit. */
export async function lockCheckpoint(trx: Kysely<AnyDB>, schema: string): Promise<number> {
  const { rows } = await sql<{
    seq: number;
  }>`select seq from ${sql.id(schema, '_checkpoint')} where id = 1 for update`.execute(trx);
  return rows[0]?.seq ?? 0;
}

/** Stores a checkpoint and announces it; Postgres delivers the NOTIFY only if the transaction commits. */
export async function writeCheckpoint(trx: Kysely<AnyDB>, schema: string, name: string, seq: number): Promise<void> {
  await sql`with moved as (
    update ${sql.id(schema, '_checkpoint')} set seq = ${seq}, updated_at = now() where id = 1 returning seq
  ) select pg_notify(${CHECKPOINT_CHANNEL}, ${`${name}:`} || seq) from moved`.execute(trx);
}

/**
 * Moves a checkpoint forward over commits the projection does not read, in one statement of
 * its own: no read-model row changes, so there is nothing for a transaction or the
 * projection's lock to guard. It never moves the checkpoint back (a replay's swap may have
 * put it further on), and announces only a move. Returns the checkpoint before and after.
 */
export async function advanceCheckpoint(
  db: Kysely<AnyDB>,
  schema: string,
  name: string,
  seq: number,
): Promise<{ readonly before: number; readonly after: number }> {
  const table = sql.id(schema, '_checkpoint');
  // every part of one statement sees the table as it was before the update; `told` is read only
  // because Postgres runs a CTE without side effects of its own only when something reads it
  const { rows } = await sql<{ before: number; after: number }>`with moved as (
    update ${table} set seq = ${seq}, updated_at = now() where id = 1 and seq < ${seq} returning seq
  ), told as (
    select pg_notify(${CHECKPOINT_CHANNEL}, ${`${name}:`} || seq) from moved
  ) select (select seq from ${table} where id = 1) as before,
           coalesce((select seq from moved), (select seq from ${table} where id = 1)) as after,
           (select count(*) from told) as told`.execute(db);
  return { before: rows[0]?.before ?? 0, after: rows[0]?.after ?? 0 };
}

/** A projection's checkpoint, or undefined when its schema does not exist yet. */
export async function readCheckpoint(db: Kysely<AnyDB>, schema: string): Promise<number | undefined> {
  const { rows } = await sql<{
    exists: boolean;
  }>`select to_regclass(${`${schema}._checkpoint`}) is not null as exists`.execute(db);
  if (!rows[0]?.exists) return undefined;
  const r = await sql<{ seq: number }>`select seq from ${sql.id(schema, '_checkpoint')} where id = 1`.execute(db);
  return r.rows[0]?.seq ?? 0;
}

/** Serialises every write to one projection's tables, across processes (live batches and replay swaps). */
export async function lockProjection(trx: Kysely<AnyDB>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`gp_projection:${name}`}))`.execute(trx);
}
