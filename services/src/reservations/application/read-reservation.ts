import type { EventStore } from '@gamepod/event-store';
import { fold } from '@gamepod/events';
import { type ReservationEvent, type ReservationState, reservationDecider } from '../domain/reservation-decider.ts';

/** A reservation as the log has it now, with the version to append after. */
export async function readReservation(
  store: EventStore,
  id: string,
): Promise<{ readonly state: ReservationState; readonly version: number }> {
  const { events, version } = await store.read('reservation', id);
  return { state: fold(reservationDecider, events as unknown as ReservationEvent[]), version };
}
