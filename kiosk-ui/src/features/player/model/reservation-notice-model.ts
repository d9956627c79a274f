import { computed } from '@preact/signals-react';
import { setUserSession, userSession } from '#app-state/session/pod-session-model.ts';
import { alertsDue } from './important-alerts-model.ts';
import { orientationDue } from './orientation-model.ts';

/**
 * The upcoming-reservation notice: a login whose pod has a reservation within 3 hours is told
 * when it will be logged out, after the orientation and the alerts, once per login.
 */
export const reservationNotice = computed(() => {
  if (orientationDue.value || alertsDue.value) return null;
  return userSession.value?.reservation ?? null;
});

/** I Understand: the notice is not shown again for this login. */
export function acknowledgeReservationNotice(): void {
  const user = userSession.value;
  if (user) setUserSession({ ...user, reservation: null });
}
