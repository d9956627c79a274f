import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import {
  adminReservationsDelete,
  adminReservationsEdit,
  adminReservationsList,
  adminReservationsSave,
} from '@gamepod/contracts/http';
import { ForbiddenError, ValidationError } from '@gamepod/events';
import { listReservations } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { actorOf } from '../../auth/request-actors.ts';
import { appendContext } from '../../auth/tenant.ts';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { statusText } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { reservationForEdit } from '../application/read-reservation.ts';
import { deleteReservation, type ReservationDeps, saveReservation } from '../application/reservation-service.ts';
import { reservationViews } from '../application/reservation-views.ts';

const tags = ['reservations'];
const security = [{ bearer: [] }];

/**
 * Whose reservations to list: a super admin's chosen client, or every client's ('' or 0); a
 * client admin's own. A client admin naming another client gets 403, not a rewrite.
 */
function listedClient(actor: FleetActor, requested: string | undefined): string | null {
  const asked = requested === undefined || requested === '' || requested === '0' ? null : requested;
  if (asked !== null && !new RegExp(UUID_PATTERN).test(asked)) {
    throw new ValidationError('client_id: must be a client id, or empty or 0 for all clients', { field: 'client_id' });
  }
  if (actor.role === SUPER_ADMIN) return asked;
  if (actor.client_id === null || (asked !== null && asked !== actor.client_id)) throw new ForbiddenError();
  return actor.client_id;
}

/**
 * Manage Your Reservations: the list, one reservation for the edit form, save (create, or edit
 * with edit_id) and delete. A client admin for their own client's labs, a super admin for
 * every client's.
 */
export const reservationRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  const service: ReservationDeps = { ...deps, clock };
  const staff = requireRole(CLIENT_ADMIN, SUPER_ADMIN);

  app.get(
    adminReservationsList.url,
    {
      preValidation: staff,
      schema: routeSchema(adminReservationsList, {
        summary: "One page of reservations: a client admin's own client's, a super admin's chosen client's or all",
        description: 'Those still to end come first, soonest start first; then those that ended, latest first.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { page, length } = request.query;
      const clientId = listedClient(actorOf(request), request.query.client_id);
      const now = clock();
      const offset = (page - 1) * length;
      const { rows, total } = await listReservations(deps.db, { clientId, limit: length, offset, now });
      return ok({
        reservations: await reservationViews(deps.db, rows, now),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / length)),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );

  app.get(
    adminReservationsEdit.url,
    {
      preValidation: staff,
      schema: routeSchema(adminReservationsEdit, { summary: 'One reservation, for the edit form', tags, security }),
    },
    async (request) => {
      return ok({ reservation: await reservationForEdit(service, actorOf(request), request.query.reservation_id) });
    },
  );

  app.post(
    adminReservationsSave.url,
    {
      preValidation: staff,
      schema: routeSchema(adminReservationsSave, {
        summary: 'Make a reservation, or change one (edit_id)',
        description:
          "Times are the lab's wall clock. Every pod must be the lab's; a pod another reservation holds at an overlapping time answers 409, and nothing is saved.",
        tags,
        security,
      }),
    },
    async (request) => {
      const saved = await saveReservation(service, actorOf(request), request.body, appendContext(request));
      return ok(saved, request.body.edit_id ? 'Reservation updated' : 'Reservation saved');
    },
  );

  app.post(
    adminReservationsDelete.url,
    {
      preValidation: staff,
      schema: routeSchema(adminReservationsDelete, {
        summary: "Delete a reservation; its pods' time is free again",
        tags,
        security,
      }),
    },
    async (request) => {
      await deleteReservation(service, actorOf(request), request.body.reservation_id, appendContext(request));
      return ok({}, 'Reservation deleted');
    },
  );
};
