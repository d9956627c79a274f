import type { StaffMessageOnPod } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { onMessageSend, realtimeUp } from '#app-state/realtime/realtime-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';

/** The messages staff sent this pod from the floor view that nobody has acknowledged yet, oldest first. */
export const staffMessages = signal<readonly StaffMessageOnPod[]>([]);

/** The message on screen: the oldest not yet acknowledged. */
export const shownStaffMessage = computed(() => staffMessages.value[0] ?? null);

const time = (m: StaffMessageOnPod) => Date.parse(m.sent_at);

/**
 * The time of the last message this page is done with: a read that crossed the acknowledgement
 * (the socket reconnects as a player signs out) must not bring it back.
 */
let doneThrough = Number.NEGATIVE_INFINITY;

/** Adds the messages not held yet (a message is named by when it was sent), keeping the oldest first. */
function hold(messages: readonly StaffMessageOnPod[]): void {
  const held = new Set(staffMessages.value.map((m) => m.sent_at));
  const fresh = messages.filter((m) => !held.has(m.sent_at) && time(m) > doneThrough);
  if (fresh.length) staffMessages.value = [...staffMessages.value, ...fresh].sort((a, b) => time(a) - time(b));
}

/**
 * Tells the server the pod is done with its messages up to `message`, so that none of them
 * shows again, after a reload either. A refusal is left alone: the message is off this screen
 * anyway, and at worst shows once more after a reload while it is recent.
 */
function acknowledgeThrough(message: StaffMessageOnPod): void {
  doneThrough = Math.max(doneThrough, time(message));
  const key = podSession.value?.session_id_key;
  if (!key) return;
  kioskApi.acknowledgeStaffMessages({ session_id_key: key, sent_at: message.sent_at }).catch(() => undefined);
}

/** OK: the message on screen is read, and the next one (if any) shows. */
export function acknowledgeStaffMessage(): void {
  const shown = staffMessages.value[0];
  if (!shown) return;
  staffMessages.value = staffMessages.value.slice(1);
  acknowledgeThrough(shown);
}

/** Reads the messages the pod has still to show: those sent while this page was not connected. */
function readUnread(): void {
  const key = podSession.value?.session_id_key;
  if (!key) return;
  kioskApi.staffMessages(key).then(
    (data) => {
      if (podSession.value?.session_id_key === key) hold(data.messages);
    },
    () => undefined,
  );
}

/**
 * Follows `message-send` 'staff_message': each message staff send the pod shows in turn until
 * it is acknowledged. Each time the page's socket (re)connects it also reads what was sent
 * while it was not connected. A player signing out takes what they did not read with them
 * (acknowledged, so it never shows to the next person), so the next person never reads a
 * message meant for someone else. Returns the stop.
 */
export function watchStaffMessages(): () => void {
  const stopPushes = onMessageSend((push) => {
    const message = push.message === 'staff_message' ? push.data.staff_message : undefined;
    if (message) hold([message]);
  });
  const stopConnect = realtimeUp.subscribe((up) => {
    if (up) readUnread();
  });
  let signedIn = userSession.value !== null;
  const stopSession = userSession.subscribe((user) => {
    if (signedIn && !user) {
      const last = staffMessages.value.at(-1);
      staffMessages.value = [];
      if (last) acknowledgeThrough(last);
    }
    signedIn = user !== null;
  });
  return () => {
    stopPushes();
    stopConnect();
    stopSession();
  };
}
