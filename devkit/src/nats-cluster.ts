// A JetStream cluster of nats-servers on loopback, each node a child process with its own
// ports and store, for `npm start -- --cluster`, tests and benchmarks that kill nodes and bring
// them back. A node keeps its ports across restarts, so the routes and the URLs clients hold stay
// valid.
import { join } from 'node:path';
import type { ManagedProcess } from './child-process.ts';
import { freePort } from './free-port.ts';
import { type NatsClusterMembership, type NatsServer, startNatsServer } from './nats-server.ts';

export type NatsClusterOptions = {
  /** Each node keeps its store, config and pid file in `<dataDir>/nats-<n>`. */
  dataDir: string;
  /** How many nodes (default 3: the smallest cluster that keeps R3 streams writable with one node down). */
  nodes?: number;
  /** The cluster's name (default `gamepod-local`). */
  name?: string;
  /**
   * Config every node shares, e.g. operator-mode auth (`localNatsAuth(material).configText`
   * from @gamepod/events). devkit adds each node's name, cluster block and JetStream store.
   */
  configText?: string;
  /** Runs each node in a session of its own (see `NatsServerOptions.detached`). */
  detached?: boolean;
};

/** One node of a `NatsCluster`: a handle that stays valid across kills and restarts. */
export type NatsNode = {
  /** Its server name, `nats-1`…, as the monitoring endpoints and stream infos name it. */
  readonly name: string;
  readonly dataDir: string;
  readonly url: string;
  readonly monitorUrl: string;
  /** The running process, undefined while the node is down. */
  readonly process: ManagedProcess | undefined;
  readonly pid: number | undefined;
  isRunning(): boolean;
  /** Sends `signal` (default SIGKILL: a crash) and waits until the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the node again on its ports and store (after `kill` or `stop`), and waits for its health. */
  restart(): Promise<void>;
  /** Stops the node cleanly (SIGTERM). */
  stop(): Promise<void>;
  /** Rewrites the shared part of its config and reloads it (see `NatsServer.reload`). */
  reload(configText: string): Promise<void>;
};

export type NatsCluster = {
  readonly nodes: readonly NatsNode[];
  /** Every node's client URL: give clients all of them, so they fail over. */
  readonly urls: readonly string[];
  /** `urls` joined with commas, the form NATS_URL takes. */
  readonly url: string;
  node(name: string): NatsNode;
  /** The JetStream meta leader's name, as a running node reports it through `/jsz`. */
  metaLeader(): Promise<string | undefined>;
  /** Waits until the running nodes agree on a meta leader, and returns its name. */
  waitForMetaLeader(timeoutMs?: number): Promise<string>;
  /** The name of the node leading `stream` (any account), as `/jsz` reports it. */
  streamLeader(stream: string): Promise<string | undefined>;
  /** The names of the nodes holding `stream` that are current (leader included), as the leader reports them. */
  streamReplicas(stream: string): Promise<{ leader: string; current: string[]; lagging: string[] } | undefined>;
  /** Each running node's last sequence of `stream`, by node name: a node that caught up shows the leader's. */
  streamLastSeqs(stream: string): Promise<Record<string, number>>;
  /** Reloads `configText` on every running node. */
  reload(configText: string): Promise<void>;
  /** Process ids of the running nodes, by name. */
  pids(): Record<string, number>;
  /** Sends every node its stop signal without waiting (a process `exit` handler). */
  signalStopNow(): void;
  stop(): Promise<void>;
};

type Jsz = {
  meta_cluster?: { leader?: string; cluster_size?: number };
  account_details?: Array<{
    stream_detail?: Array<{
      name: string;
      state?: { last_seq?: number };
      cluster?: { leader?: string; replicas?: Array<{ name: string; current: boolean; offline?: boolean }> };
    }>;
  }>;
};

async function jsz(monitorUrl: string, query = ''): Promise<Jsz | undefined> {
  try {
    const res = await fetch(`${monitorUrl}/jsz${query}`, { signal: AbortSignal.timeout(2_000) });
    return res.ok ? ((await res.json()) as Jsz) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a JetStream cluster on loopback and waits until it has a meta leader.
 *
 * @example
 * const cluster = await startNatsCluster({ dataDir, configText: localNatsAuth(material).configText });
 * await cluster.node(await cluster.streamLeader('GP_EVENTS') ?? '').kill();
 */
export async function startNatsCluster(opts: NatsClusterOptions): Promise<NatsCluster> {
  // the ports are picked free and then let go, so another process may take one first; every
  // node names every route port, so a lost port means a new set for the whole cluster
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNatsClusterOnce(opts);
    } catch (err) {
      if (attempt >= PORT_ATTEMPTS || !String(err).includes('address already in use')) throw err;
    }
  }
}

const PORT_ATTEMPTS = 3;

async function startNatsClusterOnce(opts: NatsClusterOptions): Promise<NatsCluster> {
  const size = opts.nodes ?? 3;
  const ports = [];
  for (let i = 0; i < size; i++)
    ports.push({ client: await freePort(), monitor: await freePort(), route: await freePort() });
  const routePorts = ports.map((p) => p.route);
  let shared = opts.configText ?? '';
  const nodes = ports.map((p, i): NatsNode & { start(): Promise<void> } => {
    const name = `nats-${i + 1}`;
    const dataDir = join(opts.dataDir, name);
    const membership: NatsClusterMembership = {
      clusterName: opts.name ?? 'gamepod-local',
      serverName: name,
      routePort: p.route,
      routePorts,
    };
    let server: NatsServer | undefined;
    const node = {
      name,
      dataDir,
      url: `nats://127.0.0.1:${p.client}`,
      monitorUrl: `http://127.0.0.1:${p.monitor}`,
      get process() {
        return server?.process;
      },
      get pid() {
        return server?.process.child.pid;
      },
      isRunning: () =>
        server !== undefined && server.process.child.exitCode === null && !server.process.child.signalCode,
      async start() {
        server = await startNatsServer({
          dataDir,
          port: p.client,
          monitorPort: p.monitor,
          configText: shared,
          cluster: membership,
          detached: opts.detached ?? false,
        });
      },
      async kill(signal: NodeJS.Signals = 'SIGKILL') {
        const proc = server?.process;
        if (!proc || !node.isRunning()) return;
        proc.child.kill(signal);
        await proc.exited;
      },
      async restart() {
        if (node.isRunning()) throw new Error(`${name} is running: kill or stop it before restart()`);
        await node.start();
      },
      async stop() {
        await server?.stop();
      },
      async reload(configText: string) {
        shared = configText;
        if (server && node.isRunning()) await server.reload(configText);
      },
    };
    return node;
  });
  const running = () => nodes.filter((n) => n.isRunning());
  const cluster: NatsCluster = {
    nodes,
    urls: nodes.map((n) => n.url),
    url: nodes.map((n) => n.url).join(','),
    node(name) {
      const found = nodes.find((n) => n.name === name);
      if (!found) throw new Error(`no node ${name} (the nodes are ${nodes.map((n) => n.name).join(', ')})`);
      return found;
    },
    async metaLeader() {
      for (const n of running()) {
        const leader = (await jsz(n.monitorUrl))?.meta_cluster?.leader;
        if (leader) return leader;
      }
      return undefined;
    },
    async waitForMetaLeader(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = await Promise.all(running().map(async (n) => (await jsz(n.monitorUrl))?.meta_cluster?.leader));
        const leader = seen[0];
        if (leader && seen.every((l) => l === leader)) return leader;
        if (Date.now() > deadline) throw new Error(`the NATS cluster elected no meta leader within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async streamLeader(stream) {
      return (await cluster.streamReplicas(stream))?.leader;
    },
    async streamReplicas(stream) {
      // a follower may still name a dead leader; the leader's own view is the one to trust
      const leaderSays = async (n: NatsNode) => {
        const info = await jsz(n.monitorUrl, '?accounts=true&streams=true');
        for (const account of info?.account_details ?? []) {
          const found = account.stream_detail?.find((s) => s.name === stream);
          if (found?.cluster?.leader) return found.cluster;
        }
        return undefined;
      };
      for (const n of running()) {
        const named = (await leaderSays(n))?.leader;
        const leader = nodes.find((x) => x.name === named);
        if (!leader?.isRunning()) continue;
        const view = await leaderSays(leader);
        if (view?.leader !== leader.name) continue;
        const others = (view.replicas ?? []).filter((r) => r.name !== leader.name);
        return {
          leader: leader.name,
          current: [leader.name, ...others.filter((r) => r.current && !r.offline).map((r) => r.name)],
          lagging: others.filter((r) => !r.current || r.offline).map((r) => r.name),
        };
      }
      return undefined;
    },
    async streamLastSeqs(stream) {
      const out: Record<string, number> = {};
      for (const n of running()) {
        const info = await jsz(n.monitorUrl, '?accounts=true&streams=true');
        for (const account of info?.account_details ?? []) {
          const found = account.stream_detail?.find((s) => s.name === stream);
          if (found) out[n.name] = found.state?.last_seq ?? 0;
        }
      }
      return out;
    },
    async reload(configText) {
      for (const n of nodes) await n.reload(configText);
    },
    pids() {
      return Object.fromEntries(running().map((n) => [n.name, n.pid ?? 0]));
    },
    signalStopNow() {
      for (const n of running()) n.process?.signalStop();
    },
    async stop() {
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
  try {
    // in parallel: a node waits for its routes to form before its JetStream reports healthy;
    // every start settles before a failure is thrown, so no node comes up after the clean-up
    const started = await Promise.allSettled(nodes.map((n) => n.start()));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await cluster.waitForMetaLeader();
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}
