import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { replayProjection } from '../src/read-models/replay.ts';
import {
  balancesSnapshot,
  ledgerProjection,
  ledgerRegistry,
  ledgerTotalsProjection,
  seedLedger,
  totalsSnapshot,
} from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

describe('a delta projection', () => {
  const f = ledgerFixture();

  it('adds counters and keeps the latest values, agreeing with the row-by-row fold of the same log', async () => {
    const last = await seedLedger(f.store, 40, 5_000);
    const watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger_totals']).start();
    const worker = f.startWorker(ledgerTotalsProjection, { maxBatch: 300 });
    try {
      assert.equal(await watcher.waitFor(['ledger_totals'], last, 30_000), true);
    } finally {
      await worker.stop();
      await watcher.close();
    }
    await replayProjection({
      projection: ledgerProjection,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
    });
    const totals = await totalsSnapshot(f.database.db);
    const folded = await balancesSnapshot(f.database.db);
    assert.equal(totals.length, 40);
    assert.equal(totals.filter((t) => t.closed).length, 4);
    const open = totals.filter((t) => !t.closed).map(({ closed: _c, ...rest }) => rest);
    assert.deepEqual(open, folded);
  });
});
