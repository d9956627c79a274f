import type { EventStore } from '@gamepod/events';
import type { CheckpointWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** The read model the pod screens and the kiosk's pod lookups read: writes wait for it. */
export const PODS_READ_MODEL = 'pods';

/** What the pod use cases need; AppDeps satisfies it. */
export type PodDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: CheckpointWatcher;
  readonly clock?: () => Date;
  /** Makes pod_id_keys; tests force collisions through it. */
  readonly newPodKey?: () => string;
};

export const now = (deps: Pick<PodDeps, 'clock'>): Date => (deps.clock ?? (() => new Date()))();
