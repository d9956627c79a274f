// The time zone Manage Alerts reads and shows alert times in: the lab's, where the screen has one
// lab's venue in view, and the browser's only where it has none.
//   - on a pod: the pod's lab (the pod session has its zone);
//   - a client admin: their labs' zone (when their labs disagree, the browser's);
//   - a super admin (whose list spans every client) and a facilitator off a pod: the browser's.
// Every time on the screen is labelled with the zone's short name, so the choice is never hidden.
import { signal } from '@preact/signals-react';
import { podSession } from '#app-state/session/model/session-model.ts';
import { alertsApi } from '../api/alerts-api.ts';

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The IANA zone the form's window is typed in and the list's times are shown in. */
export const alertZone = signal<string>(browserZone());

/** The one zone all of `zones` share, or null when they are none or differ. */
export function sharedZone(zones: readonly string[]): string | null {
  const distinct = [...new Set(zones)];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

/** Works out the screen's zone for `role`; resolves once `alertZone` holds it. */
export async function settleAlertZone(role: number): Promise<void> {
  const podZone = podSession.value?.timezone;
  if (podZone) {
    alertZone.value = podZone;
    return;
  }
  alertZone.value = browserZone();
  if (role !== 3) return;
  try {
    alertZone.value = sharedZone(await alertsApi.labZones()) ?? browserZone();
  } catch {
    // the labs could not be read: the browser's zone, labelled as such
  }
}
