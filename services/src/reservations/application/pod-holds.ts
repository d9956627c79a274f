import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, ConflictError } from '@gamepod/events';
import { holdIsStale } from '../domain/hold-staleness.ts';
import { type PodHold, PodTimeTakenError, podBookingsDecider } from '../domain/pod-bookings-decider.ts';
import { dateText, timeText, wallTimeAt } from '../domain/zoned-time.ts';
import { readReservation } from './read-reservation.ts';

export type HoldDeps = { readonly store: EventStore; readonly clock: () => Date };

/** The time a save wants on its pods. */
export type WantedHold = Omit<PodHold, 'held_at'>;

/** A pod to hold, and how the refusal names it. */
export type PodToHold = { readonly id: string; readonly label: string };

function inZone(iso: string, timezone: string): string {
  const w = wallTimeAt(new Date(iso), timezone);
  return `${dateText(w)} ${timeText(w)}`;
}

/** The 409 a save gets when a reservation that stands holds one of its pods at an overlapping time. */
async function overlapRefusal(deps: HoldDeps, pod: PodToHold, hold: PodHold, timezone: string): Promise<ConflictError> {
  const { state } = await readReservation(deps.store, hold.reservation_id);
  const data = { field: 'pods_list', pod_id: pod.id, reservation_id: hold.reservation_id };
  if (state.status !== 'active') {
    return new ConflictError(`${pod.label} is being reserved by someone else right now; please try again`, data);
  }
  const { group_name, start_at, end_at } = state.reservation;
  return new ConflictError(
    `${pod.label} is already reserved for ${group_name} from ${inZone(start_at, timezone)} to ${inZone(end_at, timezone)}`,
    data,
  );
}

/**
 * Holds one pod's time for a save. A hold in the way that its reservation no longer stands
 * on (deleted, or a crashed save's leftover five minutes on) is released in the same commit;
 * one that stands, or may still be a save in flight, refuses the save.
 *
 * @throws ConflictError (409) naming the reservation in the way.
 */
async function holdPod(
  deps: HoldDeps,
  pod: PodToHold,
  hold: WantedHold,
  timezone: string,
  context: AppendContext,
): Promise<void> {
  const stale = new Set<string>();
  for (let round = 0; ; round++) {
    try {
      await handleCommand(
        deps.store,
        podBookingsDecider,
        pod.id,
        { type: 'Hold', hold, stale: [...stale] },
        { context, clock: deps.clock },
      );
      return;
    } catch (err) {
      if (!(err instanceof PodTimeTakenError)) throw err;
      const now = deps.clock();
      for (const inTheWay of err.holds) {
        if (stale.has(inTheWay.hold_id)) continue;
        const { state } = await readReservation(deps.store, inTheWay.reservation_id);
        if (!holdIsStale(inTheWay, state, now) || round >= 3) {
          throw await overlapRefusal(deps, pod, inTheWay, timezone);
        }
        stale.add(inTheWay.hold_id);
      }
    }
  }
}

/** Gives a save's holds back, on every pod it may have held (releasing one never held does nothing). */
export async function releaseHolds(
  deps: HoldDeps,
  podIds: readonly string[],
  holdId: string,
  context: AppendContext,
): Promise<void> {
  await Promise.all(
    podIds.map((podId) =>
      handleCommand(
        deps.store,
        podBookingsDecider,
        podId,
        { type: 'Release', hold_id: holdId },
        { context, clock: deps.clock },
      ),
    ),
  );
}

/**
 * Holds `hold`'s time on each pod, one pod after the other in id order, so that of
 * concurrent saves wanting the same pods the first to reach a pod keeps it rather than each
 * taking some and all failing. Anything refused gives back what this save held.
 *
 * @throws ConflictError naming the reservation in the way.
 */
export async function holdPods(
  deps: HoldDeps,
  pods: readonly PodToHold[],
  hold: WantedHold,
  timezone: string,
  context: AppendContext,
): Promise<void> {
  const held: string[] = [];
  try {
    for (const pod of [...pods].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      await holdPod(deps, pod, hold, timezone, context);
      held.push(pod.id);
    }
  } catch (err) {
    await releaseHolds(deps, held, hold.hold_id, context).catch(() => undefined);
    throw err;
  }
}
