import { computed } from '@preact/signals-react';
import { setUserSession, userSession } from '#app-state/session/pod-session-model.ts';

/**
 * The upcoming-reservation notice: a login whose pod has a reservation within 3 hours is told
 * when it will be logged out, in the "Before you play" sheet, once per login.
 */
export const reservationNotice = computed(() => userSession.value?.reservation ?? null);

/** Acknowledged: the notice is not shown again for this login. */
export function acknowledgeReservationNotice(): void {
  const user = userSession.value;
  if (user) setUserSession({ ...user, reservation: null });
}
