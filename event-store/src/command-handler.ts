import { type AppendContext, ConcurrencyError, type Decider, type NewEvent, uuidv7 } from '@gamepod/events';
import type { EventStore } from './event-store.ts';

export type HandleCommandOptions = {
  readonly context: AppendContext;
  /** The command's id, when the caller supplies one: a repeat of the same command appends nothing new. */
  readonly commandId?: string;
  /** Appends tried before a conflict is reported. */
  readonly maxAttempts?: number;
  readonly clock?: () => Date;
};

export type HandleCommandResult<State, Event> = {
  /** Events appended by this call; empty when the decider decided nothing. */
  readonly events: Event[];
  readonly state: State;
  /** The state the decider decided on: what the events changed, beside `state`. */
  readonly previous: State;
  /** Sequence of the commit, or the aggregate's unchanged version when nothing was appended. */
  readonly seq: number;
  readonly appended: boolean;
};

/**
 * Load → decide → append with optimistic concurrency, retrying a bounded number of times
 * when another writer got there first.
 *
 * A fold this instance cached is decided on at once, without reading: the append expects the
 * cached version, so it lands only if nothing was appended since, and a stale fold costs one
 * refused append and a reload. A decision of nothing, or a refusal, is trusted only on a fresh
 * read, since a newer commit could change it. So a command on an aggregate this instance
 * wrote last is one round trip to the log instead of three.
 *
 * @example
 * const { seq } = await handleCommand(store, podDecider, podId, { type: 'LockOut' }, { context });
 */
export async function handleCommand<Command, State, Event extends NewEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  id: string,
  command: Command,
  opts: HandleCommandOptions,
): Promise<HandleCommandResult<State, Event>> {
  const maxAttempts = opts.maxAttempts ?? 5;
  const clock = opts.clock ?? (() => new Date());
  const decideOn = (state: State) => decider.decide(command, state, { now: clock(), newId: () => uuidv7() });
  const cached = store.folds.get(decider, id);
  if (cached) {
    const state = cached.state as State;
    const events = decidedOrNull(() => decideOn(state));
    if (events && events.length > 0) {
      const landed = await appendDecided(store, decider, id, { state, version: cached.version, events }, opts).catch(
        (err: unknown) => {
          if (err instanceof ConcurrencyError) return null;
          throw err;
        },
      );
      if (landed) return landed;
    }
  }
  for (let attempt = 1; ; attempt++) {
    // start from the cached fold when there is one and read only what was appended since
    const cached = store.folds.get(decider, id);
    const read = await store.read(decider.aggregate, id, cached ? cached.version + 1 : 1);
    const history = read.events;
    // the read's version counts every commit it saw, refused ones too (they hold no events), so
    // a commit no reader may take moves the version on and never turns into a lasting conflict
    const version = read.version > 0 ? read.version : (cached?.version ?? 0);
    let state = cached ? (cached.state as State) : decider.initialState();
    for (const e of history) state = decider.evolve(state, e as unknown as Event);
    if (read.version > 0) store.folds.set(decider, id, { state, version });
    const events = decideOn(state);
    if (events.length === 0) return { events, state, previous: state, seq: version, appended: false };
    try {
      return await appendDecided(store, decider, id, { state, version, events }, opts);
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || attempt >= maxAttempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}

/** The decider's events, or null when it refused (the caller decides again on a fresh read). */
function decidedOrNull<Event>(decide: () => Event[]): Event[] | null {
  try {
    return decide();
  } catch {
    return null;
  }
}

/** Appends what was decided on `state` at `version`, and caches the fold after it. */
async function appendDecided<Command, State, Event extends NewEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  id: string,
  decided: { readonly state: State; readonly version: number; readonly events: Event[] },
  opts: HandleCommandOptions,
): Promise<HandleCommandResult<State, Event>> {
  const { events, version } = decided;
  const result = await store.append(decider.aggregate, id, events, {
    expectedVersion: version,
    context: opts.context,
    messageId: opts.commandId,
  });
  let state = decided.state;
  for (const e of events) state = decider.evolve(state, e);
  // a duplicate was appended before, so its events may be folded already: read it next time
  if (result.duplicate) store.folds.delete(decider, id);
  else store.folds.set(decider, id, { state, version: result.seq });
  return { events, state, previous: decided.state, seq: result.seq, appended: !result.duplicate };
}
