import assert, { AssertionError } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decider } from '../src/decider.ts';
import { ConflictError, RuleViolationError } from '../src/errors.ts';
import { DeciderSpecification } from '../src/testing/index.ts';
import { CounterIncremented, CounterOpened, counterDecider } from './support/test-events.ts';

const given = DeciderSpecification.for(counterDecider);
const opened = CounterOpened.of({ label: 'c' });
const increment = { type: 'Increment', amount: 2, max: 10 } as const;

type Stamp = { readonly type: 'Stamped'; readonly data: { readonly at: string; readonly id: string } };
const stamper: Decider<'stamp', null, Stamp> = {
  aggregate: 'stamp',
  initialState: () => null,
  evolve: (state) => state,
  decide: (_command, _state, ctx) => [{ type: 'Stamped', data: { at: ctx.now.toISOString(), id: ctx.newId() } }],
};

describe('the decider specification', () => {
  it('folds the given events before deciding, and passes when the decided events are the expected ones', () => {
    const decided = given([opened])
      .when(increment)
      .thenEvents([CounterIncremented.of({ amount: 2, reason: 'test' })]);
    assert.equal(decided.length, 1);
  });

  it('fails when the decided events differ from the expected ones', () => {
    assert.throws(
      () =>
        given([opened])
          .when(increment)
          .thenEvents([CounterIncremented.of({ amount: 3, reason: 'test' })]),
      AssertionError,
    );
  });

  it('hands the decided events to a check function instead of comparing them', () => {
    let seen: unknown[] = [];
    given([opened])
      .when(increment)
      .thenEvents((decided) => {
        seen = decided;
      });
    assert.deepEqual(seen, [CounterIncremented.of({ amount: 2, reason: 'test' })]);
  });

  it('passes nothing-happened only when the decider decides no event', () => {
    given([opened]).when({ type: 'Open', label: 'again' }).thenNothingHappened();
    assert.throws(() => given([]).when({ type: 'Open', label: 'c' }).thenNothingHappened(), AssertionError);
  });

  it('passes a refusal of the expected class whose check holds, and returns the error', () => {
    const error = given([])
      .when(increment)
      .thenThrows(RuleViolationError, (e) => e.code === 'counter_closed');
    assert.equal(error.status, 422);
  });

  it('fails a refusal of another class, one whose check does not hold, and a command that is not refused', () => {
    assert.throws(() => given([]).when(increment).thenThrows(ConflictError), AssertionError);
    assert.throws(
      () =>
        given([])
          .when(increment)
          .thenThrows(RuleViolationError, (e) => e.code === 'counter_full'),
      AssertionError,
    );
    assert.throws(() => given([opened]).when(increment).thenThrows(RuleViolationError), AssertionError);
  });

  it('lets the decider see the clock and ids it is given', () => {
    const now = new Date('2030-05-01T08:00:00Z');
    DeciderSpecification.for(stamper, { now, newId: () => 'fresh' })()
      .when('stamp')
      .thenEvents([{ type: 'Stamped', data: { at: '2030-05-01T08:00:00.000Z', id: 'fresh' } }]);
  });
});
