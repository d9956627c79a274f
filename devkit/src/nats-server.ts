import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { natsServerBinary } from './binaries.ts';
import { type ManagedProcess, spawnManaged, waitUntil } from './child-process.ts';
import { natsPidFile } from './leftovers.ts';

export type NatsServer = {
  readonly url: string;
  readonly port: number;
  readonly monitorUrl: string;
  readonly process: ManagedProcess;
  /** The config file, when started with `configText`. */
  readonly configFile?: string;
  /**
   * Rewrites the config file (started with `configText` only), signals a reload and waits
   * until the server has applied it: how account JWTs change under the MEMORY resolver.
   */
  reload(configText: string): Promise<void>;
  stop(): Promise<void>;
};

export type NatsServerOptions = {
  /** JetStream file store and ports file live here. */
  dataDir: string;
  /** Client port; a free one is picked when left out. Pass the old port to restart "the same" server. */
  port?: number;
  /** Monitoring port; a free one is picked when left out. */
  monitorPort?: number;
  /**
   * Runs the server in a session (and so a process group) of its own, so that a terminal's
   * Ctrl-C reaches only the launcher, which then stops the server after what uses it.
   */
  detached?: boolean;
  /** Makes this server a node of a cluster (which needs a config file, so one is written). */
  cluster?: NatsClusterMembership;
  /**
   * A nats-server config (e.g. operator mode from @gamepod/events `serverConfig`), written to
   * `<dataDir>/nats-server.conf` and passed with `-c`. The address and port flags still apply
   * and win over the file. JetStream is devkit's to configure (its store lives in dataDir), so
   * the text must not mention `jetstream`; see `jetstreamBlock` for why it goes in the file.
   */
  configText?: string;
};

/** A node's place in a cluster: its unique name, its route port, and every node's route port. */
export type NatsClusterMembership = {
  readonly clusterName: string;
  readonly serverName: string;
  readonly routePort: number;
  readonly routePorts: readonly number[];
};

function membershipBlock(m: NatsClusterMembership): string {
  const q = JSON.stringify;
  const routes = m.routePorts.map((p) => q(`nats-route://127.0.0.1:${p}`)).join(', ');
  return `# added by devkit: this node's place in the cluster\nserver_name: ${q(m.serverName)}\ncluster {\n  name: ${q(m.clusterName)}\n  listen: ${q(`127.0.0.1:${m.routePort}`)}\n  routes: [${routes}]\n}\n`;
}

/** Where `startNatsServer` writes `configText`. */
export function natsConfigFile(dataDir: string): string {
  return join(dataDir, 'nats-server.conf');
}

/**
 * With a config file, JetStream is set in the file rather than by `-js -sd`, because
 * nats-server 2.9.10 mishandles the flags there: `store_dir` in the file next to `-sd` is a
 * fatal "Duplicate 'store_dir'"; `jetstream: enabled` in the file plus `-sd` makes every
 * reload fail ("config reload not supported for jetstream storage dir"); and `-js` alone
 * with no jetstream in the file shuts JetStream down on the first reload. Both forms store
 * under `<dir>/jetstream`, so a data dir works with and without a config.
 */
function jetstreamBlock(dataDir: string): string {
  return `\n# added by devkit: JetStream's store lives in the data dir\njetstream { store_dir: ${JSON.stringify(join(dataDir, 'jetstream'))} }\n`;
}

function writeConfig(file: string, dataDir: string, configText: string, cluster?: NatsClusterMembership): void {
  if (/^\s*jetstream\s*[:={\s]/m.test(configText))
    throw new Error('startNatsServer: configText must not configure jetstream; devkit adds its store in dataDir');
  if (cluster && /^\s*(cluster|server_name)\s*[:={\s]/m.test(configText))
    throw new Error("startNatsServer: with `cluster`, configText must not configure the cluster or the server's name");
  // operator-mode configs hold no seeds, but they are auth config: owner-only all the same
  const text = `${configText}\n${cluster ? membershipBlock(cluster) : ''}${jetstreamBlock(dataDir)}`;
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Starts nats-server with JetStream (file store) on loopback and waits for /healthz. */
export async function startNatsServer(opts: NatsServerOptions): Promise<NatsServer> {
  // absolute, so the command line names the data dir: how a later run recognises it as ours
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const portsDir = join(dataDir, 'ports');
  mkdirSync(portsDir, { recursive: true });
  const withFile = opts.configText !== undefined || opts.cluster !== undefined;
  const configFile = withFile ? natsConfigFile(dataDir) : undefined;
  const ports = ['-a', '127.0.0.1', '-p', String(opts.port ?? -1), '-m', String(opts.monitorPort ?? -1)];
  const args: string[] = [];
  if (configFile) {
    writeConfig(configFile, dataDir, opts.configText ?? '', opts.cluster);
    args.push('-c', configFile, ...ports);
  } else {
    args.push(...ports, '-js', '-sd', join(dataDir, 'jetstream'));
  }
  args.push('--ports_file_dir', portsDir, '-P', natsPidFile(dataDir));
  const proc = spawnManaged(opts.cluster?.serverName ?? 'nats-server', natsServerBinary(), args, {
    detached: opts.detached ?? false,
  });
  let listening: { nats?: string[]; monitoring?: string[] } | undefined;
  await waitUntil('its ports file', proc, async () => {
    const pid = proc.child.pid;
    const file = readdirSync(portsDir).find((f) => f.endsWith(`_${pid}.ports`));
    if (!file) return false;
    listening = JSON.parse(readFileSync(join(portsDir, file), 'utf8'));
    return Boolean(listening?.nats?.[0] && listening.monitoring?.[0]);
  });
  const url = listening?.nats?.[0] ?? '';
  const monitorUrl = listening?.monitoring?.[0] ?? '';
  await waitUntil('JetStream health', proc, async () => {
    const res = await fetch(`${monitorUrl}/healthz?js-enabled-only=true`);
    return res.ok;
  });
  const loadTime = async () =>
    ((await (await fetch(`${monitorUrl}/varz`)).json()) as { config_load_time?: string }).config_load_time;
  return {
    url,
    port: Number(new URL(url).port),
    monitorUrl,
    process: proc,
    ...(configFile ? { configFile } : {}),
    async reload(configText: string) {
      if (!configFile) throw new Error('reload: this nats-server was started without a config');
      writeConfig(configFile, dataDir, configText, opts.cluster);
      const before = await loadTime();
      proc.child.kill('SIGHUP');
      // a failed reload leaves the load time alone; the timeout error then shows the server's reason
      await waitUntil('the config reload', proc, async () => (await loadTime()) !== before, 5_000);
      await waitUntil('JetStream health after the reload', proc, async () => {
        const res = await fetch(`${monitorUrl}/healthz?js-enabled-only=true`);
        return res.ok;
      });
    },
    stop: () => proc.stop('SIGTERM'),
  };
}
