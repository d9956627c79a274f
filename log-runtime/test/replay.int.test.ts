import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { type ReplayProgress, replayProjection } from '../src/read-models/replay.ts';
import { AccountOpened, balancesSnapshot, ledgerProjection, ledgerRegistry, seedLedger } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';
import { openReferenceDb } from './support/reference-db.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('replaying a projection while its live worker runs and writes keep coming', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
    f.startWorker(ledgerProjection);
  });
  after(() => watcher.close());

  it('swaps in a copy identical to a clean build, loses nothing written meanwhile, and the live worker carries on', async () => {
    const seeded = await seedLedger(f.store, 100, 10_000);
    await watcher.waitFor(['ledger'], seeded, 30_000);
    const progress: ReplayProgress[] = [];
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await f.store.append('account', `during${written}`, [AccountOpened.of({ label: 'd' })], {
          expectedVersion: 0,
          context,
        });
        written++;
      }
    })();
    const result = await replayProjection({
      projection: ledgerProjection,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      batchSize: 500,
      onProgress: (p) => progress.push(p),
    });
    writing = false;
    await writer;
    const { seq } = await f.store.append('account', 'after-swap', [AccountOpened.of({ label: 'a' })], {
      expectedVersion: 0,
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 10_000), true);

    assert.ok(written > 0, 'writes happened during the replay');
    assert.ok(result.checkpoint >= seeded);
    assert.ok(progress.length >= 2);
    assert.equal(progress.at(-1)?.seq, result.checkpoint);
    const rows = await balancesSnapshot(f.database.db);
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
        nc: f.env.nc,
        db: reference.db,
        names: f.env.names,
        registry: ledgerRegistry,
      });
      assert.deepEqual(rows, await balancesSnapshot(reference.db));
    } finally {
      await reference.drop();
    }
  });

  it('leaves no shadow or retired schema behind', async () => {
    const { rows } = await f.database.pool.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'rm_ledger%'",
    );
    assert.deepEqual(
      rows.map((r) => r.nspname),
      ['rm_ledger'],
    );
  });
});
