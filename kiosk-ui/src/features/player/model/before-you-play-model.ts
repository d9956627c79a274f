// "Before you play": what a login must see before the dashboard, in one sheet, in the order
// the rules give: the orientation (once per login for the lab's mode), the alerts (each read
// and ticked), the upcoming reservation, and the unverified email. Play closes it, once every
// alert is ticked; each part makes the calls it made on its own.
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { dismissVerification, showVerification } from './dashboard-model.ts';
import { alertsDue, closeAlerts, everyAlertTicked } from './important-alerts-model.ts';
import { acknowledgeOrientation, orientationDue } from './orientation-model.ts';
import { acknowledgeReservationNotice, reservationNotice } from './reservation-notice-model.ts';

/** The sheet shows while one of its required parts is due; the email warning rides along. */
export const sheetDue = computed(
  () =>
    userSession.value?.role_id === 1 && (orientationDue.value || alertsDue.value || reservationNotice.value !== null),
);

/** Play waits for every alert's tick. */
export const playAllowed = computed(() => !alertsDue.value || everyAlertTicked.value);

export const closingSheet = signal(false);

/** Play: records the orientation when it was due, then closes every part of the sheet. */
export async function closeSheet(): Promise<void> {
  if (!playAllowed.value || closingSheet.value) return;
  closingSheet.value = true;
  try {
    if (orientationDue.value) await acknowledgeOrientation();
  } finally {
    closingSheet.value = false;
  }
  // an expired session went to the logout screen while the orientation was recorded
  if (!userSession.value) return;
  if (alertsDue.value) closeAlerts();
  if (reservationNotice.value) acknowledgeReservationNotice();
  if (showVerification.value) dismissVerification();
}
