import type { ReservationView } from '@gamepod/contracts/http';
import type { EventStore } from '@gamepod/event-store';
import { ForbiddenError, fold } from '@gamepod/events';
import { reservationById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { administers } from '../../domain/roles.ts';
import {
  RESERVATION_NOT_FOUND,
  type ReservationActor,
  type ReservationEvent,
  type ReservationState,
  reservationDecider,
} from '../domain/reservation-decider.ts';
import { reservationViews } from './reservation-views.ts';

/** A reservation as the log has it now, with the version to append after. */
export async function readReservation(
  store: EventStore,
  id: string,
): Promise<{ readonly state: ReservationState; readonly version: number }> {
  const { events, version } = await store.read('reservation', id);
  return { state: fold(reservationDecider, events as unknown as ReservationEvent[]), version };
}

/** One reservation for the edit form: 404 when there is none, 403 unless the viewer administers its client. */
export async function reservationForEdit(
  deps: { readonly db: Kysely<unknown>; readonly clock: () => Date },
  viewer: ReservationActor,
  id: string,
): Promise<ReservationView> {
  const row = await reservationById(deps.db, id);
  if (!row) throw RESERVATION_NOT_FOUND();
  if (!administers(viewer, row.client_id)) throw new ForbiddenError();
  const [reservation] = await reservationViews(deps.db, [row], deps.clock());
  if (!reservation) throw RESERVATION_NOT_FOUND();
  return reservation;
}
