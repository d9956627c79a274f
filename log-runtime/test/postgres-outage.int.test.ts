// The log runtime when Postgres goes away: every connection cut (a failover, a reaper), then a
// stop and a start (a restart). Workers keep their read model exact without setting anything
// aside, the checkpoint watcher listens again, and a lead held on a dropped connection is given
// up and its connection given back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, type PrivatePostgres, startPrivatePostgres } from '@gamepod/devkit';
import { sql } from 'kysely';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { ConnectionLeadership } from '../src/consumer/leadership.ts';
import { isConnectionError, openDatabase } from '../src/db.ts';
import { failsEveryTime } from '../src/read-models/set-aside.ts';
import { balancesSnapshot, expectedLedgerBalances, ledgerProjection, seedLedger } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const ACCOUNTS = 20;

describe('the log runtime while Postgres drops its connections and restarts', () => {
  let postgres: PrivatePostgres;
  before(async () => {
    postgres = await startPrivatePostgres();
  });
  const f = ledgerFixture({ postgresUrl: () => postgres.url });
  let watcher: CheckpointWatcher;
  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(async () => {
    await watcher?.close();
  });
  after(() => postgres?.destroy());

  const deadLetters = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from rm_ledger._dead_letters`.execute(f.database.db)).rows[0]?.n,
    );

  it('tells a dropped or refused connection from a refusal of the data', async () => {
    const inFlight = sql`select pg_sleep(5)`.execute(f.database.db).then(
      () => assert.fail('the query outlived its connection'),
      (err: unknown) => err,
    );
    await eventually('the query running', async () =>
      f.database.pool.idleCount < f.database.pool.totalCount ? true : null,
    );
    await postgres.cutConnections();
    const dropped = await inFlight;
    assert.equal(isConnectionError(dropped), true, String(dropped));
    assert.equal(await failsEveryTime(f.database.db, dropped), false);

    // other pooled connections were cut too: wait until the pool hands out a live one
    await eventually('a live connection', () => sql`select 1`.execute(f.database.db).then(() => true));
    const refused = await sql`select 1 / 0`.execute(f.database.db).then(
      () => assert.fail('division by zero answered'),
      (err: unknown) => err,
    );
    assert.equal(isConnectionError(refused), false);
    assert.equal(await failsEveryTime(f.database.db, refused), true);

    const other = openDatabase(postgres.url.replace(/:(\d+)\//, ':1/'), { connectTimeoutMs: 2_000 });
    const unreachable = await sql`select 1`.execute(other.db).then(
      () => assert.fail('port 1 answered'),
      (err: unknown) => err,
    );
    await other.close();
    assert.equal(isConnectionError(unreachable), true, String(unreachable));
  });

  it('applies every event exactly once across a cut, setting nothing aside', async () => {
    const worker = f.startWorker(ledgerProjection, { maxBatch: 50, standbyRetryMs: 100 });
    const postings = 2_000;
    let last = await seedLedger(f.store, ACCOUNTS, postings);
    // cut while the worker is busy with the backlog
    await eventually('the worker under way', async () => (worker.checkpoint > 0 ? true : null), { intervalMs: 5 });
    assert.ok((await postgres.cutConnections()) > 0);
    last = await seedLedger(f.store, ACCOUNTS, 500, 'b');
    assert.equal(await watcher.waitFor(['ledger'], last, 20_000), true, 'the watcher sees the checkpoint again');
    const rows = await balancesSnapshot(f.database.db);
    const expected = new Map([
      ...expectedLedgerBalances(ACCOUNTS, postings),
      ...expectedLedgerBalances(ACCOUNTS, 500, 'b'),
    ]);
    assert.deepEqual(new Map(rows.map((r) => [r.account_id, r.balance])), expected);
    assert.equal(await deadLetters(), 0, 'a dropped connection is no fault of the data');
    await worker.stop();
  });

  it('listens again after a restart and resolves waits from the notifications', async () => {
    const worker = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
    await postgres.stop();
    await eventually('the watcher to notice', async () => (watcher.listening ? null : true), { intervalMs: 20 });
    const last = await seedLedger(f.store, 3, 30, 'c');
    await postgres.start();
    await eventually('the watcher listening again', async () => (watcher.listening ? true : null), {
      timeoutMs: 10_000,
      intervalMs: 50,
    });
    assert.equal(await watcher.waitFor(['ledger'], last, 20_000), true);
    assert.equal(await deadLetters(), 0);
    await worker.stop();
  });

  it('gives up a lead whose connection dropped, and gives the connection back', async () => {
    const lost: number[] = [];
    const leadership = new ConnectionLeadership(f.database.db, 'outage-test-lead', { checkEveryMs: 100 });
    assert.equal(await leadership.take(() => lost.push(Date.now())), true);
    const cutAt = Date.now();
    await postgres.cutConnections();
    await eventually('the lead lost', async () => (lost.length > 0 ? true : null), {
      timeoutMs: 5_000,
      intervalMs: 20,
    });
    assert.ok((lost[0] ?? 0) - cutAt < 2_000, 'noticed within a few checks');
    // the lock can be taken again, on a fresh connection, and the dead one is not held
    assert.equal(await leadership.take(() => undefined), true);
    const locks = await sql<{ n: string }>`select count(*) as n from pg_locks where locktype = 'advisory'`.execute(
      f.database.db,
    );
    assert.equal(Number(locks.rows[0]?.n), 1);
    const { totalCount, idleCount } = f.database.pool;
    assert.equal(totalCount - idleCount, 1, 'only the new lead holds a connection');
    await leadership.release();
  });
});
