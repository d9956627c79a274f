import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// int8 (bigint) columns hold stream sequences and counters that stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// numeric stays a string on purpose: money and ratios must not lose precision silently.

/** A loosely typed database handle; each read model narrows it with its own table types. */
// biome-ignore lint/suspicious/noExplicitAny: the runtime does not know the read models' tables
export type AnyDB = any;

export type Database = {
  readonly db: Kysely<AnyDB>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
};

/**
 * Opens a pooled kysely handle.
 *
 * @example const { db, close } = openDatabase(process.env.DATABASE_URL);
 */
export function openDatabase(
  url: string,
  opts: { max?: number; applicationName?: string; connectTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    application_name: opts.applicationName,
    // pg waits forever by default; an unreachable server must fail in seconds
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<AnyDB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}

/**
 * Whether a query failed because its read model's table does not exist yet (Postgres 42P01):
 * the read model's worker has not run once. Callers answer "not there yet" instead of 500.
 */
export function isMissingTable(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '42P01';
}

/** The query's result, or `empty` while its read model's table does not exist yet. */
export async function orWhenMissing<T>(query: Promise<T>, empty: T): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isMissingTable(err)) return empty;
    throw err;
  }
}
