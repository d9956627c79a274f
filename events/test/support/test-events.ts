import Type from 'typebox';
import { catalogue } from '../../src/catalogue/catalogue.ts';
import type { Decider } from '../../src/decider.ts';
import { defineEvent } from '../../src/define-event.ts';
import { RuleViolationError } from '../../src/errors.ts';

/** A tiny aggregate for the vocabulary's and the event store's own tests. */
export const CounterOpened = defineEvent({
  type: 'TestCounterOpened',
  aggregate: 'counter',
  description: 'test only',
  schema: Type.Object({ label: Type.String({ minLength: 1 }) }),
});

/** v2 renamed `by` to `amount` and added `reason`; v1 fixtures must still read. */
export const CounterIncremented = defineEvent({
  type: 'TestCounterIncremented',
  aggregate: 'counter',
  version: 2,
  description: 'test only',
  schema: Type.Object({ amount: Type.Integer({ minimum: 1 }), reason: Type.String() }),
  upcasters: { 1: (d) => ({ amount: d.by, reason: 'unknown' }) },
});

export const testRegistry = catalogue.with([CounterOpened, CounterIncremented]);

type CounterEvent = ReturnType<typeof CounterOpened.of> | ReturnType<typeof CounterIncremented.of>;
type CounterState = { status: 'none' } | { status: 'open'; total: number };
type CounterCommand = { type: 'Open'; label: string } | { type: 'Increment'; amount: number; max: number };

export const counterDecider: Decider<CounterCommand, CounterState, CounterEvent> = {
  aggregate: 'counter',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'TestCounterOpened':
        return { status: 'open', total: 0 };
      case 'TestCounterIncremented':
        return state.status === 'open' ? { status: 'open', total: state.total + event.data.amount } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Open':
        return state.status === 'none' ? [CounterOpened.of({ label: command.label })] : [];
      case 'Increment':
        if (state.status !== 'open') throw new RuleViolationError('counter_closed', 'counter is not open');
        if (state.total + command.amount > command.max) throw new RuleViolationError('counter_full', 'counter is full');
        return [CounterIncremented.of({ amount: command.amount, reason: 'test' })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
