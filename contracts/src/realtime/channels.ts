// Data and pure functions only (no schemas), so a page that builds a channel name bundles
// nothing else.

/**
 * What a channel is about; its id follows the dot: `client.<id>`, `pod.<id>`, `user.<id>`,
 * `lab.<id>`, and `kiosk.<pod id>`: the pod's kiosk page alone, signed in by its session key.
 */
export type ChannelScope = 'client' | 'pod' | 'user' | 'lab' | 'kiosk';

export type Channel = { readonly scope: ChannelScope; readonly id: string };

// ids become one NATS subject token: no dots, spaces or wildcards
const CHANNEL = /^(client|pod|user|lab|kiosk)\.([A-Za-z0-9_-]{1,128})$/;

/** Parses `pod.42`; null for anything that is not a channel the services serve. */
export function parseChannel(channel: string): Channel | null {
  const m = CHANNEL.exec(channel);
  if (!m?.[1] || !m[2]) return null;
  return { scope: m[1] as ChannelScope, id: m[2] };
}

/**
 * The one place a channel's name is built, by the services that push and the pages that
 * subscribe: `channelName('pod', podId)` is `pod.<pod id>`. Throws for an id that could not
 * be one subject token.
 */
export function channelName(scope: ChannelScope, id: string): string {
  const name = `${scope}.${id}`;
  if (!parseChannel(name)) throw new Error(`not a valid channel id: ${id}`);
  return name;
}

/**
 * The product's realtime channel names; on our one socket they are message kinds, and a
 * message's channel says whom it is for.
 */
export const SPEC_KINDS = [
  'message-send',
  'pod-command',
  'pod-command-login',
  'admin-pod-command',
  'reservation-command',
  'rss-feed-command',
] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** Live status changes (a pod went idle, a console came online…) are `status.<what>`. */
export type StatusKind = `status.${string}`;

export type RealtimeKind = SpecKind | StatusKind;

const STATUS_KIND = /^status\.[a-z0-9][a-z0-9_.-]{0,63}$/;

export function isRealtimeKind(kind: string): kind is RealtimeKind {
  return (SPEC_KINDS as readonly string[]).includes(kind) || STATUS_KIND.test(kind);
}

/** The kind of a pod's live status push, on `client.<client id>`. */
export const POD_STATUS_KIND = 'status.pod';

/** The kind of a pod's floor tile push (the floor view), on `client.<client id>`; its payload is a `FloorPod`. */
export const FLOOR_POD_KIND = 'status.floor';

/** Close codes in the 4000 range mirror HTTP: 4401 is "sign in again". */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_GOING_AWAY = 1001;
