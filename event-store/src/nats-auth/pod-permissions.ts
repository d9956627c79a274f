import { type StoreNames, ValidationError } from '@gamepod/events';
import type { NatsPermissions, NatsUserLimits } from './user.ts';

/**
 * One literal subject token. Stricter than `assertSubjectTokens`, which allows dots: a dot in a
 * pod id would give the bridge a different (deeper) subject and an invalid consumer name.
 */
function assertPodId(podId: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(podId))
    throw new ValidationError(`pod id must be letters, digits, '-' or '_'`, { field: 'pod id', value: podId });
}

/** The durable pull consumer services create for a pod's bridge (filter `gp.evt.pod.<id>`). */
export function bridgeConsumerName(podId: string): string {
  assertPodId(podId);
  return `bridge_${podId}`;
}

/**
 * The inbox prefix a bridge must connect with (nats.js `inboxPrefix`). Every reply it waits
 * for (publish acks, pulled messages, consumer info) arrives under it, and it is the only
 * thing the bridge may subscribe to, so no bridge can read another's replies.
 */
export function bridgeInboxPrefix(podId: string): string {
  assertPodId(podId);
  return `_INBOX_${podId}`;
}

/** The KV bucket of pod screenshots, one key per pod: `gp_pod_screens` in production. */
export function podScreensBucket(names: StoreNames): string {
  return `${names.prefix}_pod_screens`;
}

/**
 * What one pod's bridge may do, and nothing else (an allow list denies everything not on it).
 *
 * Publish:
 * - `gp.evt.station.<id>`: the facts it observes and its command outcomes go to its own
 *   station's subject, which only it writes; not its pod's subject (services write the pod's
 *   facts there, and read them as trusted), no other aggregate, no claim subject.
 * - `gp.tel.*.<id>`: heartbeats and activity pings for its own pod only.
 * - `$KV.gp_pod_screens.<id>`: a KV put is a JetStream publish to the key's subject, so this
 *   is its own screenshot key (write with `js.publish`; opening the bucket would need stream
 *   info, which it is not given).
 * - `$JS.API.CONSUMER.INFO.<events>.bridge_<id>`: nats.js `consumers.get` reads the consumer
 *   before pulling, and again when heartbeats go missing.
 * - `$JS.API.CONSUMER.MSG.NEXT.<events>.bridge_<id>`: pull requests for its commands.
 * - `$JS.ACK.<events>.bridge_<id>.>`: ack, nak, term and in-progress of those messages.
 *
 * Not given: `$JS.API.INFO` (only `jetstreamManager` asks for it; the bridge uses
 * `jetstream()`), consumer create/delete (services create `bridge_<id>`), and any direct or
 * stream get: their request bodies pick the subject, which no permission can check, so they
 * would expose every aggregate in the stream.
 *
 * Subscribe: only `_INBOX_<id>.>`. Replies from JetStream are sent by the server to the
 * requester's inbox; receiving them needs a subscribe permission, not `allow_responses`
 * (which is for answering requests, and a bridge answers none).
 */
export function podPermissions(names: StoreNames, podId: string): NatsPermissions {
  const consumer = bridgeConsumerName(podId);
  const stream = names.eventsStream;
  return {
    pub: {
      allow: [
        `${names.prefix}.evt.station.${podId}`,
        `${names.prefix}.tel.*.${podId}`,
        `$KV.${podScreensBucket(names)}.${podId}`,
        `$JS.API.CONSUMER.INFO.${stream}.${consumer}`,
        `$JS.API.CONSUMER.MSG.NEXT.${stream}.${consumer}`,
        `$JS.ACK.${stream}.${consumer}.>`,
      ],
    },
    sub: { allow: [`${bridgeInboxPrefix(podId)}.>`] },
  };
}

/**
 * The largest screenshot a station uploads (bigger ones are skipped): the fleet list shows a
 * thumbnail-sized picture, and half of nats-server's default 1 MiB max_payload keeps a
 * station well below what every other client may send.
 */
export const STATION_SCREENSHOT_MAX_BYTES = 512 * 1024;

/**
 * Limits on a station's NATS user. Payload: its largest message is a screenshot
 * (`STATION_SCREENSHOT_MAX_BYTES`), plus 4 KiB for the headers JetStream and KV add; its events
 * and telemetry are a few KiB. A bigger publish closes its connection. Subscriptions: nats.js
 * holds one for request replies and one per pull, so 16 leaves room and still stops a station
 * from burdening the server with thousands.
 */
export const STATION_USER_LIMITS: Partial<NatsUserLimits> = {
  payload: STATION_SCREENSHOT_MAX_BYTES + 4096,
  subs: 16,
};

/** How long a station's NATS credentials live; the bridge renews them well before (at two thirds). */
export const STATION_CREDS_TTL_SEC = 3600;

/** Services, projections and tools in the application account: the whole subject space. */
export function appPermissions(): NatsPermissions {
  return { pub: { allow: ['>'] }, sub: { allow: ['>'] } };
}
