import assert from 'node:assert/strict';
import { type DecideContext, type Decider, fold } from '../../src/decider.ts';
import type { NewEvent } from '../../src/envelope.ts';

/** A fixed clock and counted ids, for deciders whose tests do not care about either. */
export const FIXED_CONTEXT: DecideContext = { now: new Date('2026-01-01T10:00:00Z'), newId: () => 'id-1' };

/**
 * Given / when / then for a decider (emmett's DeciderSpecification): given these events, when
 * this command, then these events, nothing, or this error. The last step is `thenEvents`, not
 * `then`: an object with a `then` is a thenable, which `await` would call.
 *
 * @example
 * const spec = DeciderSpecification.for(podDecider);
 * spec.given([deployed]).when({ type: 'Delete', actor }).thenEvents([PodDeleted.of({})]);
 */
export const DeciderSpecification = {
  for<Command, State, Event extends NewEvent>(
    decider: Decider<Command, State, Event>,
    ctx: DecideContext = FIXED_CONTEXT,
  ) {
    return {
      given: (events: readonly Event[]) => ({
        when: (command: Command) => {
          const decide = () => decider.decide(command, fold(decider, events), ctx);
          return {
            thenEvents: (expected: readonly Event[]) => assert.deepEqual(decide(), expected),
            thenNothingHappened: () => assert.deepEqual(decide(), []),
            thenThrows: (error: assert.AssertPredicate) => assert.throws(decide, error),
          };
        },
      }),
    };
  },
};
