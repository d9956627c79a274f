import { QUEUE_HOLD_KIND, type QueueHoldPush } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { onPodQueuePush, realtimeUp } from '#app-state/realtime/realtime-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';

/** The hold's countdown ticks each second. */
const TICK_MS = 1_000;

type Held = { readonly display_name: string; readonly seconds_left: number; readonly received_at: number };

/** The pod's hold for the next in line as last heard, and when (its seconds count from then). */
const held = signal<Held | null>(null);
const now = signal(Date.now());

/** "Reserved for {name}" on the login screen: whom the pod is held for and the seconds left; null when none. */
export const queueHold = computed(() => {
  const h = held.value;
  if (!h) return null;
  const left = h.seconds_left - Math.floor((now.value - h.received_at) / 1_000);
  return left > 0 ? { display_name: h.display_name, seconds_left: left } : null;
});

function take(hold: QueueHoldPush['hold']): void {
  const at = Date.now();
  now.value = at;
  held.value = hold ? { display_name: hold.display_name, seconds_left: hold.seconds_left, received_at: at } : null;
}

async function read(): Promise<void> {
  const key = podSession.value?.session_id_key;
  if (!key) return;
  try {
    take((await kioskApi.queueHold(key)).hold);
  } catch {
    // the next push or reconnect reads it again
  }
}

/**
 * Follows the pod's hold while the login screen shows: read when the screen opens and each time
 * the socket (re)connects, then each `status.queue_hold` push replaces it. Returns the stop.
 */
export function watchQueueHold(): () => void {
  const stopPush = onPodQueuePush(QUEUE_HOLD_KIND, (push) => take(push.hold));
  const stopUp = realtimeUp.subscribe((up) => {
    if (up) void read();
  });
  const stopSession = podSession.subscribe(() => void read());
  const tick = setInterval(() => {
    now.value = Date.now();
  }, TICK_MS);
  return () => {
    clearInterval(tick);
    stopPush();
    stopUp();
    stopSession();
  };
}
