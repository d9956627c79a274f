import type { EmergencyAlert, MessageSendPush } from '@gamepod/contracts/realtime';
import { readStored, writeStored } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';

/** The alert on screen and the seconds it has left (it auto-acknowledges at 0). */
export const activeAlert = signal<EmergencyAlert | null>(null);
export const alertSecondsLeft = signal(0);
export const alertTitle = computed(() =>
  activeAlert.value ? `${activeAlert.value.client} Emergency Alert System` : '',
);

/** Viewed alerts, keyed by content, holding the kiosk session id that saw them. */
type Viewed = Record<string, string>;
let ticker: ReturnType<typeof setInterval> | undefined;

function sessionId(): string {
  return podSession.value?.session_id_key ?? '';
}

function alreadyViewed(alert: EmergencyAlert): boolean {
  return readStored<Viewed>('viewed_alerts')?.[alert.content] === sessionId();
}

function setPodEmergency(on: boolean): void {
  void callHelper('POST', '/kiosk/set/pod_emergency', { pod_emergency: on ? 'yes' : 'no' });
}

/** I Understand, or the countdown reaching 0: the flag goes back to no and the alert is remembered. */
export function acknowledgeAlert(): void {
  const alert = activeAlert.value;
  clearInterval(ticker);
  ticker = undefined;
  if (!alert) return;
  activeAlert.value = null;
  alertSecondsLeft.value = 0;
  setPodEmergency(false);
  writeStored('viewed_alerts', { ...(readStored<Viewed>('viewed_alerts') ?? {}), [alert.content]: sessionId() });
}

function show(alert: EmergencyAlert): void {
  if (alreadyViewed(alert)) return;
  clearInterval(ticker);
  activeAlert.value = alert;
  alertSecondsLeft.value = Math.max(1, Math.round(alert.expire));
  setPodEmergency(true);
  ticker = setInterval(() => {
    alertSecondsLeft.value -= 1;
    if (alertSecondsLeft.value <= 0) acknowledgeAlert();
  }, 1_000);
}

/** Shows emergency alerts pushed to this pod, on whatever kiosk screen is up, until acknowledged or ended. Returns the stop. */
export function watchEmergencies(): () => void {
  return onMessageSend((payload: MessageSendPush) => {
    if (payload.message === 'emergency_alert' && payload.data.alert) show(payload.data.alert);
    // an admin ended it early: it leaves the screen as if acknowledged
    if (payload.message === 'emergency_alert_ended' && payload.data.alert_id === activeAlert.value?.id) {
      acknowledgeAlert();
    }
  });
}
