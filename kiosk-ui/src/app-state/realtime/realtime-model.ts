import {
  CHAT_KIND,
  type ChatPush,
  CLOSE_UNAUTHORIZED,
  channelName,
  type MessageSendPush,
  type PodStatusPush,
  type PushPayload,
  QUEUE_HOLD_KIND,
  QUEUE_LIMIT_KIND,
  type ReservationCommandPush,
  type RssFeedCommandPush,
  type SchedulePush,
} from '@gamepod/contracts/realtime';
import { computed, effect, signal } from '@preact/signals-react';
import { podId, podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { ReconnectingSocket } from '#lib/reconnecting-socket.ts';

export const realtimeUp = signal(false);

/** The client whose fleet status (`client.<id>`) the signed-in facilitator's screen listens to; null: none. */
export const watchedClient = signal<string | null>(null);

type Credentials = { query: string; channels: string[] } | null;

/** Who the socket speaks for: the logged-in user's token, else the pod's kiosk session key. */
const credentials = computed<Credentials>(() => {
  const pod = podId.value;
  const session = podSession.value;
  if (!pod || !session) return null;
  const user = userSession.value;
  if (user?.token) {
    return {
      query: `token=${encodeURIComponent(user.token)}`,
      channels: [
        channelName('pod', pod),
        channelName('user', user.user_id),
        ...(watchedClient.value ? [channelName('client', watchedClient.value)] : []),
      ],
    };
  }
  // kiosk.<pod> is this page's alone: a phone login's one-time code comes there
  return {
    query: `session_id_key=${encodeURIComponent(session.session_id_key)}`,
    channels: [channelName('pod', pod), channelName('kiosk', pod)],
  };
});

const messageListeners = new Set<(payload: MessageSendPush) => void>();
const scheduleListeners = new Set<(payload: SchedulePush) => void>();
const expiredListeners = new Set<() => void>();
const kioskEndedListeners = new Set<() => void>();
const reservationListeners = new Set<(payload: ReservationCommandPush) => void>();
const podStatusListeners = new Set<(payload: PodStatusPush) => void>();
const rssListeners = new Set<(payload: RssFeedCommandPush) => void>();
const chatListeners = new Set<(payload: ChatPush) => void>();
/** The queue's pushes to a pod, which name it by `pod_id`. */
type PodQueueKind = typeof QUEUE_HOLD_KIND | typeof QUEUE_LIMIT_KIND;
const podQueueListeners = new Map<string, Set<(payload: never) => void>>([
  [QUEUE_HOLD_KIND, new Set()],
  [QUEUE_LIMIT_KIND, new Set()],
]);
let socket: ReconnectingSocket | null = null;

function wsUrl(): string {
  const origin = location.origin.replace(/^http/, 'ws');
  return `${origin}/api/v1/ws?${credentials.value?.query ?? ''}`;
}

function onMessage(raw: unknown): void {
  const m = raw as { op?: string; kind?: string; payload?: unknown };
  if (m.op !== 'message') return;
  if (m.kind === 'pod-command-login') {
    const schedule = m.payload as SchedulePush;
    if (schedule?.command_type !== 'schedule' || !schedule.pod_ids?.includes(podId.value ?? '')) return;
    for (const listener of scheduleListeners) listener(schedule);
    return;
  }
  if (m.kind === 'status.pod') {
    for (const listener of podStatusListeners) listener(m.payload as PodStatusPush);
    return;
  }
  if (m.kind === 'reservation-command') {
    const push = m.payload as ReservationCommandPush;
    // reservation commands act only on the production server and when they name this pod
    if (push?.server_info !== 'production' || !push.pod_ids?.includes(podId.value ?? '')) return;
    for (const listener of reservationListeners) listener(push);
    return;
  }
  if (m.kind === 'rss-feed-command') {
    const push = m.payload as RssFeedCommandPush;
    if (push?.server_info !== 'production' || !push.pod_ids?.includes(podId.value ?? '')) return;
    for (const listener of rssListeners) listener(push);
    return;
  }
  if (m.kind === CHAT_KIND) {
    const push = m.payload as ChatPush;
    if (push?.pod_id !== podId.value) return;
    for (const listener of chatListeners) listener(push);
    return;
  }
  const podQueue = podQueueListeners.get(m.kind ?? '');
  if (podQueue) {
    const push = m.payload as { pod_id?: string } | null;
    if (push?.pod_id !== podId.value) return;
    for (const listener of podQueue) listener(push as never);
    return;
  }
  if (m.kind !== 'message-send') return;
  const payload = m.payload as MessageSendPush;
  // Pushes are filtered by pod id and the production server
  if (payload?.server_info !== 'production' || payload.data?.pod !== podId.value) return;
  for (const listener of messageListeners) listener(payload);
}

/** Keeps the services socket connected for the current pod and user; reconnects when they change. */
export function startRealtime(): () => void {
  let last = '';
  return effect(() => {
    const creds = credentials.value;
    const key = creds ? `${creds.query}|${creds.channels.join(',')}` : '';
    if (key === last) return;
    last = key;
    if (!creds) {
      socket?.close();
      socket = null;
      realtimeUp.value = false;
      return;
    }
    if (socket) {
      socket.reconnect();
      return;
    }
    socket = new ReconnectingSocket(wsUrl, {
      onOpen: (send) => {
        realtimeUp.value = true;
        for (const channel of credentials.value?.channels ?? []) send({ op: 'subscribe', channel });
      },
      onMessage,
      onClose: (code) => {
        realtimeUp.value = false;
        if (code === CLOSE_UNAUTHORIZED) {
          const listeners = userSession.value ? expiredListeners : kioskEndedListeners;
          for (const listener of listeners) listener();
        }
        return true;
      },
    });
  });
}

/** Runs `listener` for each `message-send` push meant for this pod; returns the unsubscribe. */
export function onMessageSend(listener: (payload: MessageSendPush) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Runs `listener` for each queue push naming this pod (`status.queue_hold`, `status.queue_limit`); returns the unsubscribe. */
export function onPodQueuePush<K extends PodQueueKind>(
  kind: K,
  listener: (payload: PushPayload<K>) => void,
): () => void {
  const listeners = podQueueListeners.get(kind) as Set<(payload: PushPayload<K>) => void>;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `listener` for each 'pod-command-login' schedule push naming this pod; returns the unsubscribe. */
export function onScheduleCommand(listener: (payload: SchedulePush) => void): () => void {
  scheduleListeners.add(listener);
  return () => scheduleListeners.delete(listener);
}

/**
 * Runs `listener` when the server refuses the page's own kiosk session (nobody signed in): it
 * ended unused, or with its pod. Returns the unsubscribe.
 */
export function onKioskSessionEnded(listener: () => void): () => void {
  kioskEndedListeners.add(listener);
  return () => kioskEndedListeners.delete(listener);
}

/** Runs `listener` when the server closes the socket because the user's session ended. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Runs `listener` for each 'reservation-command' push naming this pod; returns the unsubscribe. */
export function onReservationCommand(listener: (payload: ReservationCommandPush) => void): () => void {
  reservationListeners.add(listener);
  return () => reservationListeners.delete(listener);
}

/** Runs `listener` for each `status.pod` push of the watched client's pods; returns the unsubscribe. */
export function onPodStatus(listener: (payload: PodStatusPush) => void): () => void {
  podStatusListeners.add(listener);
  return () => podStatusListeners.delete(listener);
}

/** Runs `listener` for each 'rss-feed-command' push naming this pod (its lab's headlines); returns the unsubscribe. */
export function onRssFeedCommand(listener: (payload: RssFeedCommandPush) => void): () => void {
  rssListeners.add(listener);
  return () => rssListeners.delete(listener);
}

/** Runs `listener` for each `status.chat` push of this pod's conversation; returns the unsubscribe. */
export function onChatPush(listener: (payload: ChatPush) => void): () => void {
  chatListeners.add(listener);
  return () => chatListeners.delete(listener);
}
