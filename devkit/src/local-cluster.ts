// Production's topology on one machine: a NATS cluster with R3 streams, Postgres, several
// service processes and projection-worker processes started from their production entry
// points (configured through the environment, as in a container), and a round-robin proxy in
// front. For `npm start -- --cluster`, tests, and benchmarks that kill any part and start it again.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManagedProcess } from './child-process.ts';
import { freePort } from './free-port.ts';
import type { NatsAuthSetup } from './infra.ts';
import { type NatsCluster, startNatsCluster } from './nats-cluster.ts';
import { type NodeProcess, startNodeProcess } from './node-process.ts';
import { type PostgresServer, startPostgresServer } from './postgres-server.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';
import { cutConnections } from './test-env.ts';

/** The repository devkit lives in: where the production entry points are. */
const REPO_ROOT = new URL('../..', import.meta.url).pathname;

export const SERVICES_ENTRY = 'services/src/main.ts';
export const WORKERS_ENTRY = 'projections/src/main.ts';

export type LocalClusterOptions = {
  /** Where everything keeps its data (`nats-1`…, `postgres`, `logs`). Left out: a temporary dir, removed on stop. */
  dataDir?: string;
  /** NATS nodes (default 3). */
  natsNodes?: number;
  /** Service processes behind the proxy (default 2). */
  services?: number;
  /** Projection-worker processes (default 2; each read model runs in one of them, the others stand by). */
  workers?: number;
  /** The proxy's port (default 0: a free one). */
  port?: number;
  host?: string;
  /**
   * Operator-mode NATS, as `npm start` runs it. With `accountSigner` (the app account's signer
   * as JSON, `NATS_ACCOUNT_SIGNER`'s file) the services mint each bridge's creds.
   */
  natsAuth?: NatsAuthSetup & { readonly accountSigner?: string };
  /** Replicas of the streams the processes create (default: 3, or the node count if smaller). */
  streamReplicas?: number;
  /** More environment for the service and worker processes (GP_NAMESPACE, LOG_LEVEL…). */
  env?: NodeJS.ProcessEnv;
  /** Runs every server and process in a session of its own (see `NatsServerOptions.detached`). */
  detached?: boolean;
  log?: (line: string) => void;
};

/** The cluster's Postgres: a handle that stays valid across `stop` and `start` (same port, same data). */
export type ClusterPostgres = {
  readonly url: string;
  readonly port: number;
  /** The running server process (the last one, once stopped). */
  readonly process: ManagedProcess;
  isRunning(): boolean;
  /** A fast shutdown (SIGINT: open transactions rolled back, clients cut off), as a restart begins. */
  stop(): Promise<void>;
  /** Starts it again on its port and data, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Ends every client connection but its own, as a failover or a connection reaper does; returns how many. */
  cutConnections(): Promise<number>;
};

/** A service process and the URL it serves on (behind the proxy). */
export type ServiceProcess = NodeProcess & { readonly url: string };
/** A projection-worker process and its health endpoint. */
export type WorkerProcess = NodeProcess & { readonly healthUrl: string };

export type LocalCluster = {
  readonly dataDir: string;
  readonly nats: NatsCluster;
  /** Every node's URL, comma-separated (NATS_URL's form): clients fail over between them. */
  readonly natsUrl: string;
  readonly postgres: ClusterPostgres;
  readonly databaseUrl: string;
  /** The app user's creds (mode 0600), with `natsAuth`. */
  readonly natsCredsFile?: string;
  readonly services: readonly ServiceProcess[];
  readonly workers: readonly WorkerProcess[];
  readonly proxy: RoundRobinProxy;
  /** The proxy's URL: where clients reach the API. */
  readonly apiUrl: string;
  /** Process ids of everything running, by name (`nats-1`, `postgres`, `services-1`, `workers-1`…). */
  pids(): Record<string, number>;
  /** Sends every server and process its stop signal without waiting (a process `exit` handler). */
  signalStopNow(): void;
  /** Stops the proxy, the services, the workers, then NATS and Postgres. */
  stop(): Promise<void>;
};

const healthy = async (url: string, accept: (body: unknown) => boolean = () => true): Promise<boolean> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return res.ok && accept(await res.json());
};

/** A worker process is ready once every read model has migrated and runs or stands by. */
const workersReady = (body: unknown) =>
  ((body as { data?: { workers?: Array<{ state: string }> } }).data?.workers ?? []).every(
    (w) => w.state === 'running' || w.state === 'standby',
  );

function writeSecret(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}

function clusterPostgres(
  first: PostgresServer,
  dataDir: string,
  ephemeral: boolean,
  detached: boolean,
): ClusterPostgres {
  let server: PostgresServer = first;
  let running = true;
  return {
    url: first.url,
    port: first.port,
    get process() {
      return server.process;
    },
    isRunning: () => running && server.process.child.exitCode === null && server.process.child.signalCode === null,
    async stop() {
      running = false;
      await server.stop();
    },
    async start() {
      if (running && server.process.child.exitCode === null) throw new Error('postgres is running: stop it first');
      server = await startPostgresServer({ dataDir, port: first.port, ephemeral, detached });
      running = true;
    },
    cutConnections: () => cutConnections(first.url),
  };
}

/**
 * Starts the cluster and waits until the proxy serves a healthy API.
 *
 * @example
 * const cluster = await startLocalCluster({ natsAuth: { ...localNatsAuth(material), accountSigner } });
 * await cluster.services[0]?.kill(); await cluster.services[0]?.restart();
 */
export async function startLocalCluster(opts: LocalClusterOptions = {}): Promise<LocalCluster> {
  const temporary = opts.dataDir === undefined;
  const root = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'gamepod-cluster-'));
  const log = opts.log ?? (() => undefined);
  const detached = opts.detached ?? false;
  const nodeCount = opts.natsNodes ?? 3;
  const logs = join(root, 'logs');
  mkdirSync(logs, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  const signals: Array<() => void> = [];
  const stopAll = async () => {
    // what uses the servers first, in reverse start order; the servers last
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    if (temporary) rmSync(root, { recursive: true, force: true });
  };
  try {
    const [natsStarted, postgresStarted] = await Promise.allSettled([
      startNatsCluster({
        dataDir: root,
        nodes: nodeCount,
        detached,
        ...(opts.natsAuth ? { configText: opts.natsAuth.configText } : {}),
      }),
      startPostgresServer({ dataDir: join(root, 'postgres'), ephemeral: temporary, detached }),
    ]);
    if (natsStarted.status === 'fulfilled') stops.push(() => natsStarted.value.stop());
    // the handle's stop once there is one: the server running at the end, which a test may have restarted
    let stopPostgres = () =>
      postgresStarted.status === 'fulfilled' ? postgresStarted.value.stop() : Promise.resolve();
    stops.push(() => stopPostgres());
    if (natsStarted.status === 'rejected') throw natsStarted.reason;
    if (postgresStarted.status === 'rejected') throw postgresStarted.reason;
    const nats = natsStarted.value;
    const postgres = clusterPostgres(postgresStarted.value, join(root, 'postgres'), temporary, detached);
    signals.push(
      () => nats.signalStopNow(),
      () => postgres.process.signalStop(),
    );
    log(
      `nats cluster  ${nats.nodes.map((n) => `${n.name} ${n.url}`).join(', ')} (meta leader ${await nats.metaLeader()})`,
    );
    stopPostgres = () => postgres.stop();
    log(`postgres      ${postgres.url}`);
    const env: NodeJS.ProcessEnv = {
      NATS_URL: nats.url,
      DATABASE_URL: postgres.url,
      NATS_STREAM_REPLICAS: String(opts.streamReplicas ?? Math.min(3, nodeCount)),
      GP_DATA_DIR: root,
      ...opts.env,
    };
    let natsCredsFile: string | undefined;
    const auth = opts.natsAuth;
    if (auth) {
      natsCredsFile = join(root, 'app.creds');
      writeSecret(natsCredsFile, typeof auth.appCreds === 'function' ? auth.appCreds() : auth.appCreds);
      env.NATS_CREDS = natsCredsFile;
    }
    const serviceEnv: NodeJS.ProcessEnv = { UI_ROOT: REPO_ROOT, TRUST_PROXY: '127.0.0.1' };
    if (auth?.accountSigner) {
      serviceEnv.NATS_ACCOUNT_SIGNER = join(root, 'account-signer.json');
      writeSecret(serviceEnv.NATS_ACCOUNT_SIGNER, auth.accountSigner);
    }
    const startingWorkers = Promise.all(
      Array.from({ length: opts.workers ?? 2 }, async (_, i): Promise<WorkerProcess> => {
        const name = `workers-${i + 1}`;
        const port = await freePort();
        const healthUrl = `http://127.0.0.1:${port}/health`;
        const proc = await startNodeProcess({
          name,
          entry: WORKERS_ENTRY,
          cwd: REPO_ROOT,
          env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
          ready: () => healthy(healthUrl, workersReady),
          detached,
          logFile: join(logs, `${name}.log`),
        });
        stops.push(() => proc.stop());
        signals.push(() => proc.process?.signalStop());
        return Object.assign(proc, { healthUrl });
      }),
    );
    const startingServices = Promise.all(
      Array.from({ length: opts.services ?? 2 }, async (_, i): Promise<ServiceProcess> => {
        const name = `services-${i + 1}`;
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const proc = await startNodeProcess({
          name,
          entry: SERVICES_ENTRY,
          cwd: REPO_ROOT,
          env: { ...env, ...serviceEnv, PORT: String(port), HOST: '127.0.0.1' },
          ready: () => healthy(`${url}/api/v1/health`),
          detached,
          logFile: join(logs, `${name}.log`),
        });
        stops.push(() => proc.stop());
        signals.push(() => proc.process?.signalStop());
        return Object.assign(proc, { url });
      }),
    );
    // both at once (neither needs the other to start); the proxy opens once both are ready, so
    // the first request through it finds the read models migrated
    const [workersStarted, servicesStarted] = await Promise.allSettled([startingWorkers, startingServices]);
    if (workersStarted.status === 'rejected') throw workersStarted.reason;
    if (servicesStarted.status === 'rejected') throw servicesStarted.reason;
    const workers = workersStarted.value;
    const services = servicesStarted.value;
    for (const w of workers) log(`${w.name.padEnd(13)} ${w.healthUrl} (pid ${w.pid})`);
    for (const s of services) log(`${s.name.padEnd(13)} ${s.url} (pid ${s.pid})`);
    const proxy = await startRoundRobinProxy({
      targets: services.map((s) => s.url),
      port: opts.port ?? 0,
      ...(opts.host ? { host: opts.host } : {}),
    });
    stops.push(() => proxy.close());
    log(`proxy         ${proxy.url} → ${services.map((s) => s.name).join(', ')}`);
    log(`logs          ${logs}/`);
    return {
      dataDir: root,
      nats,
      natsUrl: nats.url,
      postgres,
      databaseUrl: postgres.url,
      ...(natsCredsFile ? { natsCredsFile } : {}),
      services,
      workers,
      proxy,
      apiUrl: proxy.url,
      pids() {
        const out: Record<string, number> = { ...nats.pids() };
        if (postgres.isRunning()) out.postgres = postgres.process.child.pid ?? 0;
        for (const p of [...services, ...workers]) if (p.isRunning()) out[p.name] = p.pid ?? 0;
        return out;
      },
      signalStopNow() {
        for (const s of signals) s();
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
