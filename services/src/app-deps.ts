import type { EventStore } from '@gamepod/event-store';
import type { NatsAccountSigner } from '@gamepod/event-store/nats-auth';
import type { StoreNames } from '@gamepod/events';
import type { AnyDB } from '@gamepod/log-runtime';
import type { ReadModel, ReadModelWatcher } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';

/** Cuts a station's NATS user off by its public key: its credentials issued at or before `at` are refused. */
export type StationRevoker = (natsUserKey: string, at: Date) => Promise<void>;

/**
 * The connections an app instance uses; the caller opens and closes them (see server.ts).
 * Its own module, importing no route or service, so that every route and service can take
 * it without importing the app that registers them.
 */
export type AppDeps = {
  readonly store: EventStore;
  /** Each read model's queries narrow this handle to their own tables. */
  readonly db: Kysely<AnyDB>;
  readonly nc: NatsConnection;
  readonly checkpoints: ReadModelWatcher;
  readonly names: StoreNames;
  readonly projections: readonly ReadModel[];
  /** The app account's signing key, to mint bridge creds; absent when NATS runs without auth. */
  readonly natsAuth?: NatsAccountSigner;
  /** The NATS URL bridges should use, when it differs from what they are configured with. */
  readonly natsPublicUrl?: string;
  /** Lifetime of a station's NATS JWT in seconds (default one hour); tests shorten it. */
  readonly stationCredsTtlSec?: number;
  /**
   * Cuts a station's NATS user off (the station_revocation reaction calls it); by default, with
   * natsAuth, through the revocations bucket.
   */
  readonly revokeStation?: StationRevoker;
};
