import type { PublicEvent } from '@gamepod/contracts/public-events';
import { streamReplicasFromEnv } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import {
  DiscardPolicy,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';

const NANOS_PER_MS = 1_000_000;

/** How far back a reconnecting stream may resume: the public events of the last hour. */
export const PUBLIC_EVENTS_KEPT_MS = 60 * 60_000;

/** `GP_PUBLIC_EVENTS` in production: the public events of the last hour, for the read API's streams. */
export const publicEventsStreamName = (names: StoreNames) => `${names.prefix.toUpperCase()}_PUBLIC_EVENTS`;

/** What stands for the lab of a client-wide event (a payment) in its subject. */
export const NO_LAB = 'none';

/**
 * `<prefix>.pub.<client id>.<lab id>` (`none` for an event of no lab): a lab's stream reads
 * its client's subjects and keeps its own lab's and the client-wide ones.
 */
export const publicEventSubject = (names: StoreNames, clientId: string, labId: string | null) =>
  `${names.prefix}.pub.${clientId}.${labId ?? NO_LAB}`;

/** Every public event subject of one client. */
export const clientPublicEventsSubject = (names: StoreNames, clientId: string) => `${names.prefix}.pub.${clientId}.>`;

/**
 * The stream of public events: an hour of them (and at most a million), oldest dropped first.
 * A repeat of an event id within two minutes (a redelivered reaction batch) is stored once.
 */
export function publicEventsStreamConfig(names: StoreNames): Partial<StreamConfig> & { name: string } {
  return {
    name: publicEventsStreamName(names),
    subjects: [`${names.prefix}.pub.>`],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: PUBLIC_EVENTS_KEPT_MS * NANOS_PER_MS,
    max_msgs: 1_000_000,
    duplicate_window: 120_000 * NANOS_PER_MS,
    num_replicas: streamReplicasFromEnv(),
  };
}

/** JetStream's "stream name already in use with a different configuration". */
const STREAM_NAME_IN_USE = 10058;

/**
 * Makes the public events stream on first use (or brings its limits up to date) and hands the
 * same promise to every later caller; a failed attempt is forgotten, so the next call tries again.
 */
export function lazyPublicEventsStream(nc: NatsConnection, names: StoreNames): () => Promise<string> {
  let made: Promise<string> | undefined;
  return () => {
    made ??= (async () => {
      const jsm = await jetstreamManager(nc);
      const config = publicEventsStreamConfig(names);
      try {
        await jsm.streams.add(config);
      } catch (err) {
        if (!(err instanceof JetStreamApiError) || err.code !== STREAM_NAME_IN_USE) throw err;
        const { name: _name, ...limits } = config;
        await jsm.streams.update(config.name, limits);
      }
      return config.name;
    })().catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    return made;
  };
}

/** Sends a public event to the read API's streams, kept an hour for a stream that reconnects. */
export type PublicEventStream = (event: PublicEvent) => Promise<void>;

export function natsPublicEventStream(nc: NatsConnection, names: StoreNames): PublicEventStream {
  const ready = lazyPublicEventsStream(nc, names);
  const js = jetstream(nc);
  return async (event) => {
    await ready();
    await js.publish(publicEventSubject(names, event.client_id, event.lab_id), JSON.stringify(event), {
      msgID: event.id,
    });
  };
}
