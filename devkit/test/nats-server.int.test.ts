import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConfigFile, startNatsServer, startPrivateNatsServer } from '../src/index.ts';

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'devkit-nats-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('startNatsServer', () => {
  describe('without a config', () => {
    it('starts as before and writes no config file', async (t) => {
      const dir = tempDir(t);
      const nats = await startNatsServer({ dataDir: dir });
      t.after(() => nats.stop());
      assert.equal(existsSync(natsConfigFile(dir)), false);
      const nc = await connect({ servers: nats.url });
      assert.equal(nc.info?.jetstream, true);
      await nc.close();
    });
  });

  describe('with configText', () => {
    it('applies the config, writes it owner-only, and still picks free ports with JetStream on', async (t) => {
      const dir = tempDir(t);
      // 4222 and 8222 in the file lose to the -p -1 / -m -1 flags
      const configText = 'listen: "127.0.0.1:4222"\nhttp: "127.0.0.1:8222"\nmax_payload: 4096\n';
      const nats = await startNatsServer({ dataDir: dir, configText });
      t.after(() => nats.stop());
      assert.equal(statSync(natsConfigFile(dir)).mode & 0o777, 0o600);
      assert.notEqual(nats.port, 4222);
      assert.notEqual(new URL(nats.monitorUrl).port, '8222');
      const nc = await connect({ servers: nats.url });
      assert.equal(nc.info?.max_payload, 4096);
      assert.equal(nc.info?.jetstream, true);
      await nc.close();
    });

    it("refuses a config that configures JetStream, which is devkit's to set up in the data dir", async (t) => {
      const dir = tempDir(t);
      await assert.rejects(
        startNatsServer({ dataDir: dir, configText: 'jetstream { store_dir: "/x" }\n' }),
        /must not configure jetstream/,
      );
    });

    it('keeps JetStream and its streams across a config reload', async (t) => {
      const dir = tempDir(t);
      const nats = await startNatsServer({ dataDir: dir, configText: 'max_payload: 4096\n' });
      t.after(() => nats.stop());
      const nc = await connect({ servers: nats.url });
      t.after(() => nc.close());
      const jsm = await jetstreamManager(nc);
      await jsm.streams.add({ name: 'KEEP', subjects: ['keep.>'] });
      await nats.reload('max_payload: 8192\n');
      const after = await connect({ servers: nats.url });
      t.after(() => after.close());
      assert.equal(after.info?.max_payload, 8192);
      assert.equal((await (await jetstreamManager(after)).streams.info('KEEP')).config.name, 'KEEP');
    });

    it('stores JetStream data where it does without a config, so a data dir works either way', async (t) => {
      const dir = tempDir(t);
      const plain = await startNatsServer({ dataDir: dir });
      const nc = await connect({ servers: plain.url });
      await (await jetstreamManager(nc)).streams.add({ name: 'MOVES', subjects: ['moves.>'] });
      await nc.close();
      await plain.stop();
      const configured = await startNatsServer({ dataDir: dir, configText: '' });
      t.after(() => configured.stop());
      const again = await connect({ servers: configured.url });
      t.after(() => again.close());
      assert.equal((await (await jetstreamManager(again)).streams.info('MOVES')).config.name, 'MOVES');
    });

    it('reports the server output when the config is invalid', async (t) => {
      const dir = tempDir(t);
      await assert.rejects(startNatsServer({ dataDir: dir, configText: 'this is { not valid\n' }), /exited/);
    });
  });
});

describe('startPrivateNatsServer', () => {
  it('runs in a temporary directory that stop() removes', async () => {
    const nats = await startPrivateNatsServer({ configText: 'max_payload: 2048\n' });
    const conf = String(nats.process.child.spawnargs[nats.process.child.spawnargs.indexOf('-c') + 1]);
    assert.ok(existsSync(conf));
    const nc = await connect({ servers: nats.url });
    assert.equal(nc.info?.max_payload, 2048);
    await nc.close();
    await nats.stop();
    assert.equal(existsSync(conf), false);
  });
});
