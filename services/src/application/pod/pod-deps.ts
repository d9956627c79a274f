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
  /**
   * Cuts a station's NATS user off (its public key); absent when NATS runs without auth,
   * where stations get no credentials to revoke.
   */
  readonly revokeStation?: (natsUserKey: string) => Promise<void>;
  /** Makes pod_id_keys; tests force collisions through it. */
  readonly newPodKey?: () => string;
};

export const now = (deps: Pick<PodDeps, 'clock'>): Date => (deps.clock ?? (() => new Date()))();
