import {
  type EventData,
  ReservationChanged,
  ReservationDeleted,
  ReservationMade,
  type StoredEvent,
} from '@gamepod/events';
import { reservationById, reservationsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podBooking, reservationPush, reservationRealtimePush } from '../application/pod-reservation.ts';
import { clearReservedPod } from '../application/reserved-pod-logouts.ts';
import { UPCOMING_WINDOW_MS } from '../domain/reservation-at-pod.ts';

type Written = StoredEvent<string, EventData<typeof ReservationMade>>;

/** The moments of a reservation the server acts on. */
const MOMENTS = ['upcoming', 'start', 'end'] as const;
type Moment = (typeof MOMENTS)[number];
type MomentAction = { readonly reservation_id: string; readonly moment: Moment; readonly at: string };

const timerKey = (id: string, moment: Moment) => `reservation:${id}:${moment}`;

/** The pods a reservation held before this event, from its own events (an edit may drop some). */
async function podsBefore(deps: Pick<ReactionDeps, 'store'>, e: StoredEvent): Promise<string[]> {
  const { events } = await deps.store.read('reservation', e.aggregate_id);
  let pods: string[] = [];
  for (const earlier of events) {
    if (earlier.seq >= e.seq) break;
    if (earlier.type === ReservationDeleted.type) pods = [];
    else pods = [...(earlier as Written).data.pod_ids];
  }
  return pods;
}

/**
 * A reservation's moments, decided by the server: 3 hours before its start (the pods show the
 * upcoming banner), its start (players and facilitators not on its list are logged out) and
 * its end (those still on are logged out). Each made or changed reservation sets the three
 * timers (a change moves them; one already due fires at once); a delete cancels them. Every
 * change and every moment pushes each affected pod its reservation as it then is, on
 * 'reservation-command'; a kiosk that was offline gets it on subscribing.
 */
export function reservationTimers(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  /** Pushes each pod its reservation; `quietWhenNone`: not a pod with nothing to show that showed nothing before. */
  const pushTo = async (
    podIds: Iterable<string>,
    logout: ReadonlyMap<string, string | null> = new Map(),
    quietWhenNone: ReadonlySet<string> = new Set(),
  ) => {
    const now = deps.clock();
    for (const podId of podIds) {
      const push = reservationPush(podId, await podBooking(deps.db, podId, now), now, logout.get(podId) ?? null);
      if (push.reservation === null && push.logout_reason === null && quietWhenNone.has(podId)) continue;
      const { channel, kind, payload } = reservationRealtimePush(podId, push);
      deps.publish(channel, kind, payload);
    }
  };
  return defineReaction({
    name: 'reservation_timers',
    description: "starts and ends reservations at their times, and pushes each pod's reservation",
    eventTypes: [ReservationMade.type, ReservationChanged.type, ReservationDeleted.type],
    aggregate: ReservationMade.aggregate,
    readModels: [reservationsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        const id = e.aggregate_id;
        const before = e.type === ReservationMade.type ? [] : await podsBefore(deps, e);
        const touched = new Set(before);
        const fresh = new Set<string>();
        if (e.type === ReservationDeleted.type) {
          for (const moment of MOMENTS) ctx.timers.cancel(timerKey(id, moment));
        } else {
          const { start_at, end_at, pod_ids } = (e as Written).data;
          for (const podId of pod_ids) {
            if (!touched.has(podId)) fresh.add(podId);
            touched.add(podId);
          }
          const due: Record<Moment, Date> = {
            upcoming: new Date(new Date(start_at).getTime() - UPCOMING_WINDOW_MS),
            start: new Date(start_at),
            end: new Date(end_at),
          };
          for (const moment of MOMENTS) {
            // the push below already shows a banner that is due: its timer would only repeat it
            if (moment === 'upcoming' && due.upcoming <= ctx.now) {
              ctx.timers.cancel(timerKey(id, moment));
              continue;
            }
            const action: MomentAction = { reservation_id: id, moment, at: due[moment].toISOString() };
            ctx.timers.set(timerKey(id, moment), due[moment], action);
          }
        }
        await pushTo(touched, new Map(), fresh);
      }
    },
    async fire(timer) {
      const { reservation_id, moment } = timer.action as MomentAction;
      const row = await reservationById(deps.db, reservation_id);
      if (!row) return;
      const logout = new Map<string, string | null>();
      if (moment !== 'upcoming') {
        for (const podId of row.pod_ids) logout.set(podId, await clearReservedPod(deps, podId, row, moment));
      }
      await pushTo(row.pod_ids, logout);
    },
  });
}
