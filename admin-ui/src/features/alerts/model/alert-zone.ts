// The time zones Manage Alerts reads and shows alert times in: the venue's, where the alert or
// the screen has one venue in view, and the browser's only where it has none.
//   - on a pod: the pod's lab (the pod session has its zone), for the list and the form;
//   - a client admin or a facilitator: the zone their client's labs share (when the labs
//     disagree, the browser's), for the list and the form;
//   - a super admin: the list spans every client's venues, so it is in the browser's zone; the
//     form follows the alert being written: its lab's zone (scope lab), its client's labs'
//     (scope client), the browser's for a global alert or labs that disagree.
// Every time on the screen is labelled with its zone's short name, so the choice is never hidden.
import { signal } from '@preact/signals-react';
import { podSession } from '#app-state/session/model/session-model.ts';
import { alertsApi } from '../api/alerts-api.ts';

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The IANA zone the list's times are shown in. */
export const alertZone = signal<string>(browserZone());

/** The IANA zone the form's window is typed in (and sent with). */
export const formZone = signal<string>(browserZone());

/** Whom an alert is for, as the form holds it. */
export type AlertTarget = { readonly scope: string; readonly clients: string; readonly labs: string };

/** The zone the server gives for `target`, else the browser's (none shared, or the call failed). */
async function zoneOf(target: { clientId?: string; labId?: string }): Promise<string> {
  try {
    return (await alertsApi.zone(target)) ?? browserZone();
  } catch {
    return browserZone();
  }
}

/** Works out the screen's zones for `role`; resolves once `alertZone` and `formZone` hold them. */
export async function settleAlertZone(role: number): Promise<void> {
  const podZone = podSession.value?.timezone;
  const zone = podZone ? podZone : role === 4 ? browserZone() : await zoneOf({});
  alertZone.value = zone;
  formZone.value = zone;
}

let asked = 0;

/**
 * A super admin's form takes the zone of the venue the alert is for; everyone else's stays the
 * screen's. Resolves with the form's zone; of two changes in flight the later one wins.
 */
export async function followAlertTarget(role: number, target: AlertTarget): Promise<string> {
  if (role !== 4 || podSession.value?.timezone) return formZone.value;
  const ask = ++asked;
  const zone =
    target.scope === 'lab' && target.labs
      ? await zoneOf({ labId: target.labs })
      : target.scope !== 'global' && target.clients
        ? await zoneOf({ clientId: target.clients })
        : browserZone();
  if (ask === asked) formZone.value = zone;
  return formZone.value;
}
