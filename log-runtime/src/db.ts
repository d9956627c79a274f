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
  opts: {
    max?: number;
    applicationName?: string;
    connectTimeoutMs?: number;
    /** Postgres ends a session left idle inside a transaction this long (its locks with it). */
    idleInTransactionMs?: number;
  } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    application_name: opts.applicationName,
    ...(opts.idleInTransactionMs ? { idle_in_transaction_session_timeout: opts.idleInTransactionMs } : {}),
    // pg waits forever by default; an unreachable server must fail in seconds
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
  });
  // A client losing its server must not crash the process, idle in the pool (the pool's
  // 'error') or checked out and between queries (the client's own): the query that uses it
  // next fails, and the pool replaces it once it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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

// What node's sockets say when a server is gone or unreachable.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server going away or refusing connections: connection exceptions (class 08),
// shut down by an administrator, a crash or still starting (57P01–57P03), too many connections.
const GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// What pg says, without a code, of a connection that broke or could not be made in time.
const GONE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
];

/**
 * Whether an error says the database could not be reached or dropped the connection (a
 * restart, a failover, a reaper), as opposed to refusing what was asked: a retry on a fresh
 * connection may work, and the data is not at fault. Causes are followed.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || GONE_STATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && GONE_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
