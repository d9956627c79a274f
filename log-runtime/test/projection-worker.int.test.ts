import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { quietFor } from '@gamepod/devkit';
import type { RawMessage } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { applyBatch } from '../src/read-models/apply-batch.ts';
import { migrateProjectionSchema } from '../src/read-models/migrate.ts';
import type { ProjectionWorker } from '../src/read-models/projection-worker.ts';
import {
  AccountOpened,
  AmountPosted,
  balancesSnapshot,
  ledgerProjection,
  ledgerRegistry,
  seedLedger,
} from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('a projection worker', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  let leader: ProjectionWorker;
  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(() => watcher.close());

  it('applies the log into its read model and announces the checkpoint for read-your-writes', async () => {
    leader = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
    const last = await seedLedger(f.store, 50, 3_000);
    assert.equal(await watcher.waitFor(['ledger'], last, 20_000), true);
    const rows = await balancesSnapshot(f.database.db);
    assert.equal(rows.length, 45, 'every tenth account was closed, deleting its row');
    const sum = rows.reduce((s, r) => s + r.postings, 0);
    // postings to the 5 closed accounts are gone with their rows
    assert.equal(sum, 3_000 - 5 * 60);
    assert.equal(leader.state, 'running');
    assert.equal(leader.checkpoint, last);
  });

  it('makes a write visible to the next query once waitFor resolves', async () => {
    const { seq } = await f.store.append('account', 'ryw', [AccountOpened.of({ label: 'ryw' })], {
      expectedVersion: 0,
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 5_000), true);
    const rows = await balancesSnapshot(f.database.db);
    assert.ok(rows.some((r) => r.account_id === 'ryw'));
  });

  it('reports a timeout as false instead of hanging when a projection lags', async () => {
    assert.equal(await watcher.waitFor(['ledger'], Number.MAX_SAFE_INTEGER, 50), false);
  });

  describe('when a batch is delivered again after a crash between commit and ack', () => {
    it('skips every message at or below the checkpoint, so nothing is applied twice', async () => {
      const opts = { expectedVersion: 'any' as const, context };
      const { seq } = await f.store.append('account', 'twice', [AmountPosted.of({ amount: 0 })], opts);
      await f.store.append('account', 'twice', [AccountOpened.of({ label: 'twice' })], opts);
      const post = await f.store.append('account', 'twice', [AmountPosted.of({ amount: 7 })], opts);
      await watcher.waitFor(['ledger'], post.seq, 5_000);
      const before = (await balancesSnapshot(f.database.db)).find((r) => r.account_id === 'twice');
      assert.equal(before?.balance, 7);
      const jsm = await jetstreamManager(f.env.nc);
      const messages: RawMessage[] = [];
      for (let s = seq; s <= post.seq; s++) {
        const m = await jsm.streams.getMessage(f.env.names.eventsStream, { seq: s });
        if (m) messages.push({ seq: m.seq, subject: m.subject, data: m.data });
      }
      const outcome = await applyBatch(
        f.database.db,
        { projection: ledgerProjection, schema: 'rm_ledger', names: f.env.names, registry: ledgerRegistry, lock: true },
        messages,
      );
      assert.equal(outcome.applied, 0);
      const afterRow = (await balancesSnapshot(f.database.db)).find((r) => r.account_id === 'twice');
      assert.deepEqual(afterRow, before);
    });
  });

  describe('when a second instance starts', () => {
    it('waits on standby and takes over when the leader stops', async () => {
      const standby = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
      await quietFor(300); // three retries, and the standby must not take over from a live leader
      assert.equal(standby.state, 'standby');
      await leader.stop();
      const { seq } = await f.store.append('account', 'handover', [AccountOpened.of({ label: 'h' })], {
        expectedVersion: 0,
        context,
      });
      assert.equal(await watcher.waitFor(['ledger'], seq, 10_000), true);
      assert.equal(standby.state, 'running');
    });
  });

  it('refuses a migration that fails, naming it', async () => {
    await assert.rejects(
      migrateProjectionSchema(f.database.db, 'rm_broken', {
        '0001_bad': {
          async up() {
            throw new Error('boom');
          },
        },
      }),
      /migration 0001_bad failed in schema rm_broken/,
    );
  });
});
