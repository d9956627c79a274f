import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { eventually, freePort, isRunning, startNodeProcess } from '../src/index.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

describe('startNodeProcess', () => {
  it('gives a handle that survives a SIGKILL and a restart', async (t) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = await startNodeProcess({
      name: 'idle',
      entry: fixture('idle-server.ts'),
      env: { PORT: String(port) },
      ready: async () => (await fetch(url)).ok,
    });
    t.after(() => proc.stop());
    const first = proc.pid;
    assert.equal(await (await fetch(url)).text(), String(first));
    await proc.kill();
    assert.equal(proc.isRunning(), false);
    await assert.rejects(fetch(url));
    await proc.restart();
    assert.notEqual(proc.pid, first);
    assert.equal(await (await fetch(url)).text(), String(proc.pid));
    await proc.stop();
    assert.equal(proc.process?.child.exitCode, 0, 'SIGTERM lets the program shut down on its own');
  });

  it('does not outlive the process that started it, even when that one is SIGKILLed', async () => {
    const starter = spawn(process.execPath, ['--import', 'tsx', fixture('starts-a-child.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    starter.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const childPid = await eventually('the child to start', () => Number(out.trim()) || undefined, {
      timeoutMs: 30_000,
    });
    assert.equal(isRunning(childPid), true);
    starter.kill('SIGKILL');
    await once(starter, 'exit');
    await eventually('the child to stop itself', () => !isRunning(childPid), { timeoutMs: 10_000 });
  });
});
