import type { QueueSessionLimit } from '@gamepod/contracts/http';
import { QUEUE_LIMIT_KIND } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { onMessageSend, onPodQueuePush, realtimeUp } from '#app-state/realtime/realtime-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';

/** The limit's minutes left are counted down every 15 s. */
const TICK_MS = 15_000;

type Held = { readonly limit: QueueSessionLimit; readonly received_at: number };

const held = signal<Held | null>(null);
const now = signal(Date.now());

/** The logout screen's reason when the limit ended the session: the server's own words for it. */
const QUEUE_LIMIT_LOGOUT_REASON = 'Session limit reached: people are waiting';

/** A warning from the server's timers: minutes left (10, 2), or the limit reached. */
export type QueueLimitWarning = { readonly kind: 'warning'; readonly minutesLeft: number } | { readonly kind: 'up' };
export const queueLimitWarning = signal<QueueLimitWarning | null>(null);

/** The limit while people wait on this session: the lab's limit and the minutes left; null when none applies. */
export const queueLimit = computed(() => {
  const h = held.value;
  if (!h?.limit.applies || h.limit.seconds_left === null || h.limit.limit_minutes === null) return null;
  const seconds = h.limit.seconds_left - Math.floor((now.value - h.received_at) / 1_000);
  return { limit_minutes: h.limit.limit_minutes, minutes_left: Math.max(0, Math.ceil(seconds / 60)) };
});

/** Why the server closed this session just now, when the limit while people wait was reached. */
export function queueLimitLogoutReason(): string | null {
  return queueLimitWarning.value?.kind === 'up' ? QUEUE_LIMIT_LOGOUT_REASON : null;
}

export function dismissQueueLimitWarning(): void {
  queueLimitWarning.value = null;
}

function take(limit: QueueSessionLimit): void {
  const at = Date.now();
  now.value = at;
  held.value = { limit, received_at: at };
  if (!limit.applies) queueLimitWarning.value = null;
}

async function read(): Promise<void> {
  const token = userSession.value?.token;
  if (!token) return;
  try {
    take(await userApi.queueLimit(token));
  } catch {
    // the next push or reconnect reads it again
  }
}

/**
 * Follows the limit while people wait on a player screen: read when it opens and each time the
 * socket (re)connects, replaced by each `status.queue_limit` push; the server's
 * 'queue_limit_warning' (10 and 2 minutes) and 'queue_limit_up' show as warnings. Returns the stop.
 */
export function watchQueueLimit(): () => void {
  const stopLimit = onPodQueuePush(QUEUE_LIMIT_KIND, (push) => take(push.limit));
  const stopWarnings = onMessageSend((push) => {
    if (!userSession.value) return;
    if (push.message === 'queue_limit_warning')
      queueLimitWarning.value = { kind: 'warning', minutesLeft: push.data.minutes_left ?? 0 };
    else if (push.message === 'queue_limit_up') queueLimitWarning.value = { kind: 'up' };
    else return;
    void read();
  });
  const stopUp = realtimeUp.subscribe((up) => {
    if (up) void read();
  });
  const stopSession = userSession.subscribe((user) => {
    if (user) return;
    held.value = null;
    queueLimitWarning.value = null;
  });
  const tick = setInterval(() => {
    now.value = Date.now();
  }, TICK_MS);
  return () => {
    clearInterval(tick);
    stopLimit();
    stopWarnings();
    stopUp();
    stopSession();
  };
}
