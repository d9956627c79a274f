import {
  bridgeConsumerName,
  bridgeInboxPrefix,
  mintUserCreds,
  type NatsAccountSigner,
  podPermissions,
  podScreensBucket,
  type StoreNames,
} from '@gamepod/events';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type JetStreamManager,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { PodDeps } from '../../domain/pod/pod-deps.ts';
import { podOfKey, podUnauthorized } from '../../domain/pod/pod-kiosk-service.ts';
import { ensureScreenshotBucket } from '../../fleet-status/screenshot-store.ts';

const CONSUMER_NOT_FOUND = 10014;
const SECOND_NS = 1_000_000_000;

/** What a bridge needs to work for its pod: its NATS identity and where its things live. */
export type BridgeRegistration = {
  pod_id: string;
  /** The pod's user `.creds` text; null when NATS runs without auth (local development). */
  creds: string | null;
  nats_url?: string;
  stream: string;
  consumer: string;
  subject_prefix: string;
  inbox_prefix: string;
  screens_bucket: string;
};

export type BridgeRegistrationDeps = PodDeps & {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly natsAuth?: NatsAccountSigner;
  readonly natsPublicUrl?: string;
};

/**
 * Creates `bridge_<pod id>` once and never replaces it: its ack floor is how commands issued
 * while the bridge was away still reach it (DESIGN.md decision 7). `deliver_policy: all` with
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
 * Registers a station's bridge by its pod_id_key: an active, live pod gets its consumer (made
 * once), the screenshots bucket, and creds limited to its own pod.
 * @throws UnauthorizedError 'Gamepod not authorized.' for an unknown key or an inactive pod
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
  return async (podIdKey: string): Promise<BridgeRegistration> => {
    const pod = await podOfKey(deps, podIdKey);
    if (!pod.is_active) throw podUnauthorized();
    const jsm = await shared();
    await ensureBridgeConsumer(jsm, deps.names, pod.id);
    const creds = deps.natsAuth
      ? mintUserCreds(deps.natsAuth, { name: `bridge-${pod.id}`, permissions: podPermissions(deps.names, pod.id) })
      : null;
    return {
      pod_id: pod.id,
      creds,
      ...(deps.natsPublicUrl ? { nats_url: deps.natsPublicUrl } : {}),
      stream: deps.names.eventsStream,
      consumer: bridgeConsumerName(pod.id),
      subject_prefix: deps.names.prefix,
      inbox_prefix: bridgeInboxPrefix(pod.id),
      screens_bucket: podScreensBucket(deps.names),
    };
  };
}
