import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';

/** The paid-time notice a player sees: minutes left before the end, or the end itself. */
export type PaidTimeNotice = { kind: 'warning'; minutesLeft: number } | { kind: 'up' };

export const paidTimeNotice = signal<PaidTimeNotice | null>(null);

export function dismissPaidTimeNotice(): void {
  paidTimeNotice.value = null;
}

/**
 * Follows the server's meter: 'paid_time_warning' shows how many minutes are left;
 * 'paid_time_up' (the server has stopped the game) says so and takes a player on a games
 * screen back to the dashboard. A logout clears the notice. Returns the stop.
 */
export function watchPaidTime(): () => void {
  const stopPushes = onMessageSend((push) => {
    if (!userSession.value) return;
    if (push.message === 'paid_time_warning') {
      paidTimeNotice.value = { kind: 'warning', minutesLeft: push.data.minutes_left ?? 0 };
    } else if (push.message === 'paid_time_up') {
      paidTimeNotice.value = { kind: 'up' };
      if (location.pathname.startsWith('/player/games')) navigate('/player/dashboard');
    }
  });
  const stopSession = userSession.subscribe((user) => {
    if (!user) paidTimeNotice.value = null;
  });
  return () => {
    stopPushes();
    stopSession();
  };
}
