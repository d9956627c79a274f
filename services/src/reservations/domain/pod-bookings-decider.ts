import { ConflictError, type Decider, type EventData, PodTimeHeld, PodTimeReleased } from '@gamepod/events';

export type PodBookingEvent = ReturnType<typeof PodTimeHeld.of> | ReturnType<typeof PodTimeReleased.of>;

/** A time range a reservation holds on a pod. */
export type PodHold = EventData<typeof PodTimeHeld>;

/** A pod's bookings: the holds not released, by hold id. */
export type PodBookingsState = { readonly holds: ReadonlyMap<string, PodHold> };

export type PodBookingCommand =
  | {
      readonly type: 'Hold';
      readonly hold: Omit<PodHold, 'held_at'>;
      /** Holds found stale (their reservation no longer stands on them): released in the same commit. */
      readonly stale: readonly string[];
    }
  | { readonly type: 'Release'; readonly hold_id: string };

/** Two time ranges overlap when each starts before the other ends: back to back is fine. */
export function overlaps(a: Pick<PodHold, 'start_at' | 'end_at'>, b: Pick<PodHold, 'start_at' | 'end_at'>): boolean {
  return Date.parse(a.start_at) < Date.parse(b.end_at) && Date.parse(b.start_at) < Date.parse(a.end_at);
}

/** Another reservation holds the pod for part of the time: the holds in the way travel with it. */
export class PodTimeTakenError extends ConflictError {
  readonly holds: readonly PodHold[];
  constructor(holds: readonly PodHold[]) {
    super('This pod is already reserved at that time', { field: 'pods_list' });
    this.holds = holds;
  }
}

/**
 * A pod's bookings (`gp.evt.pod_bookings.<pod id>`). A hold is refused while another
 * reservation's hold overlaps it; holds of the same reservation never conflict (an edit holds
 * the new time before it gives the old back). Appends expect the subject's last sequence, so
 * of concurrent holds on one pod each is decided on the one before it.
 */
export const podBookingsDecider: Decider<PodBookingCommand, PodBookingsState, PodBookingEvent> = {
  aggregate: 'pod_bookings',
  initialState: () => ({ holds: new Map() }),
  evolve(state, event) {
    const holds = new Map(state.holds);
    switch (event.type) {
      case 'PodTimeHeld':
        holds.set(event.data.hold_id, event.data);
        break;
      case 'PodTimeReleased':
        holds.delete(event.data.hold_id);
        break;
      default: {
        const never: never = event;
        return never;
      }
    }
    return { holds };
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Hold': {
        const { hold, stale } = command;
        if (state.holds.has(hold.hold_id)) return [];
        const inTheWay = [...state.holds.values()].filter(
          (h) => h.reservation_id !== hold.reservation_id && !stale.includes(h.hold_id) && overlaps(h, hold),
        );
        if (inTheWay.length > 0) throw new PodTimeTakenError(inTheWay);
        const released = stale
          .map((id) => state.holds.get(id))
          .filter((h): h is PodHold => h !== undefined)
          .map((h) => PodTimeReleased.of({ hold_id: h.hold_id, reservation_id: h.reservation_id }));
        return [...released, PodTimeHeld.of({ ...hold, held_at: ctx.now.toISOString() })];
      }
      case 'Release': {
        const held = state.holds.get(command.hold_id);
        return held ? [PodTimeReleased.of({ hold_id: held.hold_id, reservation_id: held.reservation_id })] : [];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
