import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold, uuidv7 } from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import { handleCommand } from '../src/command-handler.ts';
import { FoldCache } from '../src/fold-cache.ts';
import { counterDecider, openStore, storeFixture } from './support/test-store.ts';

const context = { actor: { kind: 'user' as const, user_id: 'u1', role: 4 } };

describe('FoldCache', () => {
  it('keeps the most recently used folds and drops the least recent past its bound', () => {
    const cache = new FoldCache(2);
    const decider = {};
    cache.set(decider, 'a', { state: 'A', version: 1 });
    cache.set(decider, 'b', { state: 'B', version: 2 });
    cache.get(decider, 'a'); // a is now the most recent
    cache.set(decider, 'c', { state: 'C', version: 3 });
    assert.deepEqual(
      ['a', 'b', 'c'].map((id) => cache.get(decider, id)?.state),
      ['A', undefined, 'C'],
    );
    assert.equal(cache.size, 2);
  });

  it('keeps two deciders of one id apart, and stores nothing with a bound of 0', () => {
    const cache = new FoldCache(10);
    cache.set({}, 'x', { state: 1, version: 1 });
    assert.equal(cache.get({}, 'x'), undefined);
    const off = new FoldCache(0);
    const d = {};
    off.set(d, 'x', { state: 1, version: 1 });
    assert.equal(off.get(d, 'x'), undefined);
  });
});

describe('handleCommand with cached folds', () => {
  const f = storeFixture();

  it('folds what another instance appended since, so two services instances agree', async () => {
    const other = await openStore(f.env); // a second services instance: its own cache
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    for (let i = 0; i < 6; i++) {
      const store = i % 2 === 0 ? other : f.store;
      await handleCommand(store, counterDecider, id, { type: 'Increment', amount: 1, max: 100 }, { context });
    }
    const last = await handleCommand(
      f.store,
      counterDecider,
      id,
      { type: 'Increment', amount: 1, max: 100 },
      { context },
    );
    assert.deepEqual(last.state, { status: 'open', total: 7 });
    assert.deepEqual(last.state, fold(counterDecider, (await f.store.read('counter', id)).events));
    assert.equal(f.store.folds.get(counterDecider, id)?.version, last.seq);
  });

  /** Runs `body` counting the reads of aggregate `id` (their first sequences) and the appends. */
  async function counting(id: string, body: () => Promise<void>): Promise<{ reads: number[]; appends: number }> {
    const reads: number[] = [];
    let appends = 0;
    const [read, append] = [f.store.read.bind(f.store), f.store.append.bind(f.store)];
    f.store.read = (aggregate, aggregateId, fromSeq) => {
      if (aggregateId === id) reads.push(fromSeq ?? 1);
      return read(aggregate, aggregateId, fromSeq);
    };
    f.store.append = (aggregate, aggregateId, events, options) => {
      if (aggregateId === id) appends++;
      return append(aggregate, aggregateId, events, options);
    };
    try {
      await body();
    } finally {
      f.store.read = read;
      f.store.append = append;
    }
    return { reads, appends };
  }

  it('decides on the fold it cached and appends at its version without reading first', async () => {
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    const inc = { type: 'Increment' as const, amount: 2, max: 9 };
    const seen = await counting(id, async () => {
      await handleCommand(f.store, counterDecider, id, inc, { context });
      await handleCommand(f.store, counterDecider, id, inc, { context });
    });
    assert.deepEqual(seen, { reads: [], appends: 2 });
    assert.deepEqual(f.store.folds.get(counterDecider, id)?.state, { status: 'open', total: 4 });
  });

  it('reads only the commits after the cached one when another instance appended since, and decides again', async () => {
    const other = await openStore(f.env);
    const id = uuidv7();
    const opened = await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    await handleCommand(other, counterDecider, id, { type: 'Increment', amount: 5, max: 9 }, { context });
    let result: Awaited<ReturnType<typeof handleCommand>> | undefined;
    // on the stale fold (total 0) 5 more fits under 9; on the log (total 5) it does not
    const seen = await counting(id, async () => {
      await assert.rejects(
        handleCommand(f.store, counterDecider, id, { type: 'Increment', amount: 5, max: 9 }, { context }),
        /counter is full/,
      );
      result = await handleCommand(f.store, counterDecider, id, { type: 'Increment', amount: 3, max: 9 }, { context });
    });
    // the refused append on the stale fold, then a read from after the cached commit
    assert.deepEqual(seen.reads, [opened.seq + 1]);
    assert.equal(seen.appends, 2);
    assert.deepEqual(result?.state, { status: 'open', total: 8 });
  });

  it('trusts a refusal only after reading the log', async () => {
    const other = await openStore(f.env);
    const id = uuidv7();
    // this instance saw the counter before anyone opened it; another instance opens it
    f.store.folds.set(counterDecider, id, { state: { status: 'none' }, version: 0 });
    await handleCommand(other, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    // on the cached fold an increment is refused (counter_closed); on the log it lands
    const after = await handleCommand(
      f.store,
      counterDecider,
      id,
      { type: 'Increment', amount: 1, max: 9 },
      { context },
    );
    assert.deepEqual(after.state, { status: 'open', total: 1 });
  });

  it('steps past a commit no reader may take, appended after the cached fold, instead of conflicting for good', async () => {
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    const subject = `${f.env.names.prefix}.evt.counter.${id}`;
    const poison = await jetstream(f.env.nc).publish(subject, new TextEncoder().encode('not json'), {
      msgID: uuidv7(),
    });
    const inc = await handleCommand(
      f.store,
      counterDecider,
      id,
      { type: 'Increment', amount: 2, max: 9 },
      { context, maxAttempts: 1 },
    );
    assert.ok(inc.seq > poison.seq);
    assert.deepEqual(inc.state, { status: 'open', total: 2 });
    assert.equal(f.store.folds.get(counterDecider, id)?.version, inc.seq);
  });

  it('forgets a fold when the append was a duplicate, so the next command reads it afresh', async () => {
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    const commandId = uuidv7();
    const inc = { type: 'Increment' as const, amount: 3, max: 9 };
    await handleCommand(f.store, counterDecider, id, inc, { context, commandId });
    f.store.folds.delete(counterDecider, id);
    // the same command again: read (total 3), decided again (6), deduplicated by JetStream
    const again = await handleCommand(f.store, counterDecider, id, inc, { context, commandId });
    assert.equal(again.appended, false);
    assert.equal(f.store.folds.get(counterDecider, id), undefined);
    const next = await handleCommand(
      f.store,
      counterDecider,
      id,
      { type: 'Increment', amount: 1, max: 9 },
      { context },
    );
    assert.deepEqual(next.state, { status: 'open', total: 4 });
  });
});
