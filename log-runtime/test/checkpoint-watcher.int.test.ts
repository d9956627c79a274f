import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertNoPgQueuedQueries, quietFor } from '@gamepod/devkit';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { migrateProjectionSchema } from '../src/read-models/migrate.ts';
import { AccountOpened, ledgerProjection } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('a checkpoint watcher whose poll outlasts its interval', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  before(async () => {
    await migrateProjectionSchema(f.database.db, 'rm_ledger', ledgerProjection.migrations);
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(() => watcher.close());

  it('waits for its running poll instead of queueing a second query on its connection', async () => {
    // a lock that blocks the poll's read of the checkpoint for several 1 s poll intervals
    const holder = await f.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table rm_ledger._checkpoint in access exclusive mode');
      await quietFor(4_000);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    // the watcher still follows the checkpoint once the lock is gone
    const worker = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
    const { seq } = await f.store.append('account', 'after-lock', [AccountOpened.of({ label: 'after-lock' })], {
      expectedVersion: 'any',
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 10_000), true);
    await worker.stop();
    assertNoPgQueuedQueries();
  });
});
