import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { natsServerBinary } from './binaries.ts';
import { type ManagedProcess, spawnManaged, waitUntil } from './child-process.ts';

export type NatsServer = {
  readonly url: string;
  readonly port: number;
  readonly monitorUrl: string;
  readonly process: ManagedProcess;
  stop(): Promise<void>;
};

export type NatsServerOptions = {
  /** JetStream file store and ports file live here. */
  dataDir: string;
  /** Client port; a free one is picked when left out. Pass the old port to restart "the same" server. */
  port?: number;
};

/** Starts nats-server with JetStream (file store) on loopback and waits for /healthz. */
export async function startNatsServer(opts: NatsServerOptions): Promise<NatsServer> {
  const { dataDir } = opts;
  mkdirSync(dataDir, { recursive: true });
  const portsDir = join(dataDir, 'ports');
  mkdirSync(portsDir, { recursive: true });
  const args = ['-a', '127.0.0.1', '-p', String(opts.port ?? -1), '-m', '-1', '-js', '-sd', join(dataDir, 'jetstream')];
  args.push('--ports_file_dir', portsDir);
  const proc = spawnManaged('nats-server', natsServerBinary(), args);
  let ports: { nats?: string[]; monitoring?: string[] } | undefined;
  await waitUntil('its ports file', proc, async () => {
    const pid = proc.child.pid;
    const file = readdirSync(portsDir).find((f) => f.endsWith(`_${pid}.ports`));
    if (!file) return false;
    ports = JSON.parse(readFileSync(join(portsDir, file), 'utf8'));
    return Boolean(ports?.nats?.[0] && ports.monitoring?.[0]);
  });
  const url = ports?.nats?.[0] ?? '';
  const monitorUrl = ports?.monitoring?.[0] ?? '';
  await waitUntil('JetStream health', proc, async () => {
    const res = await fetch(`${monitorUrl}/healthz?js-enabled-only=true`);
    return res.ok;
  });
  return {
    url,
    port: Number(new URL(url).port),
    monitorUrl,
    process: proc,
    stop: () => proc.stop('SIGTERM'),
  };
}
