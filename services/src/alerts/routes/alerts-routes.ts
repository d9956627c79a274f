import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { type AlertSortBy, commonAlertsDelete, commonAlertsList, commonAlertsSave } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError, ValidationError } from '@gamepod/events';
import { type AlertSortColumn, alertById, listAlerts } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { caughtUp } from '../../application/caught-up.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { alertActorOf, deleteAlert, saveAlert } from '../application/alert-service.ts';
import { ALERT_ROLES, type AlertActor } from '../domain/alert-access.ts';
import { readAlertForm } from '../domain/alert-form.ts';
import { alertRows } from './alert-view.ts';

const tags = ['alerts'];
const security = [{ bearer: [] }];

const SORT_COLUMN: Readonly<Record<AlertSortBy, AlertSortColumn>> = {
  active_start: 'active_start',
  active_untill: 'active_until',
  text_head: 'text_head',
  type: 'type',
  scope: 'scope',
  enable: 'enable',
  owner: 'owner_email',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

const UUID = new RegExp(UUID_PATTERN);

/**
 * Whose alerts a list shows. A super admin: the client asked for, or every alert ('' or 0),
 * global ones included. Anyone else: their own client's; naming another is a 403.
 */
function listedClient(actor: Pick<AlertActor, 'role' | 'client_id'>, requested: string | undefined): string | null {
  const asked = requested === undefined || requested === '' || requested === '0' ? null : requested;
  if (asked !== null && !UUID.test(asked)) {
    throw new ValidationError('client_id: must be a client id, or empty or 0 for all', { field: 'client_id' });
  }
  if (actor.role === SUPER_ADMIN) return asked;
  if (actor.client_id === null || (asked !== null && asked !== actor.client_id)) throw new ForbiddenError();
  return actor.client_id;
}

const statusText = (offset: number, shown: number, total: number) =>
  total === 0 ? 'Showing 0 entries' : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;

/** Manage Alerts (roles 2, 3 and 4): the list, save (create or edit) and delete. */
export const alertsRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.get(
    commonAlertsList.url,
    {
      preValidation: requireRole(...ALERT_ROLES),
      schema: routeSchema(commonAlertsList, {
        summary: "One page of alerts: a super admin's any client's or all, anyone else's own client's",
        description: 'Default sort active_start desc (an alert without a window by when it was saved); 7 per page.',
        tags,
        security,
      }),
    },
    async (request) => {
      const q = request.query;
      const clientId = listedClient(sessionOf(request), q.client_id);
      const sortBy = SORT_COLUMN[q.sort_by ?? 'active_start'];
      const sortType = q.sort_type ? (q.sort_type.toLowerCase() as 'asc' | 'desc') : q.sort_by ? 'asc' : 'desc';
      const offset = (q.page - 1) * q.length;
      const { rows, total } = await listAlerts(deps.db, { clientId, sortBy, sortType, limit: q.length, offset });
      return ok({
        alerts: await alertRows(deps.db, rows, q.user_timezone ?? 'UTC', clock()),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.length)),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );

  app.post(
    commonAlertsSave.url,
    {
      preValidation: requireRole(...ALERT_ROLES),
      schema: routeSchema(commonAlertsSave, {
        summary: 'Create an alert, or edit the one edit_id names',
        description:
          "A facilitator edits only their own alerts (403 'You can't edit this alert, contact:'); an admin editing someone else's gets 409 'Editing this alert will overwrite it...' with data.last_edit_by until they send overwrite = data.owner_id.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { edit_id, overwrite, ...input } = request.body;
      const actor = await alertActorOf(deps, sessionOf(request));
      const form = readAlertForm(input, actor);
      const editId = edit_id || null;
      const id = await saveAlert(deps, actor, { editId, form, overwrite: overwrite ?? null }, appendContext(request));
      // the reply reads the saved alert: past the save's own bounded wait, a lagging read model
      // must not answer a create with "does not exist"
      await caughtUp(deps, ['alerts'], 'alert', id);
      const row = await alertById(deps.db, id);
      const [alert] = row ? await alertRows(deps.db, [row], input.user_timezone ?? 'UTC', clock()) : [];
      // deleted by someone else between the save and this read
      if (!alert) throw new NotFoundError('This alert does not exist', { field: 'edit_id' });
      return ok({ alert }, editId ? 'Alert updated' : 'Alert created');
    },
  );

  app.post(
    commonAlertsDelete.url,
    {
      preValidation: requireRole(...ALERT_ROLES),
      schema: routeSchema(commonAlertsDelete, {
        summary: 'Delete an alert',
        description:
          "A facilitator deletes only their own (403 'You can't delete this alert, contact:'); an admin deleting someone else's gets 409 'You are going to delete someone's alert...' until they send overwrite = data.owner_id.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, overwrite } = request.body;
      const actor = await alertActorOf(deps, sessionOf(request));
      await deleteAlert(deps, actor, { id, overwrite: overwrite ?? null }, appendContext(request));
      return ok({}, 'Alert deleted');
    },
  );
};
