import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold, RuleViolationError, uuidv7 } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { handleCommand } from '../src/command-handler.ts';
import { CounterIncremented, CounterOpened, counterDecider, storeFixture } from './support/test-store.ts';

const context = { actor: { kind: 'user' as const, user_id: 'u1', role: 4 } };

describe('the counter decider (given / when / then)', () => {
  const given = DeciderSpecification.for(counterDecider, { now: new Date(0), newId: () => 'id' });
  it('given an open counter at 9 of 10, when incremented by 2, then it refuses with counter_full', () => {
    given([CounterOpened.of({ label: 'c' }), CounterIncremented.of({ amount: 9, reason: '' })])
      .when({ type: 'Increment', amount: 2, max: 10 })
      .thenThrows(RuleViolationError, (e) => e.code === 'counter_full');
  });
  it('given nothing, when opened, then one TestCounterOpened', () => {
    given([])
      .when({ type: 'Open', label: 'c' })
      .thenEvents([CounterOpened.of({ label: 'c' })]);
  });
});

describe('handleCommand', () => {
  const f = storeFixture();
  const increment = (id: string, amount: number) =>
    handleCommand(f.store, counterDecider, id, { type: 'Increment', amount, max: 10 }, { context });

  it('loads, decides, appends, and returns the new state and sequence', async () => {
    const id = uuidv7();
    const opened = await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    assert.equal(opened.appended, true);
    const inc = await increment(id, 4);
    assert.deepEqual(inc.state, { status: 'open', total: 4 });
    assert.equal(inc.seq, await f.store.version('counter', id));
  });

  it('returns the state the decider decided on beside the state after', async () => {
    const id = uuidv7();
    const opened = await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    assert.deepEqual(opened.previous, counterDecider.initialState());
    const inc = await increment(id, 3);
    assert.deepEqual([inc.previous, inc.state], [opened.state, { status: 'open', total: 3 }]);
    const again = await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    assert.deepEqual([again.appended, again.previous, again.state], [false, inc.state, inc.state]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    const again = await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    assert.equal(again.appended, false);
    assert.equal(again.events.length, 0);
  });

  describe('when 10 commands race on one aggregate', () => {
    it('retries on conflict so every command lands exactly once and the invariant holds', async () => {
      const id = uuidv7();
      await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          handleCommand(
            f.store,
            counterDecider,
            id,
            { type: 'Increment', amount: 1, max: 7 },
            { context, maxAttempts: 20 },
          ),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      const full = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof RuleViolationError && r.reason.code === 'counter_full',
      ).length;
      assert.equal(ok, 7);
      assert.equal(full, 3);
      const { events } = await f.store.read('counter', id);
      assert.deepEqual(fold(counterDecider, events as never), { status: 'open', total: 7 });
    });
  });

  it('makes a repeated command id idempotent', async () => {
    const id = uuidv7();
    await handleCommand(f.store, counterDecider, id, { type: 'Open', label: 'x' }, { context });
    const commandId = uuidv7();
    const cmd = { type: 'Increment' as const, amount: 1, max: 10 };
    const first = await handleCommand(f.store, counterDecider, id, cmd, { context, commandId });
    // the retry re-reads, so decide would append again; the message id stops the duplicate
    const seqBefore = await f.store.lastSequence();
    await f.store.append('counter', id, [CounterIncremented.of({ amount: 1, reason: 'test' })], {
      expectedVersion: 'any',
      context,
      messageId: commandId,
    });
    assert.equal(await f.store.lastSequence(), seqBefore);
    assert.equal(first.appended, true);
  });
});
