import assert from 'node:assert/strict';
import { type DecideContext, type Decider, fold } from '../decider.ts';
import type { NewEvent } from '../envelope.ts';

/** An error class to expect, abstract ones included (`GamepodError`). */
export type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/** What a decided command can be checked against. */
export type DeciderThen<Event> = {
  /**
   * The command decides exactly `expected`, in order; or, given a function, whatever it
   * asserts of the events decided (for events with ids or times the test does not fix).
   * Returns the decided events, so a test can go on from them. (Not named `then`: an object
   * with a `then` method is a promise to `await`, which would pass without checking.)
   */
  thenEvents(expected: readonly Event[] | ((decided: Event[]) => void)): Event[];
  /** The command decides nothing: it was a repeat, or asked for the state there is already. */
  thenNothingHappened(): void;
  /**
   * The decider refuses the command with an error of `type`, for which `check`, when given,
   * holds. Returns the error for further checks.
   */
  thenThrows<E extends Error>(type: ErrorClass<E>, check?: (error: E) => boolean): E;
};

/** A command sent to the history a test gave. */
export type DeciderWhen<Command, Event> = { when(command: Command): DeciderThen<Event> };

/** Starts a case: the events the aggregate already holds (none for a new one). */
export type DeciderGiven<Command, Event> = (events?: readonly Event[]) => DeciderWhen<Command, Event>;

const DEFAULT_CONTEXT: DecideContext = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id-1' };

const typesOf = (events: readonly NewEvent[]) => JSON.stringify(events.map((e) => e.type));

/**
 * Given / when / then for a decider's unit tests: fold the given events with `evolve`, run
 * `decide` on the command with `context` (the clock and ids the decider sees; a fixed
 * instant and 'id-1' by default), and check the events it decides or the error it throws.
 * Modelled on emmett's DeciderSpecification. For tests only: it asserts with node:assert.
 *
 * @example
 * const given = DeciderSpecification.for(podDecider, { now, newId: () => 'cmd-1' });
 * given([deployed]).when({ type: 'Delete', actor: admin }).thenEvents([PodDeleted.of({})]);
 * given([]).when({ type: 'Delete', actor: admin }).thenThrows(NotFoundError);
 */
export const DeciderSpecification = {
  for<Command, State, Event extends NewEvent>(
    decider: Pick<Decider<Command, State, Event>, 'initialState' | 'evolve' | 'decide'>,
    context: DecideContext = DEFAULT_CONTEXT,
  ): DeciderGiven<Command, Event> {
    return (events = []) => ({
      when(command) {
        const decide = () => decider.decide(command, fold(decider, events), context);
        return {
          thenEvents(expected) {
            const decided = decide();
            if (typeof expected === 'function') expected(decided);
            else assert.deepEqual(decided, expected);
            return decided;
          },
          thenNothingHappened() {
            assert.deepEqual(decide(), []);
          },
          thenThrows(type, check) {
            let decided: Event[];
            try {
              decided = decide();
            } catch (error) {
              assert.ok(error instanceof type, `expected a ${type.name}, but the decider threw ${String(error)}`);
              if (check) assert.ok(check(error), `the ${type.name} is not the one expected: ${String(error)}`);
              return error;
            }
            return assert.fail(`expected a ${type.name}, but the decider decided ${typesOf(decided)}`);
          },
        };
      },
    });
  },
};
