import type { StaffMessageOnPod } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';

/** The messages staff sent this pod from the floor view that nobody has acknowledged yet, oldest first. */
export const staffMessages = signal<readonly StaffMessageOnPod[]>([]);

/** The message on screen: the oldest not yet acknowledged. */
export const shownStaffMessage = computed(() => staffMessages.value[0] ?? null);

/** OK: the message on screen is read, and the next one (if any) shows. */
export function acknowledgeStaffMessage(): void {
  staffMessages.value = staffMessages.value.slice(1);
}

/**
 * Follows `message-send` 'staff_message': each message staff send the pod shows in turn until
 * it is acknowledged. A player signing out takes what they did not read with them, so the next
 * person never reads a message meant for someone else. Returns the stop.
 */
export function watchStaffMessages(): () => void {
  const stopPushes = onMessageSend((push) => {
    const message = push.message === 'staff_message' ? push.data.staff_message : undefined;
    if (message) staffMessages.value = [...staffMessages.value, message];
  });
  let signedIn = userSession.value !== null;
  const stopSession = userSession.subscribe((user) => {
    if (signedIn && !user) staffMessages.value = [];
    signedIn = user !== null;
  });
  return () => {
    stopPushes();
    stopSession();
  };
}
