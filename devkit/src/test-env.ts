import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { type Infra, startInfra } from './infra.ts';
import { type NatsServer, type NatsServerOptions, startNatsServer } from './nats-server.ts';
import { assertNoPgQueuedQueries, watchPgQueuedQueries } from './pg-queued-queries.ts';
import { type PostgresServer, startPostgresServer } from './postgres-server.ts';
import { startInPrivateDir } from './private-dir.ts';

let shared: Promise<Infra> | undefined;

/**
 * The servers for this test run: the ones `scripts/test.ts` started (passed down as
 * NATS_URL / DATABASE_URL), or, when a file is run on its own, a private pair that
 * stops when the process exits.
 */
export function testInfra(): Promise<Infra> {
  shared ??= startInfra().then((infra) => {
    infra.stopOnExit();
    return infra;
  });
  return shared;
}

/**
 * A nats-server of the test file's own, for what the shared one cannot do (operator-mode
 * auth, restarts). Its data lives in a temporary directory that `stop()` removes; it is also
 * killed when the process exits, so a failing test leaves nothing behind.
 *
 * @example
 * const nats = await startPrivateNatsServer({ configText: serverConfig(material) });
 * after(() => nats.stop());
 */
export async function startPrivateNatsServer(opts: Omit<NatsServerOptions, 'dataDir'> = {}): Promise<NatsServer> {
  return startInPrivateDir('gamepod-nats-', (dataDir) => startNatsServer({ ...opts, dataDir }));
}

/** A nats-server of the test file's own that it may kill and start again on the same port and store. */
export type RestartableNats = {
  /** Stays the same across restarts. */
  readonly url: string;
  /** The monitoring endpoint of the server running now (its port is picked again on a restart). */
  readonly monitorUrl: string;
  /** Whether the server runs now. */
  readonly running: boolean;
  /** Ends the server with `signal` (default SIGKILL, as a crash or the OOM killer does). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and JetStream store. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
};

/**
 * Starts a nats-server (JetStream, file store) for one test file that it can kill and start
 * again: what a test of a server restart needs. Killed when the process exits.
 *
 * @example
 * const nats = await startRestartableNats();
 * const env = await openTestEnv({ natsUrl: nats.url });
 * await nats.kill(); await nats.start();
 */
export async function startRestartableNats(
  opts: Omit<NatsServerOptions, 'dataDir' | 'port'> = {},
): Promise<RestartableNats> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamepod-nats-'));
  let server: NatsServer | undefined = await startNatsServer({ ...opts, dataDir });
  const { url, port } = server;
  const onExit = () => {
    server?.process.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const s = server;
    server = undefined;
    if (!s) return;
    s.process.child.kill(signal);
    await s.process.exited;
  };
  let monitorUrl = server.monitorUrl;
  return {
    url,
    get monitorUrl() {
      return monitorUrl;
    },
    get running() {
      return server !== undefined;
    },
    kill,
    async start() {
      // the same client port; the monitor port is picked again
      server ??= await startNatsServer({ ...opts, dataDir, port });
      monitorUrl = server.monitorUrl;
    },
    async destroy() {
      process.off('exit', onExit);
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Postgres server of the test file's own, which it may stop and start again on the same port. */
export type PrivatePostgres = {
  /** The maintenance database's URL; stays the same across restarts. */
  readonly url: string;
  /** Whether the server runs now. */
  readonly running: boolean;
  /** Ends every client connection but the caller's, as a failover or a connection reaper does; returns how many. */
  cutConnections(): Promise<number>;
  /** Stops the server (a fast shutdown: clients are cut off, as a restart does). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
};

/**
 * Starts a Postgres server for one test file, for what the shared one cannot do (restarts).
 * Its data lives in a temporary directory; it is also killed when the process exits.
 *
 * @example
 * const postgres = await startPrivatePostgres();
 * const env = await openTestEnv({ postgresUrl: postgres.url });
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamepod-pg-'));
  let server: PostgresServer | undefined = await startPostgresServer({ dataDir, ephemeral: true });
  const port = server.port;
  const url = server.url;
  const onExit = () => {
    server?.process.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const stop = async () => {
    const s = server;
    server = undefined;
    await s?.stop();
  };
  return {
    url,
    get running() {
      return server !== undefined;
    },
    stop,
    cutConnections: () => cutConnections(url),
    async start() {
      server ??= await startPostgresServer({ dataDir, port, ephemeral: true });
    },
    async destroy() {
      process.off('exit', onExit);
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends every client connection to the server at `url` but its own; returns how many it ended. */
export async function cutConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** Names of an isolated log, structurally the same as `StoreNames` in @gamepod/events. */
export type IsolatedNames = { eventsStream: string; telemetryStream: string; prefix: string };

/** A test file's own database and its own streams, torn down by `close()`. */
export type TestEnv = {
  readonly id: string;
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: IsolatedNames;
  readonly nc: NatsConnection;
  /**
   * Drops the database WITH (FORCE), deletes the streams, closes the connection; then fails
   * if pg warned in this process that a client was asked a query while it ran one.
   */
  close(): Promise<void>;
};

/** A fresh database on the shared server, named after `id`. */
export async function createDatabase(maintenanceUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template template0 encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Opens a test file's isolated environment. `postgresUrl` and `natsUrl` put its database or
 * its streams on other servers than the run's shared ones (private servers a test stops,
 * restarts or configures).
 *
 * @example
 * let env: TestEnv;
 * before(async () => { env = await openTestEnv(); });
 * after(() => env.close());
 */
export async function openTestEnv(
  opts: { readonly postgresUrl?: string; readonly natsUrl?: string } = {},
): Promise<TestEnv> {
  watchPgQueuedQueries();
  const infra = await testInfra();
  const natsUrl = opts.natsUrl ?? infra.natsUrl;
  const maintenanceUrl = opts.postgresUrl ?? infra.databaseUrl;
  const id = randomBytes(6).toString('hex');
  const dbName = `t_${id}`;
  const databaseUrl = await createDatabase(maintenanceUrl, dbName);
  const names: IsolatedNames = { eventsStream: `T${id}_EVENTS`, telemetryStream: `T${id}_TELEMETRY`, prefix: `t${id}` };
  const nc = await connect({ servers: natsUrl, name: `test-${id}` });
  return {
    id,
    natsUrl,
    databaseUrl,
    names,
    nc,
    async close() {
      const jsm = await jetstreamManager(nc);
      for (const stream of [names.eventsStream, names.telemetryStream]) {
        await jsm.streams.delete(stream).catch(() => undefined);
      }
      await nc.close();
      await dropDatabase(maintenanceUrl, dbName);
      assertNoPgQueuedQueries();
    },
  };
}
