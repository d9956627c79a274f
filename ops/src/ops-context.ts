import { connectNats, loadRuntimeConfig, RUNTIME_FILE, type RuntimeConfig } from '@gamepod/event-store';
import { type StoreNames, ValidationError } from '@gamepod/events';
import { type AnyDB, openDatabase } from '@gamepod/log-runtime';
import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import type pg from 'pg';
// for its side effect: int8 sequences come back as numbers, as every read model expects
import { OpsError } from './ops-errors.ts';

/** How long "the server is not there" may take to find out. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The log, reached over NATS. */
export type OpsNats = {
  readonly config: RuntimeConfig;
  readonly names: StoreNames;
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
};

/** The log and the read models. */
export type OpsDb = { readonly db: Kysely<AnyDB>; readonly pool: pg.Pool };

/** Where the servers are; the ValidationError from loadRuntimeConfig already says how to fix a miss. */
export function runtimeConfig(): RuntimeConfig {
  try {
    return loadRuntimeConfig();
  } catch (err) {
    if (err instanceof ValidationError) throw new OpsError(err.message);
    // a runtime.json cut short by a crash surfaces as a JSON.parse message; say which file
    throw new OpsError(`cannot read ${RUNTIME_FILE}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Connects to NATS once, failing within seconds: an ops tool must not hang on a dead server. */
export async function openNats(config: RuntimeConfig): Promise<OpsNats> {
  let nc: NatsConnection;
  try {
    nc = await connectNats({
      url: config.natsUrl,
      name: 'gamepod-ops',
      ...(config.natsCredsFile ? { credsFile: config.natsCredsFile } : {}),
      timeoutMs: CONNECT_TIMEOUT_MS,
      maxReconnectAttempts: 10,
    });
  } catch (err) {
    throw new OpsError(
      `cannot reach NATS at ${redact(config.natsUrl)}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  try {
    return { config, names: config.names, nc, js: jetstream(nc), jsm: await jetstreamManager(nc) };
  } catch (err) {
    await nc.close().catch(() => undefined);
    throw new OpsError(
      `NATS at ${redact(config.natsUrl)} has no JetStream: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** A small pool, checked with one query so an unreachable server fails here, not mid-command. */
export async function openDb(config: RuntimeConfig): Promise<OpsDb> {
  const { db, pool } = openDatabase(config.databaseUrl, {
    max: 4,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    applicationName: 'gamepod-ops',
  });
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new OpsError(
      `cannot reach Postgres at ${redact(config.databaseUrl)}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return { db, pool };
}

/** Drops a password from a URL before it goes into a message. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (!u.password) return url;
    u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/** Stream facts every command starts from; a missing stream is an error with a reason. */
export async function eventsStreamState(
  nats: Pick<OpsNats, 'jsm' | 'names'> & { readonly config?: { readonly natsUrl: string } },
): Promise<{ firstSeq: number; lastSeq: number; messages: number }> {
  try {
    const { state } = await nats.jsm.streams.info(nats.names.eventsStream);
    return { firstSeq: state.first_seq, lastSeq: state.last_seq, messages: state.messages };
  } catch (err) {
    if ((err as { code?: number }).code === 10059) {
      throw new OpsError(
        `the events stream ${nats.names.eventsStream} does not exist${nats.config ? ` on ${nats.config.natsUrl}` : ''}`,
      );
    }
    throw err;
  }
}

/**
 * What a command may open, opened on first use and closed by the CLI: a command that fails
 * on its arguments never needs the servers to be up.
 */
export class OpsContext {
  #config: RuntimeConfig | undefined;
  #nats: Promise<OpsNats> | undefined;
  #db: Promise<OpsDb> | undefined;

  /** `config` names the servers and the log outright (a bench's own); without it, they are found as the CLI finds them. */
  constructor(config?: RuntimeConfig) {
    this.#config = config;
  }

  config(): RuntimeConfig {
    this.#config ??= runtimeConfig();
    return this.#config;
  }

  nats(): Promise<OpsNats> {
    this.#nats ??= openNats(this.config());
    return this.#nats;
  }

  db(): Promise<OpsDb> {
    this.#db ??= openDb(this.config());
    return this.#db;
  }

  async close(): Promise<void> {
    const nats = await this.#nats?.catch(() => undefined);
    const db = await this.#db?.catch(() => undefined);
    await nats?.nc.close().catch(() => undefined);
    await db?.db.destroy().catch(() => undefined);
  }
}

/** Where a command writes: the process's streams, or fakes in tests. */
export type OpsIO = {
  readonly stdout: { readonly isTTY?: boolean; write(chunk: string): unknown };
  readonly stderr: { readonly isTTY?: boolean; write(chunk: string): unknown };
};
