import { allEventsSubject, allTelemetrySubject, PRODUCTION_NAMES, type StoreNames } from '@gamepod/events';
import type { StreamConfig } from '@nats-io/jetstream';
import {
  DiscardPolicy,
  JetStreamApiError,
  type JetStreamManager,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { askAgainWhileNatsIsOut } from './nats-connection.ts';

const NANOS_PER_SECOND = 1_000_000_000;
const GiB = 1024 * 1024 * 1024;

/**
 * GP_EVENTS' byte cap. A station may write to its own subject as fast as its link allows, and
 * the log keeps everything forever, so without a cap one rogue station fills the disk under
 * every stream and Postgres. At the cap new appends are refused (`discard: new`), loudly, and
 * nothing old is ever dropped. nats-server reserves a stream's max_bytes against its storage
 * (75% of the free disk by default) and refuses a stream it cannot promise that much, so the
 * cap is also a promise of disk. 20 GiB is several years of a 200-pod fleet (about 100 facts
 * of some 400 bytes per pod and day, plus services' writes, is 3 GB a year); ops watch the
 * stream's bytes and raise this (it applies on the next start) long before it is reached.
 * nats-server 2.9 has no `discard_new_per_subject`, and a per-subject limit there drops a
 * subject's oldest messages, so a per-station cap would silently delete business history:
 * there is none.
 */
export const EVENTS_MAX_BYTES = 20 * GiB;

/**
 * The cap of an isolated copy of the log (tests, benchmarks, `GP_NAMESPACE`): several share one
 * server and each reserves its cap there, as each reserves its telemetry stream's 2 GiB.
 */
export const ISOLATED_EVENTS_MAX_BYTES = 1 * GiB;

/**
 * The largest commit: 1 MiB. A commit is one command's events for one aggregate, a few KiB
 * at most today (the largest fields are 2,000 characters); a station's commits are a few
 * hundred bytes, and its NATS user cannot publish more than a screenshot anyway
 * (`STATION_USER_LIMITS`).
 */
export const EVENTS_MAX_MSG_SIZE = 1024 * 1024;

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
    max_bytes: names.eventsStream === PRODUCTION_NAMES.eventsStream ? EVENTS_MAX_BYTES : ISOLATED_EVENTS_MAX_BYTES,
    max_msg_size: EVENTS_MAX_MSG_SIZE,
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
    max_bytes: 2 * GiB,
    max_msg_size: 64 * 1024,
    duplicate_window: 60 * NANOS_PER_SECOND,
    allow_direct: true,
    num_replicas: replicas,
  };
}

const STREAM_NOT_FOUND = 10059;

/** The limits ensureStreams keeps in step on an existing stream; the rest is fixed at creation. */
const LIMIT_FIELDS = ['max_bytes', 'max_msg_size', 'max_msgs', 'max_age', 'discard'] as const;

/**
 * Creates the two streams when they are missing, and brings an existing stream's limits
 * (`LIMIT_FIELDS`) to the config's, so a changed limit applies on the next start.
 */
export async function ensureStreams(jsm: JetStreamManager, names: StoreNames, replicas = 1): Promise<void> {
  for (const config of [eventsStreamConfig(names, replicas), telemetryStreamConfig(names, replicas)]) {
    let current: StreamConfig;
    try {
      current = (await jsm.streams.info(config.name)).config;
    } catch (err) {
      if (!(err instanceof JetStreamApiError) || err.code !== STREAM_NOT_FOUND) throw err;
      await jsm.streams.add(config);
      continue;
    }
    const changed = LIMIT_FIELDS.filter((f) => config[f] !== undefined && config[f] !== current[f]);
    if (changed.length === 0) continue;
    const update: Partial<StreamConfig> = {};
    for (const f of changed) Object.assign(update, { [f]: config[f] });
    await jsm.streams.update(config.name, update);
  }
}

/** How long a process's start waits on each JetStream API call, and in all for the streams. */
const START_API_TIMEOUT_MS = 20_000;
const START_DEADLINE_MS = 120_000;

/**
 * `ensureStreams` at a process's start, through a busy or electing cluster: each call may take
 * 20 s, and a call that fails for want of NATS (a timeout, no responders, a 503) is tried again
 * with backoff for up to 2 minutes instead of ending the process. Any other error is thrown.
 *
 * @example await ensureStreamsAtStart(nc, names, streamReplicasFromEnv(), (m) => log.warn({}, m));
 */
export async function ensureStreamsAtStart(
  nc: NatsConnection,
  names: StoreNames,
  replicas = 1,
  warn: (message: string) => void = () => undefined,
  deadlineMs = START_DEADLINE_MS,
): Promise<void> {
  await askAgainWhileNatsIsOut(
    async () => ensureStreams(await jetstreamManager(nc, { timeout: START_API_TIMEOUT_MS }), names, replicas),
    {
      forMs: deadlineMs,
      firstWaitMs: 500,
      maxWaitMs: 5_000,
      onRetry: (err) => warn(`the streams could not be checked yet (${String(err)}); trying again`),
    },
  );
}
