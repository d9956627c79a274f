import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/events';
import { type Database, openDatabase } from '../src/db.ts';
import { CheckpointWatcher } from '../src/runtime/checkpoint-watcher.ts';
import { ProjectionWorker } from '../src/runtime/projection-worker.ts';
import { type ReplayProgress, replayProjection } from '../src/runtime/replay.ts';
import {
  AccountOpened,
  balancesSnapshot,
  ledgerProjection,
  ledgerRegistry,
  openLedgerStore,
  seedLedger,
} from './support/ledger.ts';
import { openReferenceDb } from './support/reference-db.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('replaying a projection while its live worker runs and writes keep coming', () => {
  let env: TestEnv;
  let store: EventStore;
  let database: Database;
  let watcher: CheckpointWatcher;
  let live: ProjectionWorker;
  before(async () => {
    env = await openTestEnv();
    store = await openLedgerStore(env);
    database = openDatabase(env.databaseUrl);
    watcher = await new CheckpointWatcher(env.databaseUrl, ['ledger']).start();
    live = new ProjectionWorker({
      projection: ledgerProjection,
      nc: env.nc,
      db: database.db,
      pool: database.pool,
      names: env.names,
      registry: ledgerRegistry,
    }).start();
  });
  after(async () => {
    await live.stop();
    await watcher.close();
    await database.close();
    await env.close();
  });

  it('swaps in a copy identical to a clean build, loses nothing written meanwhile, and the live worker carries on', async () => {
    const seeded = await seedLedger(store, 100, 10_000);
    await watcher.waitFor(['ledger'], seeded, 30_000);
    const progress: ReplayProgress[] = [];
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await store.append('account', `during${written}`, [AccountOpened.of({ label: 'd' })], {
          expectedVersion: 0,
          context,
        });
        written++;
      }
    })();
    const result = await replayProjection({
      projection: ledgerProjection,
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: ledgerRegistry,
      batchSize: 500,
      onProgress: (p) => progress.push(p),
    });
    writing = false;
    await writer;
    const { seq } = await store.append('account', 'after-swap', [AccountOpened.of({ label: 'a' })], {
      expectedVersion: 0,
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 10_000), true);

    assert.ok(written > 0, 'writes happened during the replay');
    assert.ok(result.checkpoint >= seeded);
    assert.ok(progress.length >= 2);
    assert.equal(progress.at(-1)?.seq, result.checkpoint);
    const rows = await balancesSnapshot(database.db);
    for (let i = 0; i < written; i++)
      assert.ok(
        rows.some((r) => r.account_id === `during${i}`),
        `during${i}`,
      );
    assert.ok(rows.some((r) => r.account_id === 'after-swap'));

    const reference = await openReferenceDb();
    try {
      await replayProjection({
        projection: ledgerProjection,
        nc: env.nc,
        db: reference.db,
        names: env.names,
        registry: ledgerRegistry,
      });
      assert.deepEqual(rows, await balancesSnapshot(reference.db));
    } finally {
      await reference.drop();
    }
  });

  it('leaves no shadow or retired schema behind', async () => {
    const { rows } = await database.pool.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'rm_ledger%'",
    );
    assert.deepEqual(
      rows.map((r) => r.nspname),
      ['rm_ledger'],
    );
  });
});
