import type { StreamConfig } from '@nats-io/jetstream';
import {
  DiscardPolicy,
  JetStreamApiError,
  type JetStreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { allEventsSubject, allTelemetrySubject, type StoreNames } from './subjects.ts';

const NANOS_PER_SECOND = 1_000_000_000;

/**
 * GP_EVENTS: the business log. File storage, kept forever, never edited.
 * `duplicate_window` bounds how long a retried append with the same message id is recognised.
 * Durability: nats-server 2.9 writes every message to the OS before it acks and fsyncs on its
 * own interval (see docs/architecture.md); production runs 3 replicas, so an ack means the event
 * is on a quorum of machines.
 */
export function eventsStreamConfig(names: StoreNames, replicas = 1): Partial<StreamConfig> & { name: string } {
  return {
    name: names.eventsStream,
    subjects: [allEventsSubject(names)],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.New,
    max_age: 0,
    max_msgs: -1,
    max_bytes: -1,
    max_msg_size: 1024 * 1024,
    duplicate_window: 120 * NANOS_PER_SECOND,
    allow_direct: true,
    deny_delete: true,
    deny_purge: true,
    num_replicas: replicas,
  };
}

/** GP_TELEMETRY: heartbeats and activity pings; a few days of them, oldest dropped first. */
export function telemetryStreamConfig(names: StoreNames, replicas = 1): Partial<StreamConfig> & { name: string } {
  return {
    name: names.telemetryStream,
    subjects: [allTelemetrySubject(names)],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: 3 * 24 * 3600 * NANOS_PER_SECOND,
    max_bytes: 2 * 1024 * 1024 * 1024,
    duplicate_window: 60 * NANOS_PER_SECOND,
    allow_direct: true,
    num_replicas: replicas,
  };
}

const STREAM_NOT_FOUND = 10059;

/** Creates the two streams when they are missing; leaves existing ones as they are. */
export async function ensureStreams(jsm: JetStreamManager, names: StoreNames, replicas = 1): Promise<void> {
  for (const config of [eventsStreamConfig(names, replicas), telemetryStreamConfig(names, replicas)]) {
    try {
      await jsm.streams.info(config.name);
    } catch (err) {
      if (!(err instanceof JetStreamApiError) || err.code !== STREAM_NOT_FOUND) throw err;
      await jsm.streams.add(config);
    }
  }
}
