import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

/** Where a shadow keeps the indexes it was loaded without, until they are made at the end. */
const TABLE = '_deferred_indexes';

/**
 * Drops the named indexes from a fresh copy and keeps their definitions in the copy itself, so
 * a load taken up after a crash still makes them. An index only queries use costs a rebuild a
 * write per row and index; made once over the loaded table it costs one sort.
 */
export async function deferIndexes(db: Kysely<AnyDB>, schema: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`create table ${sql.id(schema, TABLE)} (name text primary key, def text not null)`.execute(trx);
    const { rows } = await sql<{ name: string }>`insert into ${sql.id(schema, TABLE)} (name, def)
      select indexname, indexdef from pg_indexes where schemaname = ${schema} and indexname = any(${names}::text[])
      returning name`.execute(trx);
    const missing = names.filter((n) => !rows.some((r) => r.name === n));
    if (missing.length > 0) throw new Error(`${schema} has no index ${missing.join(', ')} to build last`);
    for (const { name } of rows) await sql`drop index ${sql.id(schema, name)}`.execute(trx);
  });
}

/** Makes the indexes `deferIndexes` put aside, and forgets them: the copy is then whole. */
export async function makeDeferredIndexes(db: Kysely<AnyDB>, schema: string): Promise<void> {
  const { rows: found } = await sql<{
    present: boolean;
  }>`select to_regclass(${`${schema}.${TABLE}`}) is not null as present`.execute(db);
  if (!found[0]?.present) return;
  const { rows } = await sql<{ def: string }>`select def from ${sql.id(schema, TABLE)} order by name`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const { def } of rows) await sql.raw(def).execute(trx);
    await sql`drop table ${sql.id(schema, TABLE)}`.execute(trx);
  });
}
