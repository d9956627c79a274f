import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

/** Postgres types of a table's columns, as written in its migration (`text`, `bigint`, `jsonb`…). */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

export type BulkUpsert<Row> = {
  readonly table: string;
  readonly keyColumn: keyof Row & string;
  readonly columnTypes: ColumnTypes<Row>;
  /** What to write on a key that exists; the default overwrites every column. */
  readonly onConflict?: (
    column: string,
    excluded: RawBuilder<unknown>,
    current: RawBuilder<unknown>,
  ) => RawBuilder<unknown> | undefined;
};

const SAFE_TYPE = /^[a-z][a-z0-9 _()[\],]*$/i;

/**
 * Writes many rows in one statement with one array parameter per column:
 * `insert … select * from unnest($1::text[], $2::bigint[], …) on conflict … do update`.
 * Postgres parses a handful of parameters instead of rows × columns, and so do we.
 * The rows must all have the columns of `columns`, and no key may appear twice.
 */
export async function bulkUpsert<Row extends Record<string, unknown>>(
  db: Kysely<AnyDB>,
  schema: string,
  spec: BulkUpsert<Row>,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((c) => {
    const type = spec.columnTypes[c];
    if (!type || !SAFE_TYPE.test(type)) throw new Error(`column ${spec.table}.${c} has no usable type in columnTypes`);
    const values = rows.map((r) => (r[c] === undefined ? null : r[c]));
    return sql`${values}::${sql.raw(type)}[]`;
  });
  const updates = columns
    .filter((c) => c !== spec.keyColumn)
    .map((c) => {
      const excluded = sql`excluded.${sql.ref(c)}`;
      const current = sql`cur.${sql.ref(c)}`;
      const value = spec.onConflict ? spec.onConflict(c, excluded, current) : excluded;
      return value === undefined ? undefined : sql`${sql.ref(c)} = ${value}`;
    })
    .filter((u): u is RawBuilder<unknown> => u !== undefined);
  const conflict = updates.length === 0 ? sql`do nothing` : sql`do update set ${sql.join(updates)}`;
  await sql`insert into ${sql.table(`${schema}.${spec.table}`)} as cur (${sql.join(columns.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays)})
    on conflict (${sql.ref(spec.keyColumn)}) ${conflict}`.execute(db);
}
