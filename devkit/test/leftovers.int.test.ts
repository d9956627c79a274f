import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  claimDataDir,
  describeLeftovers,
  isRunning,
  natsPidFile,
  reclaimLeftovers,
  startNatsServer,
  startPostgresServer,
} from '../src/index.ts';

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'devkit-leftovers-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('reclaimLeftovers', () => {
  it('stops the nats-server and Postgres a dead run left on the data dir, and names them in one line', async (t) => {
    const dir = tempDir(t);
    // as a launcher killed with -9 leaves them: running, in sessions of their own, on the dir
    const nats = await startNatsServer({ dataDir: join(dir, 'nats'), detached: true });
    const postgres = await startPostgresServer({ dataDir: join(dir, 'postgres'), ephemeral: true, detached: true });
    t.after(async () => {
      await nats.stop();
      await postgres.stop();
    });
    const natsPid = nats.process.child.pid ?? 0;
    const pgPid = postgres.process.child.pid ?? 0;
    const found = await reclaimLeftovers(dir);
    assert.deepEqual(
      found.map((l) => [l.server, l.pid, l.outcome]).sort(),
      [
        ['nats-server', natsPid, 'stopped'],
        ['postgres', pgPid, 'stopped'],
      ].sort(),
    );
    assert.equal(isRunning(natsPid), false);
    assert.equal(isRunning(pgPid), false);
    assert.equal(existsSync(join(dir, 'postgres', 'pgdata', 'postmaster.pid')), false);
    assert.equal(
      describeLeftovers(found, dir),
      `an earlier run ended without stopping its servers: stopped ${found
        .map((l) => `${l.server} (pid ${l.pid}, ${l.server === 'postgres' ? 'postgres/pgdata' : 'nats'})`)
        .join(', ')}`,
    );
    // and the dir serves the next start
    const again = await startPostgresServer({ dataDir: join(dir, 'postgres'), ephemeral: true });
    await again.stop();
  });

  it('never stops a process its pid files name when that process does not run on the data dir', async (t) => {
    const dir = tempDir(t);
    // a pid the kernel gave to something else after the server died
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    t.after(() => bystander.kill('SIGKILL'));
    const pid = bystander.pid ?? 0;
    mkdirSync(join(dir, 'nats'), { recursive: true });
    writeFileSync(natsPidFile(join(dir, 'nats')), `${pid}`);
    const pgdata = join(dir, 'postgres', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'PG_VERSION'), '15\n');
    writeFileSync(join(pgdata, 'postmaster.pid'), `${pid}\n${pgdata}\n`);
    const found = await reclaimLeftovers(dir);
    assert.equal(isRunning(pid), true, 'the bystander still runs');
    assert.deepEqual(found.map((l) => l.outcome).sort(), ['stale', 'stale']);
    // the stale lock would make Postgres refuse to start while that pid runs: it is gone
    assert.equal(existsSync(join(pgdata, 'postmaster.pid')), false);
    assert.equal(existsSync(natsPidFile(join(dir, 'nats'))), false);
  });

  it('finds nothing in a data dir no server ran on', async (t) => {
    const dir = tempDir(t);
    assert.deepEqual(await reclaimLeftovers(dir), []);
    assert.equal(describeLeftovers([], dir), undefined);
  });
});

describe('claimDataDir', () => {
  it('refuses a second claim while the holder lives, and takes over the claim of a process that is gone', (t) => {
    const dir = tempDir(t);
    const first = claimDataDir(dir);
    assert.throws(() => claimDataDir(dir), new RegExp(`in use by another run \\(pid ${process.pid}`));
    first.release();
    assert.equal(existsSync(first.file), false);
    // a launcher killed with -9 leaves its claim behind
    writeFileSync(first.file, JSON.stringify({ pid: 2 ** 22 + 1, start_ticks: 1, command: 'gone' }));
    const second = claimDataDir(dir);
    second.release();
  });
});
