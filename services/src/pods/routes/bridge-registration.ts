import type { BridgeRegistration } from '@gamepod/contracts/http';
import {
  bridgeConsumerName,
  bridgeInboxPrefix,
  isUserPublicKey,
  mintUserJwt,
  type NatsAccountSigner,
  podPermissions,
  podScreensBucket,
  STATION_CREDS_TTL_SEC,
  STATION_USER_LIMITS,
} from '@gamepod/event-store/nats-auth';
import { type StoreNames, ValidationError } from '@gamepod/events';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type JetStreamManager,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { PodDeps } from '../application/pod-deps.ts';
import { registerStation, type StationCredentials } from '../application/pod-station.ts';
import { ensureScreenshotBucket } from '../fleet-status/screenshot-store.ts';

const CONSUMER_NOT_FOUND = 10014;
const SECOND_NS = 1_000_000_000;

/** What a bridge needs to work for its pod: its NATS identity and where its things live. */
export type { BridgeRegistration };

export type BridgeRegistrationDeps = PodDeps & {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly natsAuth?: NatsAccountSigner;
  readonly natsPublicUrl?: string;
  /** Lifetime of a station's JWT (default `STATION_CREDS_TTL_SEC`); tests shorten it. */
  readonly stationCredsTtlSec?: number;
};

/**
 * Creates `bridge_<pod id>` once and never replaces it: its ack floor is how commands issued
 * while the bridge was away still reach it. `deliver_policy: all` with
 * the pod's own filter starts it at the pod's first event; the bridge skips what it does not
 * act on and records expired commands as failed.
 */
export async function ensureBridgeConsumer(jsm: JetStreamManager, names: StoreNames, podId: string): Promise<void> {
  const durable = bridgeConsumerName(podId);
  const filter = `${names.prefix}.evt.pod.${podId}`;
  try {
    const info = await jsm.consumers.info(names.eventsStream, durable);
    if (info.config.filter_subject !== filter)
      throw new Error(`consumer ${durable} filters ${info.config.filter_subject ?? '(nothing)'}, expected ${filter}`);
    return;
  } catch (err) {
    if (!(err instanceof JetStreamApiError && err.code === CONSUMER_NOT_FOUND)) throw err;
  }
  // an add with the same config is idempotent on the server, so two racing registrations both succeed
  await jsm.consumers.add(names.eventsStream, {
    durable_name: durable,
    filter_subject: filter,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: 30 * SECOND_NS,
    max_ack_pending: 100,
  });
}

/**
 * Registers a station's bridge (see `registerStation`: the pod_id_key enrols a station once,
 * its station secret registers it from then on): an active, live pod gets its consumer (made
 * once), the screenshots bucket, and a user JWT for the station's own nkey, limited to its
 * own pod, bounded in size (`STATION_USER_LIMITS`) and expiring (`STATION_CREDS_TTL_SEC`).
 * @throws UnauthorizedError for an unknown key, an inactive pod, a wrong secret, or the key alone after enrolment
 */
export function bridgeRegistrar(deps: BridgeRegistrationDeps) {
  let setup: Promise<JetStreamManager> | undefined;
  const shared = () => {
    setup ??= (async () => {
      const jsm = await jetstreamManager(deps.nc);
      await ensureScreenshotBucket(deps.nc, deps.names);
      return jsm;
    })().catch((err: unknown) => {
      setup = undefined; // try again on the next registration
      throw err;
    });
    return setup;
  };
  return async (creds: StationCredentials): Promise<BridgeRegistration> => {
    if (creds.nats_user_key !== undefined && !isUserPublicKey(creds.nats_user_key))
      throw new ValidationError('nats_user_key: is not a NATS user public key', { field: 'nats_user_key' });
    const station = await registerStation(deps, creds, async (pod) =>
      ensureBridgeConsumer(await shared(), deps.names, pod.id),
    );
    const pod = station.pod;
    const ttl = deps.stationCredsTtlSec ?? STATION_CREDS_TTL_SEC;
    const now = Math.floor(Date.now() / 1000);
    const jwt = deps.natsAuth
      ? mintUserJwt(deps.natsAuth, station.nats_user_key, {
          name: `bridge-${pod.id}`,
          permissions: podPermissions(deps.names, pod.id),
          limits: STATION_USER_LIMITS,
          expiresInSec: ttl,
          now,
        })
      : null;
    return {
      pod_id: pod.id,
      jwt,
      expires_at: jwt ? new Date((now + ttl) * 1000).toISOString() : null,
      ...(station.station_secret ? { station_secret: station.station_secret } : {}),
      ...(deps.natsPublicUrl ? { nats_url: deps.natsPublicUrl } : {}),
      stream: deps.names.eventsStream,
      consumer: bridgeConsumerName(pod.id),
      subject_prefix: deps.names.prefix,
      inbox_prefix: bridgeInboxPrefix(pod.id),
      screens_bucket: podScreensBucket(deps.names),
    };
  };
}
