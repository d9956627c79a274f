import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { TimerLoop, type TimerLoopOptions } from '../src/reactions/timer-loop.ts';
import { createTimersTable, listTimers, type TimerRow, writeTimers } from '../src/reactions/timers.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const f = ledgerFixture();
const now = new Date('2026-05-01T12:00:00Z');
const clock = () => now;
const minutesFromNow = (m: number) => new Date(now.getTime() + m * 60_000);

/** Sets `count` timers of `reaction`, due a minute ago, keys `k0`…, by commit 1. */
async function setDue(reaction: string, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, i) => `k${i}`);
  await f.database.db.transaction().execute((trx) =>
    writeTimers(
      trx,
      reaction,
      keys.map((key) => ({ op: 'set', key, dueAt: minutesFromNow(-1), action: { key }, seq: 1 })),
    ),
  );
  return keys;
}

/** A loop whose every timer may be run with others, recording each call. */
function batchingLoop(reaction: string, opts: Partial<TimerLoopOptions> & Pick<TimerLoopOptions, 'run'>) {
  const calls: string[][] = [];
  const l = new TimerLoop({
    db: f.database.db,
    reactions: [reaction],
    clock,
    runsMany: () => true,
    async runMany(timers) {
      calls.push(timers.map((t) => t.key));
    },
    ...opts,
  });
  return { loop: l, calls };
}

describe('a burst of due timers fired in batches', () => {
  before(() => createTimersTable(f.database.db));

  it('hands 2,000 timers due at once to their reaction in batches, each timer once, though two instances fire them', async () => {
    const keys = await setDue('burst', 2_000);
    const single: string[] = [];
    const run = async (t: TimerRow) => {
      single.push(t.key);
    };
    const a = batchingLoop('burst', { run, batchSize: 100 });
    const b = batchingLoop('burst', { run, batchSize: 100 });
    const counts = await Promise.all([a.loop.fireDue(), b.loop.fireDue()]);
    assert.equal(counts[0] + counts[1], 2_000);
    const batches = [...a.calls, ...b.calls];
    const fired = [...batches.flat(), ...single];
    assert.deepEqual([...fired].sort(), [...keys].sort(), 'each timer fired once');
    assert.ok(
      batches.every((keysOf) => keysOf.length <= 100),
      'a batch larger than the batch size',
    );
    assert.ok(batches.length <= 40, `${batches.length} calls for 2,000 timers`);
    assert.deepEqual(await listTimers(f.database.db, ['burst']), []);
  });

  it('keeps a timer a reaction replaced while its batch ran, and deletes the others', async () => {
    await setDue('burst_replaced', 3);
    const later = minutesFromNow(5);
    const { loop } = batchingLoop('burst_replaced', {
      run: async () => assert.fail('no timer runs alone'),
      async runMany() {
        await f.database.db
          .transaction()
          .execute((trx) =>
            writeTimers(trx, 'burst_replaced', [
              { op: 'set', key: 'k1', dueAt: later, action: { again: true }, seq: 2 },
            ]),
          );
      },
    });
    assert.equal(await loop.fireDue(), 3);
    const left = await listTimers(f.database.db, ['burst_replaced']);
    assert.deepEqual(
      left.map((t) => [t.key, t.due_at, t.set_by_seq]),
      [['k1', later, 2]],
    );
  });

  it('fires each alone when the batch fails, so the one that cannot fire is postponed by itself', async () => {
    await setDue('burst_failing', 5);
    const alone: string[] = [];
    const { loop } = batchingLoop('burst_failing', {
      async runMany(timers) {
        if (timers.some((t) => t.key === 'k3')) throw new Error('pod k3 was deleted');
      },
      async run(t) {
        if (t.key === 'k3') throw new Error('pod k3 was deleted');
        alone.push(t.key);
      },
    });
    assert.equal(await loop.fireDue(), 4);
    assert.deepEqual([...alone].sort(), ['k0', 'k1', 'k2', 'k4']);
    const [kept, ...others] = await listTimers(f.database.db, ['burst_failing']);
    assert.deepEqual(others, []);
    assert.deepEqual([kept?.key, kept?.attempts, kept?.last_error], ['k3', 1, 'pod k3 was deleted']);
  });

  it('runs alone the timers its reaction does not take together', async () => {
    await setDue('burst_mixed', 4);
    const alone: string[] = [];
    const { loop, calls } = batchingLoop('burst_mixed', {
      runsMany: (t) => t.key !== 'k0',
      async run(t) {
        alone.push(t.key);
      },
    });
    assert.equal(await loop.fireDue(), 4);
    assert.deepEqual(alone, ['k0']);
    assert.deepEqual(calls.flat().sort(), ['k1', 'k2', 'k3']);
  });
});
