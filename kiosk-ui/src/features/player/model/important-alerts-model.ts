// Important Alerts, a part of the "Before you play" sheet: the player reads and ticks each of
// the first 7 alerts their login brought (or that started while they play). Each tick is
// recorded on the server. When the alerts are all the sheet holds, it closes 2 s after the
// last tick.
import type { PlayerAlert } from '@gamepod/contracts/http';
import type { MessageSendPush } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { podSession, setUserSession, userSession } from '#app-state/session/pod-session-model.ts';
import { orientationDue } from './orientation-model.ts';

/** The overlay shows the first 7. */
export const ALERTS_SHOWN = 7;
/** It closes this long after the last tick. */
export const ALERTS_CLOSE_MS = 2_000;

/** The ids ticked on this screen. */
export const ticked = signal<ReadonlySet<string>>(new Set());
/** Set once every alert shown is ticked, until the overlay closes. */
export const allTicked = signal(false);
let closing: ReturnType<typeof setTimeout> | undefined;

/** The alerts the overlay shows: the first 7 the session holds. */
export const shownAlerts = computed<readonly PlayerAlert[]>(() =>
  (userSession.value?.alerts ?? []).slice(0, ALERTS_SHOWN),
);

/** Due while the session says there are alerts to read. */
export const alertsDue = computed(() => userSession.value?.is_alerts === 1 && shownAlerts.value.length > 0);

/** Every alert shown is ticked (true when there are none to tick). */
export const everyAlertTicked = computed(() => shownAlerts.value.every((a) => ticked.value.has(a.id)));

/** The alerts are read: their part of the sheet is done. */
export function closeAlerts(): void {
  clearTimeout(closing);
  close();
}

function close(): void {
  const user = userSession.value;
  ticked.value = new Set();
  allTicked.value = false;
  if (user) setUserSession({ ...user, is_alerts: 0, alerts: [] });
}

/** A tick: recorded on the server; the last one closes the overlay 2 s later. */
export async function tickAlert(id: string): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod || ticked.value.has(id)) return;
  ticked.value = new Set([...ticked.value, id]);
  if (everyAlertTicked.value) {
    allTicked.value = true;
    clearTimeout(closing);
    // with nothing else before play (an alert that came while playing), the sheet closes by itself
    if (!orientationDue.value && !userSession.value?.reservation) closing = setTimeout(close, ALERTS_CLOSE_MS);
  }
  try {
    await userApi.markAlertRead({ session_id_key: pod.session_id_key, token: user.token, alert_id: id });
  } catch (err) {
    // a tick that did not reach the server shows the alert again at the next login
    logoutIfExpired(err);
  }
}

/** An alert that started while the player plays joins the overlay. Returns the stop. */
export function watchLiveAlerts(): () => void {
  return onMessageSend((payload: MessageSendPush) => {
    const alert = payload.data.player_alert;
    const user = userSession.value;
    if (payload.message !== 'alert' || !alert || !user || user.role_id !== 1) return;
    if (user.alerts.some((a) => a.id === alert.id)) return;
    // a new alert opens the overlay again, unticked ones first
    clearTimeout(closing);
    allTicked.value = false;
    const unticked = user.alerts.filter((a) => !ticked.value.has(a.id));
    ticked.value = new Set();
    setUserSession({ ...user, is_alerts: 1, alerts: [alert, ...unticked] });
  });
}
