import type { EventStore } from '@gamepod/event-store';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** What the pod use cases need; AppDeps satisfies it. */
export type PodDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
  /** Makes pod_id_keys; tests force collisions through it. */
  readonly newPodKey?: () => string;
};

export const now = (deps: Pick<PodDeps, 'clock'>): Date => (deps.clock ?? (() => new Date()))();
