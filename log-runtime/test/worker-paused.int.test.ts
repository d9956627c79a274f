// A projection worker that stops without dying (SIGSTOP: paused, swapped out, its event loop
// stuck) keeps its Postgres connection, and with it the advisory lock that makes it the leader.
// The lock is a lease: Postgres ends a leader's session after it has been silent that long, so
// the standby takes over while the leader is still paused; the leader, resumed, stands by, and
// the read model equals a rebuild from the log.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/event-store';
import { readCheckpoint } from '../src/consumer/checkpoints.ts';
import { type Database, openDatabase } from '../src/db.ts';
import { verifyProjection } from '../src/read-models/verify.ts';
import {
  balancesSnapshot,
  expectedLedgerBalances,
  ledgerProjection,
  ledgerRegistry,
  openLedgerStore,
  seedLedger,
} from './support/ledger.ts';

const workerScript = fileURLToPath(new URL('./support/ledger-worker-process.ts', import.meta.url));
const LEASE_MS = 3_000;
// the lease runs from the leader's last statement, and its heartbeat speaks every third of the
// lease: paused just after a beat, it is ended a full lease later, just before one, two thirds
const EARLIEST_TAKEOVER_MS = LEASE_MS - LEASE_MS / 3;

function startWorker(env: TestEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: {
      ...process.env,
      NATS_URL: env.natsUrl,
      DATABASE_URL: env.databaseUrl,
      GP_NAMESPACE: env.id,
      LEASE_MS: String(LEASE_MS),
      STANDBY_RETRY_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('when the leading projection worker is paused past its lease', () => {
  let env: TestEnv;
  let store: EventStore;
  let database: Database;
  const workers: ChildProcess[] = [];
  before(async () => {
    env = await openTestEnv();
    store = await openLedgerStore(env);
    database = openDatabase(env.databaseUrl);
  });
  after(async () => {
    for (const w of workers) await stopWorker(w);
    await database.close();
    await env.close();
  });

  const checkpointAt = (seq: number, what: string, timeoutMs: number) =>
    eventually(what, async () => ((await readCheckpoint(database.db, 'rm_ledger')) ?? 0) >= seq, {
      timeoutMs,
      intervalMs: 50,
    });

  it('lets the standby take over while it is paused, and the read model equals a rebuild', async () => {
    const leader = startWorker(env);
    workers.push(leader);
    await checkpointAt(await seedLedger(store, 20, 200, 'a'), 'the leader applying the log', 60_000);
    const standby = startWorker(env);
    workers.push(standby);
    await once(standby.stdout ?? standby, 'data');

    leader.kill('SIGSTOP');
    const paused = Date.now();
    const during = await seedLedger(store, 20, 200, 'b');
    await checkpointAt(during, 'the standby applying what was written during the pause', 30_000);
    const tookOver = Date.now() - paused;
    assert.equal(leader.signalCode, null, 'the leader is still there, paused');
    assert.ok(
      tookOver >= EARLIEST_TAKEOVER_MS,
      `the standby took over after ${tookOver} ms, not before the lease ran out`,
    );

    leader.kill('SIGCONT');
    const resumed = await seedLedger(store, 20, 200, 'c');
    await checkpointAt(resumed, 'the log applied after the leader resumed', 30_000);

    const rows = await balancesSnapshot(database.db);
    for (const tag of ['a', 'b', 'c']) {
      for (const [account, balance] of expectedLedgerBalances(20, 200, tag)) {
        assert.equal(rows.find((r) => r.account_id === account)?.balance, balance, account);
      }
    }
    const verified = await verifyProjection({
      projection: ledgerProjection,
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: ledgerRegistry,
    });
    assert.equal(verified.status, 'equal', JSON.stringify(verified.tables.filter((t) => !t.equal)));
  });
});
