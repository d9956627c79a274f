import type { RemainingTime } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { paidTimeNotice } from '#app-state/paid-time/paid-time-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';
import { modeReloads } from '#app-state/station/station-commands-model.ts';

/** Remaining time is polled every 30 s. */
export const REMAINING_POLL_MS = 30_000;

export const remainingTime = signal<RemainingTime | null>(null);

/** "2h 05m", "45m", "0m": hours and minutes. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.floor(total));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

async function load(): Promise<void> {
  const token = userSession.value?.token;
  if (!token) return;
  try {
    const balance = await userApi.remainingTime(token);
    remainingTime.value = balance;
    // the station keeps its own clock of a paying player's minutes, so it can end the session itself
    if (balance.mode === 'paid')
      void callHelper('POST', '/kiosk/set/player_web_time', { player_web_time: balance.time });
  } catch (err) {
    logoutIfExpired(err);
  }
}

/** Keeps the time balance fresh while the dashboard shows, and reads it again on a meter push or a mode switch; returns the stop. */
export function watchRemainingTime(): () => void {
  const timer = setInterval(() => void load(), REMAINING_POLL_MS);
  // subscribe runs at once too: the first read
  const stopNotice = paidTimeNotice.subscribe(() => void load());
  // the lab switched between free and paid
  const stopMode = modeReloads.subscribe(() => void load());
  return () => {
    clearInterval(timer);
    stopNotice();
    stopMode();
  };
}
