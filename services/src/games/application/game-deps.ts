import type { EventStore } from '@gamepod/event-store';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** What the game use cases need; AppDeps satisfies it. */
export type GameDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
};
