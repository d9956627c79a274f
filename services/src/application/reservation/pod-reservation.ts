import { channelName, parseChannel, type ReservationCommandPush } from '@gamepod/contracts/realtime';
import { SYSTEM_ACTOR } from '@gamepod/events';
import { openPodSessionsOfPod, orWhenMissing, reservationsOfPod, userById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import {
  bookingTimes,
  mayUseReservedPod,
  type PodBooking,
  podReservationView,
  RESERVATION_ENDED_REASON,
  reservationStartReason,
} from '../../domain/reservation/reservation-at-pod.ts';
import type { RealtimePush } from '../../realtime/realtime-hub.ts';
import type { CatchUp } from '../../realtime/socket-session.ts';
import { endUserSession } from '../user/logout-service.ts';
import type { ReservationDeps } from './reservation-service.ts';

/** The reservation holding `podId` that has not ended at `now` (the running one, or the next). */
export async function podBooking(db: Kysely<unknown>, podId: string, now: Date): Promise<PodBooking | undefined> {
  // the reservations read model not built yet reads as none
  return (await orWhenMissing(reservationsOfPod(db, podId, now, 1), []))[0];
}

/** The `reservation-command` push for a pod: its reservation as it is at `now`. */
export function reservationPush(
  podId: string,
  booking: PodBooking | undefined,
  now: Date,
  logoutReason: string | null = null,
): ReservationCommandPush {
  return {
    pod_ids: [podId],
    reservation: podReservationView(booking, now),
    logout_reason: logoutReason,
    server_info: 'production',
  };
}

/** The pod channel's push of it. */
export const reservationRealtimePush = (podId: string, payload: ReservationCommandPush): RealtimePush => ({
  channel: channelName('pod', podId),
  kind: 'reservation-command',
  payload,
});

/**
 * A kiosk that subscribes to its pod's channel gets its reservation as it is now, so one
 * that was offline when it was made, started or ended shows the right banner.
 */
export function reservationCatchUp(db: Kysely<unknown>, clock: () => Date): CatchUp {
  return async (channel) => {
    const parsed = parseChannel(channel);
    if (parsed?.scope !== 'pod') return [];
    const now = clock();
    const push = reservationPush(parsed.id, await podBooking(db, parsed.id, now), now);
    return push.reservation ? [reservationRealtimePush(parsed.id, push)] : [];
  };
}

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
