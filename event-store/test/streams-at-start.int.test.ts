import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { eventually, freePort, natsServerBinary, spawnManaged, startNatsServer } from '@gamepod/devkit';
import { isolatedNames, uuidv7 } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { connectNats } from '../src/nats-connection.ts';
import { ensureStreamsAtStart } from '../src/stream-config.ts';

describe('the streams at a process start', () => {
  it('are made once JetStream answers, however long it took to come up, instead of ending the process', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-streams-at-start-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    // a server that answers no JetStream call: what a node still starting, or an election, looks like
    const plain = spawnManaged('nats-without-jetstream', natsServerBinary(), ['-a', '127.0.0.1', '-p', String(port)]);
    t.after(() => plain.stop());
    const nc = await eventually('a connection', () => connectNats({ url: `nats://127.0.0.1:${port}`, name: 'start' }), {
      timeoutMs: 10_000,
    });
    t.after(() => nc.close());
    const names = isolatedNames(uuidv7());
    const warnings: string[] = [];
    const started = ensureStreamsAtStart(nc, names, 1, (m) => warnings.push(m), 60_000);
    await eventually('a warning that it tries again', () => warnings.length > 0, { timeoutMs: 30_000 });

    await plain.stop();
    const server = await startNatsServer({ dataDir: dir, port });
    t.after(() => server.stop());
    await started;
    const info = await (await jetstreamManager(nc)).streams.info(names.eventsStream);
    assert.equal(info.config.name, names.eventsStream);
  });

  it('gives up at its deadline with the outage, when JetStream never answers', async (t) => {
    const port = await freePort();
    const plain = spawnManaged('nats-without-jetstream', natsServerBinary(), ['-a', '127.0.0.1', '-p', String(port)]);
    t.after(() => plain.stop());
    const nc = await eventually('a connection', () => connectNats({ url: `nats://127.0.0.1:${port}`, name: 'start' }), {
      timeoutMs: 10_000,
    });
    t.after(() => nc.close());
    const began = Date.now();
    await assert.rejects(ensureStreamsAtStart(nc, isolatedNames(uuidv7()), 1, () => undefined, 1_500));
    assert.ok(Date.now() - began >= 1_500, 'it kept trying until its deadline');
  });
});
