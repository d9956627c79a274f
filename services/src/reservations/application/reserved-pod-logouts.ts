import { SYSTEM_ACTOR } from '@gamepod/events';
import { openPodSessionsOfPod, userById } from '@gamepod/projections';
import { endUserSession } from '../../users/application/logout-service.ts';
import {
  bookingTimes,
  mayUseReservedPod,
  type PodBooking,
  RESERVATION_ENDED_REASON,
  reservationStartReason,
} from '../domain/reservation-at-pod.ts';
import type { ReservationDeps } from './reservation-service.ts';

/**
 * Ends the pod sessions a reservation's start or end puts out: at the start, players and
 * facilitators not on its list; at the end, every player and facilitator still on the pod.
 * Staff sessions stay. Returns the reason when anyone was logged out.
 */
export async function clearReservedPod(
  deps: Pick<ReservationDeps, 'store' | 'db' | 'checkpoints' | 'clock'>,
  podId: string,
  booking: PodBooking,
  moment: 'start' | 'end',
): Promise<string | null> {
  const now = deps.clock();
  const reason =
    moment === 'start' ? reservationStartReason(bookingTimes(booking).start_time) : RESERVATION_ENDED_REASON;
  let ended = false;
  for (const session of await openPodSessionsOfPod(deps.db, podId, now)) {
    const user = await userById(deps.db, session.user_id);
    const stays = moment === 'start' && mayUseReservedPod({ role: session.role, email: user?.email ?? '' }, booking);
    if (stays) continue;
    await endUserSession(deps, session, reason, SYSTEM_ACTOR);
    ended = true;
  }
  return ended ? reason : null;
}
