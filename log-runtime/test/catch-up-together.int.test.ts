import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { readCheckpoint } from '../src/consumer/checkpoints.ts';
import type { Database } from '../src/db.ts';
import { replayProjection } from '../src/read-models/replay.ts';
import { catchUpTogether } from '../src/read-models/shared-pass.ts';
import {
  balancesSnapshot,
  ledgerOpeningsProjection,
  ledgerProjection,
  ledgerRegistry,
  ledgerTotalsProjection,
  openingsSnapshot,
  seedLedger,
  totalsSnapshot,
} from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';
import { openReferenceDb } from './support/reference-db.ts';

const projections = [ledgerProjection, ledgerTotalsProjection, ledgerOpeningsProjection];
const ACCOUNTS = 200;
const POSTINGS = 10_000;

async function snapshots(db: Database['db']) {
  return {
    balances: await balancesSnapshot(db),
    totals: await totalsSnapshot(db),
    openings: await openingsSnapshot(db),
  };
}

describe('live read models far behind, caught up in one pass', () => {
  const f = ledgerFixture();
  let reference: Database & { drop(): Promise<void> };
  /** Each read model replayed alone into the reference database, reading the whole log itself. */
  const replayReference = async () => {
    for (const projection of projections) {
      await replayProjection({
        projection,
        nc: f.env.nc,
        db: reference.db,
        names: f.env.names,
        registry: ledgerRegistry,
      });
    }
  };
  before(async () => {
    await seedLedger(f.store, ACCOUNTS, POSTINGS);
    reference = await openReferenceDb();
  });
  after(() => reference.drop());

  const pass = (extra: Partial<Parameters<typeof catchUpTogether>[0]> = {}) =>
    catchUpTogether({
      projections,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      batchSize: 500,
      behind: 1_000,
      ...extra,
    });

  it('leaves a lone read model far behind to its own worker', async () => {
    const reached = await pass({ projections: [ledgerProjection] });
    assert.deepEqual([...reached.keys()], []);
    assert.equal((await readCheckpoint(f.database.db, 'rm_ledger')) ?? 0, 0, 'nothing applied to it');
  });

  it('brings every read model behind to the end of the log with one read of it, row for row as a replay', async () => {
    const last = await f.store.lastSequence();
    const streams = new Set<string>();
    const reached = await pass({ onProgress: (p) => streams.add(p.stream) });
    assert.deepEqual([...streams], [f.env.names.eventsStream], 'one read of one stream');
    for (const p of projections) {
      assert.equal(reached.get(p.name), last, p.name);
      assert.equal(await readCheckpoint(f.database.db, `rm_${p.name}`), last, p.name);
    }
    await replayReference();
    assert.deepEqual(await snapshots(f.database.db), await snapshots(reference.db));
  });

  it('applies no posting twice beside a live worker of the same read model', async () => {
    await seedLedger(f.store, ACCOUNTS, POSTINGS, 'b');
    const last = await f.store.lastSequence();
    // the worker of another instance, leading ledger_totals while this one catches up
    f.startWorker(ledgerTotalsProjection);
    await pass();
    await eventually(
      'ledger_totals at the end of the log',
      async () => ((await readCheckpoint(f.database.db, 'rm_ledger_totals')) ?? 0) >= last,
    );
    const totals = await totalsSnapshot(f.database.db);
    assert.equal(
      totals.reduce((n, r) => n + r.postings, 0),
      2 * POSTINGS,
      'each posting counted once',
    );
    await replayReference();
    assert.deepEqual(await snapshots(f.database.db), await snapshots(reference.db));
  });
});
