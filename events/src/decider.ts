import type { NewEvent, StoredEvent } from './envelope.ts';

/** What a decider may know of the world, passed in so that `decide` stays pure. */
export type DecideContext = {
  readonly now: Date;
  /** Makes a fresh id (UUIDv7 in production, predictable in tests). */
  readonly newId: () => string;
};

/**
 * An aggregate's pure domain logic (emmett's Decider): fold history with `evolve`,
 * turn a command into new events with `decide`. Neither does IO.
 */
export type Decider<Command, State, Event extends NewEvent> = {
  readonly aggregate: string;
  readonly initialState: () => State;
  /**
   * Folds one event; stored events reach it upcast to their current shape. It must return a
   * new state and never change the one it was given: folds are cached and shared between
   * concurrent commands (FoldCache).
   */
  readonly evolve: (state: State, event: Event) => State;
  /** Returns the events to append (none: nothing to do), or throws a GamepodError. */
  readonly decide: (command: Command, state: State, ctx: DecideContext) => Event[];
};

/** Folds events into state; for tests and for the command handler. */
export function fold<State, Event extends NewEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: Iterable<Event | StoredEvent>,
): State {
  let state = decider.initialState();
  for (const e of events) state = decider.evolve(state, e as Event);
  return state;
}
