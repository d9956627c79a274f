// The two shapes `npm start` runs the product in. Single (the default): nats-server and Postgres
// as child processes, the projection workers and the API in the launcher's own process.
// Cluster (`--cluster`): production's topology on this machine: three NATS nodes with R3
// streams, Postgres, service and worker processes started from their production entry points,
// and a round-robin proxy in front.
import { join } from 'node:path';
import { startInfra, startLocalCluster } from '@gamepod/devkit';
import { appSigner, localNatsAuth, type NatsAuthMaterial } from '@gamepod/event-store/nats-auth';
import { PRODUCTION_NAMES } from '@gamepod/events';
import { ALL_PROJECTIONS, startProjectionWorkers } from '@gamepod/projections';
import { startServices } from '@gamepod/services';

/** One process of a running gamepod, for runtime.json and the console. */
export type RunningProcess = { readonly name: string; readonly pid: number; readonly url?: string };

/** What either mode started, in the terms the launcher needs. */
export type Launched = {
  readonly mode: 'single' | 'cluster';
  /** Where clients reach the API (the proxy, in cluster mode). */
  readonly apiUrl: string;
  /** NATS_URL's form: one URL, or every node's, comma-separated. */
  readonly natsUrl: string;
  readonly natsNodes: readonly string[];
  readonly natsMonitorUrl: string | null;
  /** Every node's monitoring URL (`/jsz`, `/connz`…). */
  readonly natsMonitors: readonly string[];
  readonly natsCredsFile: string | null;
  readonly databaseUrl: string;
  /** Where the demo stations keep their enrolment (each mode has a log of its own). */
  readonly stationsDir: string;
  /** Applies a new NATS server config (a revocation) on every node. */
  readonly reloadNats?: (configText: string) => Promise<void>;
  /** The servers' process ids, by name (runtime.json's `server_pids`). */
  serverPids(): Record<string, number>;
  processes(): RunningProcess[];
  /** Signals every child to stop, without waiting: for the `exit` handler of a launcher that crashed. */
  signalStopNow(): void;
};

export type LaunchOptions = {
  readonly dataDir: string;
  readonly host: string;
  readonly port: number;
  readonly material: NatsAuthMaterial;
  readonly uiRoot: string;
  /** Takes each stop as soon as its part runs, so a failed or interrupted start stops what began. */
  readonly onStop: (stop: () => Promise<void>) => void;
  readonly say: (line: string) => void;
};

/** nats-server and Postgres as children in sessions of their own; workers and API in this process. */
export async function launchSingle(opts: LaunchOptions): Promise<Launched> {
  const infra = await startInfra({
    dataDir: opts.dataDir,
    log: (l) => opts.say(`  ${l}`),
    natsAuth: localNatsAuth(opts.material),
    // a terminal's Ctrl-C must reach only this process, which stops the servers last
    detached: true,
  });
  opts.onStop(infra.stop);
  // every connection this process opens (workers, services, the demo seed) uses the app creds
  if (infra.natsCredsFile) process.env.NATS_CREDS = infra.natsCredsFile;
  const names = PRODUCTION_NAMES;
  const workers = await startProjectionWorkers({ natsUrl: infra.natsUrl, databaseUrl: infra.databaseUrl, names });
  opts.onStop(workers.stop);
  // the demo seed and the first requests read these read models: their tables must exist
  await workers.ready();
  const services = await startServices({
    natsUrl: infra.natsUrl,
    databaseUrl: infra.databaseUrl,
    names,
    host: opts.host,
    port: opts.port,
    projections: ALL_PROJECTIONS,
    uiRoot: opts.uiRoot,
    natsAuth: appSigner(opts.material),
  });
  opts.onStop(services.close);
  return {
    mode: 'single',
    apiUrl: services.url,
    natsUrl: infra.natsUrl,
    natsNodes: [infra.natsUrl],
    natsMonitorUrl: infra.natsMonitorUrl ?? null,
    natsMonitors: infra.natsMonitorUrl ? [infra.natsMonitorUrl] : [],
    natsCredsFile: infra.natsCredsFile ?? null,
    databaseUrl: infra.databaseUrl,
    stationsDir: join(opts.dataDir, 'stations'),
    ...(infra.reloadNats ? { reloadNats: infra.reloadNats } : {}),
    serverPids: () => ({ ...infra.pids }),
    processes: () => [
      { name: 'launcher (API, projection workers, demo stations)', pid: process.pid, url: services.url },
      ...Object.entries(infra.pids).map(([name, pid]) => ({
        name,
        pid,
        url: name === 'postgres' ? infra.databaseUrl : infra.natsUrl,
      })),
    ],
    signalStopNow: () => infra.signalStopNow(),
  };
}

/** Production's topology on loopback; its data lives in `<dataDir>/cluster`, apart from single mode's log. */
export async function launchCluster(opts: LaunchOptions): Promise<Launched> {
  const dataDir = join(opts.dataDir, 'cluster');
  const cluster = await startLocalCluster({
    dataDir,
    port: opts.port,
    host: opts.host,
    natsAuth: localNatsAuth(opts.material),
    detached: true,
    log: (l) => opts.say(`  ${l}`),
  });
  opts.onStop(cluster.stop);
  if (cluster.natsCredsFile) process.env.NATS_CREDS = cluster.natsCredsFile;
  const serverNames = new Set([...cluster.nats.nodes.map((n) => n.name), 'postgres']);
  return {
    mode: 'cluster',
    apiUrl: cluster.apiUrl,
    natsUrl: cluster.natsUrl,
    natsNodes: cluster.nats.urls,
    natsMonitorUrl: cluster.nats.nodes[0]?.monitorUrl ?? null,
    natsMonitors: cluster.nats.nodes.map((n) => n.monitorUrl),
    natsCredsFile: cluster.natsCredsFile ?? null,
    databaseUrl: cluster.databaseUrl,
    stationsDir: join(dataDir, 'stations'),
    reloadNats: (configText) => cluster.nats.reload(configText),
    serverPids: () => Object.fromEntries(Object.entries(cluster.pids()).filter(([name]) => serverNames.has(name))),
    processes: () => [
      { name: 'launcher (proxy, demo stations)', pid: process.pid, url: cluster.apiUrl },
      ...cluster.nats.nodes.map((n) => ({ name: n.name, pid: n.pid ?? 0, url: n.url })),
      { name: 'postgres', pid: cluster.postgres.process.child.pid ?? 0, url: cluster.databaseUrl },
      ...cluster.services.map((s) => ({ name: s.name, pid: s.pid ?? 0, url: s.url })),
      ...cluster.workers.map((w) => ({ name: w.name, pid: w.pid ?? 0, url: w.healthUrl })),
    ],
    signalStopNow: () => cluster.signalStopNow(),
  };
}
