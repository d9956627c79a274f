import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

/** How one table of a read model compares with the same table of a rebuild. */
export type TableComparison = {
  readonly table: string;
  /** Rows in the live copy; null when the live copy has no such table. */
  readonly live: number | null;
  /** Rows in the rebuild; null when the rebuild has no such table. */
  readonly rebuilt: number | null;
  /** Rows of the live copy the rebuild lacks (counted with their repeats). */
  readonly onlyLive: number;
  /** Rows of the rebuild the live copy lacks. */
  readonly onlyRebuilt: number;
  /** Columns one copy has and the other lacks: a migration that ran in one of them only. */
  readonly columnsOnlyLive: readonly string[];
  readonly columnsOnlyRebuilt: readonly string[];
  /** Columns left out of the comparison (see `ignoredColumns`). */
  readonly ignored: readonly string[];
  /** A few rows found on one side only, as JSON, so the difference can be seen. */
  readonly examples: { readonly live: readonly string[]; readonly rebuilt: readonly string[] };
  readonly equal: boolean;
};

/**
 * Columns of the runtime's own tables that say when something was written, not what: the
 * checkpoint row's `updated_at` (when the last batch committed), a dead letter's
 * `recorded_at` (when the worker met it) and kysely's migration `timestamp` (when the
 * migration ran). A rebuild writes each anew, so they are never equal and never state.
 */
const BOOKKEEPING: Readonly<Record<string, readonly string[]>> = {
  _checkpoint: ['updated_at'],
  _dead_letters: ['recorded_at'],
  kysely_migration: ['timestamp'],
};

/** The columns a comparison leaves out, by table: the runtime's bookkeeping and the read model's wall-clock columns. */
export function ignoredColumns(
  wallClock: Readonly<Record<string, readonly string[]>> = {},
): Readonly<Record<string, readonly string[]>> {
  const out: Record<string, readonly string[]> = { ...BOOKKEEPING };
  for (const [table, cols] of Object.entries(wallClock)) out[table] = [...(out[table] ?? []), ...cols];
  return out;
}

const EXAMPLES = 3;

/** Each base table of a schema and its columns, in their order. */
async function tablesOf(db: Kysely<AnyDB>, schema: string): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table: string; column: string }>`select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = ${schema} and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.table, [...(out.get(r.table) ?? []), r.column]);
  return out;
}

async function rowCount(db: Kysely<AnyDB>, schema: string, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::bigint as n from ${sql.id(schema, table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** `select <cols> from a except all select <cols> from b`: the rows of `a`, with their repeats, that `b` lacks. */
function onlyIn(cols: readonly string[], a: string, b: string, table: string) {
  const list = sql.join(cols.map((c) => sql.id(c)));
  return sql`select ${list} from ${sql.id(a, table)} except all select ${list} from ${sql.id(b, table)}`;
}

async function differences(
  db: Kysely<AnyDB>,
  cols: readonly string[],
  a: string,
  b: string,
  table: string,
): Promise<{ count: number; examples: string[] }> {
  const diff = onlyIn(cols, a, b, table);
  const { rows } = await sql<{ n: number }>`select count(*)::bigint as n from (${diff}) d`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  if (count === 0) return { count, examples: [] };
  const shown = await sql<{
    row: string;
  }>`select row_to_json(d)::text as row from (${diff}) d limit ${EXAMPLES}`.execute(db);
  return { count, examples: shown.rows.map((r) => r.row) };
}

/**
 * Compares every table of two copies of a read model row for row, as multisets (a row
 * repeated in one must be repeated as often in the other), leaving out `ignored` columns. The
 * caller holds whatever keeps both still for the duration (the projection's lock).
 */
export async function compareSchemas(
  db: Kysely<AnyDB>,
  live: string,
  rebuilt: string,
  ignored: Readonly<Record<string, readonly string[]>>,
): Promise<TableComparison[]> {
  const [liveTables, rebuiltTables] = await Promise.all([tablesOf(db, live), tablesOf(db, rebuilt)]);
  const names = [...new Set([...liveTables.keys(), ...rebuiltTables.keys()])].sort();
  const out: TableComparison[] = [];
  for (const table of names) {
    const liveCols = liveTables.get(table);
    const rebuiltCols = rebuiltTables.get(table);
    const skip = new Set(ignored[table] ?? []);
    const columnsOnlyLive = (liveCols ?? []).filter((c) => !rebuiltCols?.includes(c));
    const columnsOnlyRebuilt = (rebuiltCols ?? []).filter((c) => !liveCols?.includes(c));
    const liveRows = liveCols ? await rowCount(db, live, table) : null;
    const rebuiltRows = rebuiltCols ? await rowCount(db, rebuilt, table) : null;
    if (!liveCols || !rebuiltCols) {
      out.push({
        table,
        live: liveRows,
        rebuilt: rebuiltRows,
        onlyLive: liveRows ?? 0,
        onlyRebuilt: rebuiltRows ?? 0,
        columnsOnlyLive,
        columnsOnlyRebuilt,
        ignored: [...skip],
        examples: { live: [], rebuilt: [] },
        equal: false,
      });
      continue;
    }
    const cols = liveCols.filter((c) => rebuiltCols.includes(c) && !skip.has(c));
    const [l, r] =
      cols.length === 0
        ? [
            { count: 0, examples: [] },
            { count: 0, examples: [] },
          ]
        : [await differences(db, cols, live, rebuilt, table), await differences(db, cols, rebuilt, live, table)];
    out.push({
      table,
      live: liveRows,
      rebuilt: rebuiltRows,
      onlyLive: l.count,
      onlyRebuilt: r.count,
      columnsOnlyLive,
      columnsOnlyRebuilt,
      ignored: liveCols.filter((c) => skip.has(c)),
      examples: { live: l.examples, rebuilt: r.examples },
      equal:
        l.count === 0 &&
        r.count === 0 &&
        liveRows === rebuiltRows &&
        columnsOnlyLive.length === 0 &&
        columnsOnlyRebuilt.length === 0,
    });
  }
  return out;
}
