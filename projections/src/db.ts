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
 * the read model's worker has not run once. This is the one place that knows the code: a
 * caller either reads such a read model as empty (`orWhenMissing`), answers otherwise
 * (`whenMissing`), or lets the error reach the HTTP error handler, which answers 503.
 */
export function isMissingTable(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '42P01';
}

/**
 * The query's result, or what `onMissing` makes of the error while its read model's table
 * does not exist yet (another query, or an error of the caller's own). Other errors pass.
 *
 * @example await whenMissing(listPodsWithFacts(db, filter), () => listPods(db, filter));
 */
export async function whenMissing<T>(query: Promise<T>, onMissing: (err: unknown) => T | Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isMissingTable(err)) return onMissing(err);
    throw err;
  }
}

/** The query's result, or `empty` while its read model's table does not exist yet. */
export function orWhenMissing<T>(query: Promise<T>, empty: T): Promise<T> {
  return whenMissing(query, () => empty);
}
