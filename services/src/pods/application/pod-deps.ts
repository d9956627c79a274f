import type { EventStore } from '@gamepod/event-store';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { StationRevoker } from '../../app-deps.ts';

/** What the pod use cases need; AppDeps satisfies it. */
export type PodDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
  /**
   * Cuts a station's NATS user off (its public key); absent when NATS runs without auth,
   * where stations get no credentials to revoke.
   */
  readonly revokeStation?: StationRevoker;
  /** Makes pod_id_keys; tests force collisions through it. */
  readonly newPodKey?: () => string;
};

export const now = (deps: Pick<PodDeps, 'clock'>): Date => (deps.clock ?? (() => new Date()))();
