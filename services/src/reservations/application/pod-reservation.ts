import { channelName, parseChannel, type ReservationCommandPush } from '@gamepod/contracts/realtime';
import { orWhenMissing } from '@gamepod/log-runtime';
import { reservationsOfPod } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { RealtimePush } from '../../realtime/realtime-hub.ts';
import type { CatchUp } from '../../realtime/socket-session.ts';
import { type PodBooking, podReservationView } from '../domain/reservation-at-pod.ts';

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
