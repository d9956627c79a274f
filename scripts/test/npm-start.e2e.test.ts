import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, freePort } from '@gamepod/devkit';
import { claimUnique, EventStore } from '@gamepod/event-store';
import { catalogue, PRODUCTION_NAMES } from '@gamepod/events';
import { connect, credsAuthenticator } from '@nats-io/transport-node';

const root = new URL('../..', import.meta.url).pathname;
type Station = { pod_id_key: string; helper: string; control: string; bridge: string; kiosk: string };
type Runtime = {
  api: string;
  nats: string;
  nats_creds: string;
  database: string;
  server_pids: Record<string, number>;
  pods: Station[];
  library: { ils: string; pods: Station[] };
};

/** NATS runs in operator mode: connect with the app creds npm start names in runtime.json. */
const connectApp = (runtime: Runtime) =>
  connect({ servers: runtime.nats, authenticator: credsAuthenticator(readFileSync(runtime.nats_creds)) });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // a zombie still answers kill -0; it is gone for our purposes
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]?.startsWith('Z');
  } catch {
    return false;
  }
}

async function startGamepod(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; runtime: Runtime; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, GP_DATA_DIR: dataDir, PORT: String(port), GP_PODS: '2' };
  // npm start must bring up its own servers here, not the test run's
  delete env.NATS_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const file = join(dataDir, 'runtime.json');
  // up once the runtime file is written and the banner, printed after it, has come through
  const up = () => existsSync(file) && output.includes('press Ctrl-C');
  await eventually('npm start to come up', () => child.exitCode !== null || up(), {
    timeoutMs: 60_000,
    intervalMs: 100,
  }).catch(async (err: Error) => {
    // a clean stop: its servers run in sessions of their own and would outlive a SIGKILL
    child.kill('SIGTERM');
    await waitForExit(child);
    throw new Error(`${err.message}:\n${output}`);
  });
  if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
  return { child, runtime: JSON.parse(readFileSync(file, 'utf8')) as Runtime, output: () => output };
}

async function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('npm start', () => {
  let dataDir: string;
  let port: number;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gamepod-start-'));
    port = await freePort();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  let lastSeq = 0;
  let podKeys: string[] = [];

  it('serves /api/v1/health with everything ok and writes the runtime file', async () => {
    const { child, runtime, output } = await startGamepod(dataDir, port);
    try {
      assert.equal(runtime.api, `http://127.0.0.1:${port}`);
      assert.match(runtime.nats, /^nats:\/\/127\.0\.0\.1:\d+$/);
      assert.match(runtime.database, /^postgres:\/\//);
      assert.match(output(), /gamepod is running/);
      // the banner names the demo accounts and their password
      assert.match(output(), /demo accounts \(password gamepod-demo\):/);
      assert.match(output(), /restricted@demo\.test +restricted admin +a demo pod's kiosk only/);
      // projections migrate as they start; health is ok once each has a checkpoint
      type Health = {
        status: boolean;
        data: { projections: Array<{ name: string; checkpoint: number | null; lag: number | null }> };
      };
      const body = await eventually(
        'health ok with a checkpoint for every projection',
        async () => {
          const res = await fetch(`${runtime.api}/api/v1/health`);
          const health = (await res.json()) as Health;
          // a telemetry read model has no lag against the log, and the demo's stations keep it moving
          return res.status === 200 && health.data.projections.every((p) => p.checkpoint !== null) ? health : null;
        },
        { intervalMs: 100, timeoutMs: 60_000 },
      );
      assert.equal(body?.status, true);
      assert.ok(body?.data.projections.some((p) => p.name === 'audit_log'));
      // the seeded demo fleet: one simulated station per pod, each with its own bridge
      assert.equal(runtime.pods.length, 2);
      podKeys = runtime.pods.map((p) => p.pod_id_key);
      for (const pod of runtime.pods) {
        assert.match(pod.pod_id_key, /^GP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        assert.match(pod.bridge, /^ws:\/\/127\.0\.0\.1:\d+\/ws$/);
        assert.equal(pod.kiosk, `${runtime.api}/?bridge=${encodeURIComponent(pod.bridge)}`);
        const helper = await fetch(`${pod.helper}/kiosk/check/pod_id`);
        assert.equal(((await helper.json()) as { data: { pod_id: string } }).data.pod_id, pod.pod_id_key);
        assert.equal((await fetch(pod.control)).status, 200);
      }
      // the demo accounts: a client admin signs in to the console with the README's password
      const login = await fetch(`${runtime.api}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.test', password: 'gamepod-demo', login_type: 'web' }),
      });
      assert.equal(login.status, 200);
      assert.equal(((await login.json()) as { data: { role_id: number } }).data.role_id, 3);
      // the demo library: its pod's card holders sign in with the README's card and PIN
      assert.equal(runtime.library.pods.length, 1);
      const libraryPod = await fetch(`${runtime.api}/api/v1/kiosk/validate/pod_id_key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pod_id_key: runtime.library.pods[0]?.pod_id_key }),
      });
      const kioskSession = ((await libraryPod.json()) as { data: { session_id_key: string; sign_in_source: string } })
        .data;
      assert.equal(kioskSession.sign_in_source, 'sip2');
      const card = await fetch(`${runtime.api}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session_id_key: kioskSession.session_id_key,
          username: '21000100010001',
          password: '1234',
        }),
      });
      assert.equal(card.status, 200, await card.clone().text());
      assert.equal(((await card.json()) as { data: { name: string } }).data.name, 'Maya Okafor');
      const kiosk = await fetch(`${runtime.api}/`);
      assert.equal(kiosk.status, 200);
      assert.match(kiosk.headers.get('content-type') ?? '', /text\/html/);

      // operator mode: no anonymous client gets in
      await assert.rejects(connect({ servers: runtime.nats, reconnect: false }), /Authorization Violation/i);

      // leave something in the log to find after a restart
      const nc = await connectApp(runtime);
      const store = new EventStore({ nc, names: PRODUCTION_NAMES, registry: catalogue });
      await claimUnique(
        store,
        'email',
        'restart@example.com',
        { aggregate: 'user', id: 'u1' },
        { actor: { kind: 'system', name: 'test' } },
      );
      lastSeq = await store.lastSequence();
      await nc.close();
    } finally {
      child.kill('SIGTERM');
      assert.equal(await waitForExit(child), 0);
    }
    assert.equal(existsSync(join(dataDir, 'runtime.json')), false, 'the runtime file goes away on clean shutdown');
    for (const pid of Object.values(runtime.server_pids))
      assert.equal(isAlive(pid), false, `server ${pid} still running`);
  });

  it('reuses its data on the next start, and stops cleanly on Ctrl-C (SIGINT)', async () => {
    assert.ok(lastSeq > 0);
    const { child, runtime } = await startGamepod(dataDir, port);
    try {
      const nc = await connectApp(runtime);
      const store = new EventStore({ nc, names: PRODUCTION_NAMES, registry: catalogue });
      assert.equal((await store.lastSequence()) >= lastSeq, true);
      assert.deepEqual(
        runtime.pods.map((p) => p.pod_id_key),
        podKeys,
        'the same seeded pods come back',
      );
      await nc.close();
    } finally {
      child.kill('SIGINT');
      assert.equal(await waitForExit(child), 0);
    }
    for (const pid of Object.values(runtime.server_pids))
      assert.equal(isAlive(pid), false, `server ${pid} still running`);
  });
});
