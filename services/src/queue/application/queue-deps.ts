import type { EventStore } from '@gamepod/event-store';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** What the queue's use cases need: the log, the read models and the clock. */
export type QueueDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock: () => Date;
};
