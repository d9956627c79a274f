import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/event-store';
import { readCheckpoint } from '../src/consumer/checkpoints.ts';
import { type Database, openDatabase } from '../src/db.ts';
import { replayProjection } from '../src/read-models/replay.ts';
import { balancesSnapshot, ledgerProjection, ledgerRegistry, openLedgerStore, seedLedger } from './support/ledger.ts';
import { openReferenceDb } from './support/reference-db.ts';

const workerScript = fileURLToPath(new URL('./support/ledger-worker-process.ts', import.meta.url));

function startWorker(env: TestEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: {
      ...process.env,
      NATS_URL: env.natsUrl,
      DATABASE_URL: env.databaseUrl,
      GP_NAMESPACE: env.id,
      MAX_BATCH: '200',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return child;
}

async function waitForCheckpoint(
  db: Database['db'],
  predicate: (seq: number) => boolean,
  timeoutMs: number,
): Promise<number> {
  return eventually(
    'the rm_ledger checkpoint',
    async () => {
      const seq = (await readCheckpoint(db, 'rm_ledger')) ?? 0;
      return predicate(seq) ? seq : null;
    },
    { timeoutMs, intervalMs: 5 },
  );
}

describe('when the worker process is killed with SIGKILL mid-batch and restarted', () => {
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

  it('ends with a read model identical to one built without the crash', async () => {
    const last = await seedLedger(store, 300, 30_000);
    const first = startWorker(env);
    // kill it while it is part-way through the log, with batches in flight
    const reached = await waitForCheckpoint(database.db, (s) => s > last / 4, 60_000);
    first.kill('SIGKILL');
    await once(first, 'exit');
    assert.ok(reached < last, 'the kill landed before the end of the log');

    const second = startWorker(env);
    await waitForCheckpoint(database.db, (s) => s >= last, 60_000);
    second.kill('SIGTERM');
    await once(second, 'exit');

    const reference = await openReferenceDb();
    try {
      await replayProjection({
        projection: ledgerProjection,
        nc: env.nc,
        db: reference.db,
        names: env.names,
        registry: ledgerRegistry,
      });
      const crashed = await balancesSnapshot(database.db);
      const clean = await balancesSnapshot(reference.db);
      assert.equal(crashed.length, 270);
      assert.deepEqual(crashed, clean);
    } finally {
      await reference.drop();
    }
  });
});
