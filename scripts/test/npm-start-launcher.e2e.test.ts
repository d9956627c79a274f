// The launcher's own duties, seen as a person at a terminal sees them: Ctrl-C stops everything
// with no stack trace, and a launcher killed hard leaves servers that the next start finds,
// stops and names in one line.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { commandLine, eventually, freePort, isRunning, sessionId } from '@gamepod/devkit';

const root = new URL('../..', import.meta.url).pathname;
type Runtime = { pid: number; api: string; server_pids: Record<string, number> };
type Launcher = { child: ChildProcess; output: () => string; runtime: Runtime };
/** Every launcher this file started, for a failed test's clean-up. */
const launched: ChildProcess[] = [];

/**
 * Starts `npm start`'s script as a terminal would: in a process group of its own (so that
 * a signal to the group is the terminal's Ctrl-C), on its own data dir, with no demo pods.
 */
async function launch(dataDir: string, port: number): Promise<Launcher> {
  const env: NodeJS.ProcessEnv = { ...process.env, GP_DATA_DIR: dataDir, PORT: String(port) };
  // npm start must bring up its own servers here, not the test run's
  delete env.NATS_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--pods', '0'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  launched.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const file = join(dataDir, 'runtime.json');
  // the runtime file of a run killed earlier may still be there until this one replaces it
  const came = await eventually(
    'npm start to come up',
    () => {
      if (child.exitCode !== null) return 'exited' as const;
      const r = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Runtime) : undefined;
      return r?.pid === child.pid && output.includes('press Ctrl-C') ? r : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  ).catch((err: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${err.message}:\n${output}`);
  });
  if (came === 'exited') throw new Error(`npm start exited (code ${child.exitCode}):\n${output}`);
  return { child, output: () => output, runtime: came };
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal };
}

/** Every process whose command line names `dir`: what a run on that data dir may have left. */
function processesOn(dir: string): Array<{ pid: number; args: string }> {
  const found: Array<{ pid: number; args: string }> = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid || !isRunning(pid)) continue;
    const args = commandLine(pid)?.join(' ') ?? '';
    if (args.includes(dir)) found.push({ pid, args });
  }
  return found;
}

const STACK_TRACE = /^\s+at \S.*:\d+:\d+\)?$|Unhandled 'error' event|^\w*Error\b/m;

describe('npm start, as a terminal runs it', () => {
  let dataDir: string;
  let port: number;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gamepod-launcher-'));
    port = await freePort();
  });
  after(() => {
    for (const c of launched) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const p of processesOn(dataDir)) process.kill(p.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts nats-server and Postgres out of reach of Ctrl-C, and on Ctrl-C stops everything without a stack trace', async () => {
    const { child, output, runtime } = await launch(dataDir, port);
    const servers = Object.values(runtime.server_pids);
    assert.equal(servers.length, 2);
    for (const pid of servers) {
      // a session of their own: the terminal's process group does not hold them
      assert.equal(sessionId(pid), pid, `server ${pid} leads its own session`);
    }
    // the terminal's Ctrl-C: SIGINT to every process of the foreground group
    process.kill(-(child.pid ?? 0), 'SIGINT');
    assert.deepEqual(await exitOf(child), { code: 0, signal: null });
    // every process of the group gets the SIGINT: a station may say its services went away
    // before it stopped, but the launcher's last word is its own
    assert.match(output(), /stopping gamepod…\n(?:.*\n)*stopped\.\n$/);
    assert.doesNotMatch(output(), STACK_TRACE);
    for (const pid of servers) assert.equal(isRunning(pid), false, `server ${pid} still running`);
    assert.deepEqual(processesOn(dataDir), []);
    assert.equal(existsSync(join(dataDir, 'runtime.json')), false);
    assert.equal(existsSync(join(dataDir, 'launcher.pid')), false);
  });

  it('on a Ctrl-C while it is still starting, lets the part starting come up, then stops it all cleanly', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GP_DATA_DIR: dataDir, PORT: String(port) };
    delete env.NATS_URL;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--pods', '0'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    launched.push(child);
    let output = '';
    for (const s of [child.stdout, child.stderr]) {
      s?.on('data', (d: Buffer) => {
        output += d.toString();
      });
    }
    // Postgres is up and the projection workers are migrating against it
    await eventually('the servers to be up', () => output.includes('  postgres  '), { timeoutMs: 30_000 });
    process.kill(-(child.pid ?? 0), 'SIGINT');
    assert.deepEqual(await exitOf(child), { code: 0, signal: null });
    assert.match(output, /stopping gamepod…\n(?:.*\n)*stopped\.\n$/);
    assert.doesNotMatch(output, STACK_TRACE);
    assert.deepEqual(processesOn(dataDir), []);
  });

  it('after a kill -9, the next start stops the servers the dead one left and says so in one line', async () => {
    const first = await launch(dataDir, port);
    const left = first.runtime.server_pids;
    process.kill(first.child.pid ?? 0, 'SIGKILL');
    assert.equal((await exitOf(first.child)).signal, 'SIGKILL');
    // Postgres ignores its lost output and keeps running on the data dir
    assert.equal(isRunning(left.postgres ?? 0), true, 'the dead launcher left Postgres running');

    const second = await launch(dataDir, port);
    try {
      const lines = second.output().split('\n');
      const said = lines.filter((l) => l.includes('an earlier run ended without stopping its servers'));
      assert.equal(said.length, 1, second.output());
      assert.match(said[0] ?? '', new RegExp(`stopped .*postgres \\(pid ${left.postgres}, postgres/pgdata\\)`));
      for (const [name, pid] of Object.entries(left)) assert.equal(isRunning(pid), false, `${name} ${pid} still runs`);
      const health = await fetch(`${second.runtime.api}/api/v1/health`);
      assert.equal(health.status, 200);
    } finally {
      process.kill(-(second.child.pid ?? 0), 'SIGINT');
      assert.deepEqual(await exitOf(second.child), { code: 0, signal: null });
    }
    assert.doesNotMatch(second.output(), STACK_TRACE);
    assert.deepEqual(processesOn(dataDir), []);
  });

  it('refuses to start a second time on a data dir a live run holds, and touches none of its servers', async () => {
    const first = await launch(dataDir, port);
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, GP_DATA_DIR: dataDir, PORT: String(await freePort()) };
      delete env.NATS_URL;
      delete env.DATABASE_URL;
      const second = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--pods', '0'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      assert.deepEqual(await exitOf(second), { code: 1, signal: null });
      assert.match(output, new RegExp(`in use by another run \\(pid ${first.child.pid}`));
      for (const pid of Object.values(first.runtime.server_pids)) assert.equal(isRunning(pid), true);
      assert.equal((await fetch(`${first.runtime.api}/api/v1/health`)).status, 200);
    } finally {
      process.kill(-(first.child.pid ?? 0), 'SIGINT');
      assert.deepEqual(await exitOf(first.child), { code: 0, signal: null });
    }
  });
});
