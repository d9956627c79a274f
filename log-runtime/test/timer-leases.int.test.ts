import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openDatabase } from '../src/db.ts';
import { claimDueTimers } from '../src/reactions/timer-leases.ts';
import { TimerLoop, type TimerLoopOptions } from '../src/reactions/timer-loop.ts';
import {
  createTimersTable,
  listTimers,
  REACTIONS_SCHEMA,
  type TimerRow,
  writeTimers,
} from '../src/reactions/timers.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const f = ledgerFixture();
const now = new Date('2026-05-01T12:00:00Z');
const clock = () => now;
const minutesFromNow = (m: number) => new Date(now.getTime() + m * 60_000);

/** Sets `count` timers of `reaction`, due a minute ago, keys `k0`…, by commit 1. */
async function setDue(reaction: string, count: number, db = f.database.db): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, i) => `k${i}`);
  await db.transaction().execute((trx) =>
    writeTimers(
      trx,
      reaction,
      keys.map((key) => ({ op: 'set', key, dueAt: minutesFromNow(-1), action: { key }, seq: 1 })),
    ),
  );
  return keys;
}

const loop = (reaction: string, run: TimerLoopOptions['run'], opts: Partial<TimerLoopOptions> = {}) =>
  new TimerLoop({ db: f.database.db, reactions: [reaction], clock, run, ...opts });

/** A promise an action waits on, and the means to let it go. */
function gate() {
  let open: () => void = () => undefined;
  let entered: () => void = () => undefined;
  return {
    passed: new Promise<void>((r) => {
      open = r;
    }),
    reached: new Promise<void>((r) => {
      entered = r;
    }),
    enter: () => entered(),
    open: () => open(),
  };
}

const leaseOf = async (reaction: string) =>
  (
    await sql<{ key: string; leased_until: Date | null; lease_owner: string | null }>`select key, leased_until,
      lease_owner from ${sql.table(`${REACTIONS_SCHEMA}.timers`)} where reaction = ${reaction}`.execute(f.database.db)
  ).rows;

describe('due timers fired on leases', () => {
  before(() => createTimersTable(f.database.db));

  it('fire side by side, each once, though two instances fire them at the same time', async () => {
    const keys = await setDue('lease_many', 60);
    const fired: string[] = [];
    let running = 0;
    let most = 0;
    const run = async (timer: TimerRow) => {
      running++;
      most = Math.max(most, running);
      // each action reads through the pool, as the services' actions do
      await sql`select pg_sleep(0.02)`.execute(f.database.db);
      fired.push(timer.key);
      running--;
    };
    const [a, b] = [loop('lease_many', run), loop('lease_many', run)];
    const counts = await Promise.all([a.fireDue(), b.fireDue()]);
    assert.equal(counts[0] + counts[1], 60);
    assert.deepEqual([...fired].sort(), [...keys].sort());
    assert.ok(most > 1, `at most ${most} actions ran at once`);
    assert.deepEqual(await listTimers(f.database.db, ['lease_many']), []);
  });

  it('keep a timer a reaction replaced while its action ran, with its new due time', async () => {
    await setDue('lease_replaced', 1);
    const g = gate();
    const fired: unknown[] = [];
    const l = loop('lease_replaced', async (timer) => {
      g.enter();
      await g.passed;
      fired.push(timer.action);
    });
    const firing = l.fireDue();
    await g.reached;
    const later = minutesFromNow(5);
    await f.database.db
      .transaction()
      .execute((trx) =>
        writeTimers(trx, 'lease_replaced', [{ op: 'set', key: 'k0', dueAt: later, action: { again: true }, seq: 2 }]),
      );
    g.open();
    assert.equal(await firing, 1);
    const [kept] = await listTimers(f.database.db, ['lease_replaced']);
    assert.deepEqual([kept?.due_at, kept?.set_by_seq, kept?.attempts], [later, 2, 0]);
    assert.deepEqual(
      (await leaseOf('lease_replaced')).map((r) => [r.leased_until, r.lease_owner]),
      [[null, null]],
    );
    assert.equal(await l.fireDue(), 0, 'the new timer is not due yet');
    const atLater = loop(
      'lease_replaced',
      async (timer) => {
        fired.push(timer.action);
      },
      { clock: () => later },
    );
    assert.equal(await atLater.fireDue(), 1);
    assert.deepEqual(fired, [{ key: 'k0' }, { again: true }]);
  });

  it('do not fire again a timer cancelled while its action ran', async () => {
    await setDue('lease_cancelled', 1);
    const g = gate();
    let fired = 0;
    const l = loop('lease_cancelled', async () => {
      fired++;
      g.enter();
      await g.passed;
    });
    const firing = l.fireDue();
    await g.reached;
    await f.database.db
      .transaction()
      .execute((trx) => writeTimers(trx, 'lease_cancelled', [{ op: 'cancel', key: 'k0', seq: 2 }]));
    g.open();
    assert.equal(await firing, 1);
    assert.equal(await l.fireDue(), 0);
    assert.equal(fired, 1);
    assert.deepEqual(await listTimers(f.database.db, ['lease_cancelled']), []);
  });

  it('postpone a failing action with one more attempt, and free its lease', async () => {
    await setDue('lease_failing', 1);
    const l = loop('lease_failing', async () => {
      throw new Error('the mail server is down');
    });
    assert.equal(await l.fireDue(), 0);
    const [kept] = await listTimers(f.database.db, ['lease_failing']);
    assert.deepEqual(
      [kept?.attempts, kept?.last_error, kept?.due_at],
      [1, 'the mail server is down', new Date(now.getTime() + 1_000)],
    );
    assert.deepEqual(
      (await leaseOf('lease_failing')).map((r) => [r.leased_until, r.lease_owner]),
      [[null, null]],
    );
  });

  it('are taken over once the lease of an instance that died runs out', async () => {
    await setDue('lease_expired', 1);
    // an instance claims the timer and dies before it fires it
    const claimed = await claimDueTimers(f.database.db, {
      reactions: ['lease_expired'],
      now,
      limit: 10,
      owner: 'a dead instance',
      leaseMs: 300,
    });
    assert.equal(claimed.length, 1);
    const fired: string[] = [];
    const l = loop('lease_expired', async (timer) => {
      fired.push(timer.key);
    });
    assert.equal(await l.fireDue(), 0, 'the lease still holds');
    await sleep(400);
    assert.equal(await l.fireDue(), 1);
    assert.deepEqual(fired, ['k0']);
  });

  it('renew the lease of an action that outlasts it, so no other instance fires it meanwhile', async () => {
    await setDue('lease_renewed', 1);
    const g = gate();
    let fired = 0;
    const run = async () => {
      fired++;
      g.enter();
      await g.passed;
    };
    const a = loop('lease_renewed', run, { leaseMs: 300 });
    const b = loop('lease_renewed', run, { leaseMs: 300 });
    const firing = a.fireDue();
    await g.reached;
    await sleep(700);
    assert.equal(await b.fireDue(), 0);
    g.open();
    assert.equal(await firing, 1);
    assert.equal(fired, 1);
  });

  it('do not starve a small pool: 100 actions that each query through it all complete', async () => {
    const small = openDatabase(f.env.databaseUrl, { max: 4 });
    after(() => small.close());
    await setDue('lease_pool', 100, small.db);
    let done = 0;
    const l = new TimerLoop({
      db: small.db,
      reactions: ['lease_pool'],
      clock,
      concurrency: 8,
      async run(timer) {
        // a read, then a write in a transaction of its own: two connections asked for in turn
        await sql`select ${timer.key}::text`.execute(small.db);
        await small.db.transaction().execute((trx) => sql`select pg_sleep(0.005)`.execute(trx));
        done++;
      },
    });
    const fired = await Promise.race([
      l.fireDue(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`only ${done} of 100 actions completed in 30 s`)), 30_000).unref(),
      ),
    ]);
    assert.equal(fired, 100);
    assert.deepEqual(await listTimers(small.db, ['lease_pool']), []);
  });
});
