// `npm start -- --cluster`: production's topology on this machine, reached through its proxy.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { eventually, freePort, isRunning } from '@gamepod/devkit';

const root = new URL('../..', import.meta.url).pathname;
type Runtime = {
  pid: number;
  mode: string;
  api: string;
  nats: string;
  nats_nodes: string[];
  nats_monitor: string;
  nats_monitors: string[];
  server_pids: Record<string, number>;
  processes: Array<{ name: string; pid: number; url?: string }>;
  pods: Array<{ pod_id_key: string }>;
};

describe('npm start -- --cluster', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamepod-cluster-start-'));
  let child: ChildProcess | undefined;
  after(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs 3 NATS nodes, 2 services and 2 workers behind a proxy that serves a login, and Ctrl-C stops them all', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, GP_DATA_DIR: dataDir, PORT: String(port) };
    delete env.NATS_URL;
    delete env.DATABASE_URL;
    const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--cluster', '--pods', '1'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = launcher;
    let output = '';
    for (const s of [launcher.stdout, launcher.stderr]) {
      s?.on('data', (d: Buffer) => {
        output += d.toString();
      });
    }
    const file = join(dataDir, 'runtime.json');
    const came = await eventually(
      'the cluster to come up',
      () => {
        if (launcher.exitCode !== null) return 'exited' as const;
        return existsSync(file) && output.includes('press Ctrl-C')
          ? (JSON.parse(readFileSync(file, 'utf8')) as Runtime)
          : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 200 },
    ).catch((err: Error) => {
      throw new Error(`${err.message}:\n${output}`);
    });
    if (came === 'exited') throw new Error(`npm start exited (code ${launcher.exitCode}):\n${output}`);
    const runtime = came;

    assert.equal(runtime.mode, 'cluster');
    assert.equal(runtime.api, `http://127.0.0.1:${port}`);
    assert.equal(runtime.nats_nodes.length, 3);
    assert.equal(runtime.nats, runtime.nats_nodes.join(','), 'clients are given every node');
    const names = runtime.processes.map((p) => p.name);
    for (const name of ['nats-1', 'nats-2', 'nats-3', 'postgres', 'services-1', 'services-2', 'workers-1', 'workers-2'])
      assert.ok(names.includes(name), `${name} runs (${names.join(', ')})`);
    for (const p of runtime.processes) assert.match(output, new RegExp(`pid ${p.pid}\\s+${p.name.split(' ')[0]}`));

    // a login through the proxy, twice, so each service answers one
    for (let i = 0; i < 2; i++) {
      const login = await fetch(`${runtime.api}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.test', password: 'gamepod-demo', login_type: 'web' }),
      });
      assert.equal(login.status, 200);
      assert.equal(((await login.json()) as { data: { role_id: number } }).data.role_id, 3);
    }

    // the events stream is R3 on the cluster; the demo pod's bridge connected with its own creds
    type Jsz = {
      account_details?: Array<{ stream_detail?: Array<{ name: string; config?: { num_replicas: number } }> }>;
    };
    const jsz = (await (
      await fetch(`${runtime.nats_monitor}/jsz?accounts=true&streams=true&config=true`)
    ).json()) as Jsz;
    const streams = jsz.account_details?.flatMap((a) => a.stream_detail ?? []) ?? [];
    const events = streams.find((s) => s.name === 'GP_EVENTS');
    assert.equal(events?.config?.num_replicas, 3);
    // so are the buckets: the logins' rate-limit counters, the uploads, the revocations
    const buckets = streams.filter((s) => s.name.startsWith('KV_') || s.name.startsWith('OBJ_'));
    assert.ok(
      buckets.some((s) => s.name === 'KV_gp_rate_limits'),
      buckets.map((s) => s.name).join(', '),
    );
    for (const bucket of buckets) assert.equal(bucket.config?.num_replicas, 3, `${bucket.name} is R3`);
    assert.equal(runtime.nats_monitors.length, 3);
    await eventually(
      "the demo pod's bridge connected to a NATS node",
      async () => {
        for (const monitor of runtime.nats_monitors) {
          const connz = (await (await fetch(`${monitor}/connz?limit=1000`)).json()) as {
            connections?: Array<{ name?: string }>;
          };
          if ((connz.connections ?? []).some((c) => c.name?.startsWith('bridge-'))) return true;
        }
        return false;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );

    process.kill(-(launcher.pid ?? 0), 'SIGINT');
    const [code] = (await once(launcher, 'exit')) as [number | null];
    assert.equal(code, 0, output);
    assert.match(output, /stopping gamepod…\n(?:.*\n)*stopped\.\n$/);
    assert.doesNotMatch(output, /^\s+at \S.*:\d+:\d+\)?$|Unhandled 'error' event|^\w*Error\b/m);
    for (const p of runtime.processes) assert.equal(isRunning(p.pid), false, `${p.name} (${p.pid}) still runs`);
  });
});
