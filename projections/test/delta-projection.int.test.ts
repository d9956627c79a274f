import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/events';
import { type Database, openDatabase } from '../src/db.ts';
import { CheckpointWatcher } from '../src/runtime/checkpoint-watcher.ts';
import { ProjectionWorker } from '../src/runtime/projection-worker.ts';
import { replayProjection } from '../src/runtime/replay.ts';
import {
  balancesSnapshot,
  ledgerProjection,
  ledgerRegistry,
  ledgerTotalsProjection,
  openLedgerStore,
  seedLedger,
  totalsSnapshot,
} from './support/ledger.ts';

describe('a delta projection', () => {
  let env: TestEnv;
  let store: EventStore;
  let database: Database;
  before(async () => {
    env = await openTestEnv();
    store = await openLedgerStore(env);
    database = openDatabase(env.databaseUrl);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('adds counters and keeps the latest values, agreeing with the row-by-row fold of the same log', async () => {
    const last = await seedLedger(store, 40, 5_000);
    const watcher = await new CheckpointWatcher(env.databaseUrl, ['ledger_totals']).start();
    const worker = new ProjectionWorker({
      projection: ledgerTotalsProjection,
      nc: env.nc,
      db: database.db,
      pool: database.pool,
      names: env.names,
      registry: ledgerRegistry,
      maxBatch: 300,
    }).start();
    try {
      assert.equal(await watcher.waitFor(['ledger_totals'], last, 30_000), true);
    } finally {
      await worker.stop();
      await watcher.close();
    }
    await replayProjection({
      projection: ledgerProjection,
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: ledgerRegistry,
    });
    const totals = await totalsSnapshot(database.db);
    const folded = await balancesSnapshot(database.db);
    assert.equal(totals.length, 40);
    assert.equal(totals.filter((t) => t.closed).length, 4);
    const open = totals.filter((t) => !t.closed).map(({ closed: _c, ...rest }) => rest);
    assert.deepEqual(open, folded);
  });
});
