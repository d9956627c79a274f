import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';
import { CHECKPOINT_CHANNEL } from './projection.ts';

/** Creates the one-row checkpoint table in a projection's schema. */
export async function createCheckpointTable(db: Kysely<AnyDB>, schema: string): Promise<void> {
  await sql`create table if not exists ${sql.id(schema, '_checkpoint')} (
    id smallint primary key default 1 check (id = 1),
    seq bigint not null default 0,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into ${sql.id(schema, '_checkpoint')} (id, seq) values (1, 0) on conflict (id) do nothing`.execute(
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
  await sql`update ${sql.id(schema, '_checkpoint')} set seq = ${seq}, updated_at = now() where id = 1`.execute(trx);
  await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${`${name}:${seq}`})`.execute(trx);
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
