import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually } from '@gamepod/devkit';
import { readCheckpoint } from '../src/consumer/checkpoints.ts';
import type { Database } from '../src/db.ts';
import { replayProjection } from '../src/read-models/replay.ts';
import { replayTogether } from '../src/read-models/shared-pass.ts';
import {
  AccountOpened,
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

const passScript = fileURLToPath(new URL('./support/shared-pass-process.ts', import.meta.url));
const projections = [ledgerProjection, ledgerTotalsProjection, ledgerOpeningsProjection];
const ACCOUNTS = 300;
const POSTINGS = 20_000;

/** Every table of the three read models, in a stable order. */
async function snapshots(db: Database['db']) {
  return {
    balances: await balancesSnapshot(db),
    totals: await totalsSnapshot(db),
    openings: await openingsSnapshot(db),
  };
}

describe('one pass over the log for several read models', () => {
  const f = ledgerFixture();
  let reference: Database & { drop(): Promise<void> };
  let last = 0;
  before(async () => {
    last = await seedLedger(f.store, ACCOUNTS, POSTINGS);
    reference = await openReferenceDb();
    // the reference: each read model replayed alone, reading the whole log itself
    for (const projection of projections) {
      await replayProjection({
        projection,
        nc: f.env.nc,
        db: reference.db,
        names: f.env.names,
        registry: ledgerRegistry,
      });
    }
  });
  after(() => reference.drop());

  it('builds each read model row for row as a replay of it alone does', async () => {
    const passes: string[] = [];
    const results = await replayTogether({
      projections,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      batchSize: 500,
      onProgress: (p) => passes.push(p.stream),
    });
    assert.deepEqual(await snapshots(f.database.db), await snapshots(reference.db));
    assert.equal((await totalsSnapshot(f.database.db)).length, ACCOUNTS);
    assert.deepEqual([...new Set(passes)], [f.env.names.eventsStream], 'one read of one stream');
    for (const p of projections) assert.equal(results.get(p.name)?.checkpoint, last, p.name);
    const { rows } = await f.database.pool.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'rm_ledger%' order by 1",
    );
    assert.deepEqual(
      rows.map((r) => r.nspname),
      ['rm_ledger', 'rm_ledger_openings', 'rm_ledger_totals'],
    );
  });

  /** Runs the pass in a process of its own and SIGKILLs it a third of the way through the log. */
  async function killHalfWay(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', passScript], {
      env: { ...process.env, NATS_URL: f.env.natsUrl, DATABASE_URL: f.env.databaseUrl, GP_NAMESPACE: f.env.id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let reached = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const m of chunk.matchAll(/^at (\d+)$/gm)) reached = Math.max(reached, Number(m[1]));
      if (reached >= last / 3) child.kill('SIGKILL');
    });
    const [code, signal] = await once(child, 'exit');
    assert.equal(signal, 'SIGKILL', `the pass ended on its own (code ${code}) before the kill`);
  }

  it('killed half way, goes on from each shadow checkpoint and applies nothing twice', async () => {
    await killHalfWay();

    const stood = {
      ledger: (await readCheckpoint(f.database.db, 'rm_ledger__shadow')) ?? 0,
      totals: (await readCheckpoint(f.database.db, 'rm_ledger_totals__shadow')) ?? 0,
    };
    assert.ok(stood.ledger > 0 && stood.ledger < last, `ledger's shadow stood at ${stood.ledger} of ${last}`);
    assert.ok(stood.totals > 0 && stood.totals < last, `ledger_totals' shadow stood at ${stood.totals} of ${last}`);

    const resumed = new Map<string, number>();
    let firstRead = Number.POSITIVE_INFINITY;
    await replayTogether({
      projections,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      batchSize: 500,
      onResume: (name, at) => resumed.set(name, at),
      onProgress: (p) => {
        firstRead = Math.min(firstRead, p.from);
      },
    });
    assert.equal(resumed.get('ledger'), stood.ledger);
    assert.equal(resumed.get('ledger_totals'), stood.totals);
    assert.ok(firstRead > 1, 'the second pass did not read the log from the start');
    // ledger_totals adds each posting to a counter: a posting applied twice would show here
    const totals = await totalsSnapshot(f.database.db);
    assert.equal(
      totals.reduce((n, r) => n + r.postings, 0),
      POSTINGS,
    );
    assert.deepEqual(await snapshots(f.database.db), await snapshots(reference.db));
  });

  it('killed half way and asked to start afresh, builds every shadow from the start', async () => {
    await killHalfWay();
    assert.ok(((await readCheckpoint(f.database.db, 'rm_ledger_totals__shadow')) ?? 0) > 0, 'a shadow was left');
    const resumed: string[] = [];
    let firstRead = Number.POSITIVE_INFINITY;
    await replayTogether({
      projections,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      fresh: true,
      onResume: (name) => resumed.push(name),
      onProgress: (p) => {
        firstRead = Math.min(firstRead, p.from);
      },
    });
    assert.deepEqual(resumed, []);
    assert.equal(firstRead, 1);
    assert.deepEqual(await snapshots(f.database.db), await snapshots(reference.db));
  });

  it('loses nothing the live workers applied while it read: each swap takes up what came in meanwhile', async () => {
    for (const p of projections) f.startWorker(p);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await f.store.append('account', `during${written}`, [AccountOpened.of({ label: 'd' })], {
          expectedVersion: 0,
          context: { actor: { kind: 'system', name: 'test' } },
        });
        written++;
      }
    })();
    await replayTogether({
      projections,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      fresh: true,
      batchSize: 500,
    });
    writing = false;
    await writer;
    assert.ok(written > 0, 'writes happened during the pass');
    const marker = await f.store.append('account', 'after', [AccountOpened.of({ label: 'a' })], {
      expectedVersion: 0,
      context: { actor: { kind: 'system', name: 'test' } },
    });
    for (const p of projections) {
      await eventually(
        `${p.name} at ${marker.seq}`,
        async () => ((await readCheckpoint(f.database.db, `rm_${p.name}`)) ?? 0) >= marker.seq,
      );
    }
    const openings = new Set((await openingsSnapshot(f.database.db)).map((r) => r.account_id));
    const balances = new Set((await balancesSnapshot(f.database.db)).map((r) => r.account_id));
    const missing = Array.from({ length: written }, (_, i) => `during${i}`).filter(
      (id) => !openings.has(id) || !balances.has(id),
    );
    assert.deepEqual(missing, []);
  });
});
