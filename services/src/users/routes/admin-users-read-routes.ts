import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { adminKioskRoles, adminKioskUsers, adminKioskUsersEdit, type SORT_BY } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError, ValidationError } from '@gamepod/events';
import { clientById, compTimesOfUser, listUsers, type UserSortColumn, userById } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { staffActor } from '../../auth/request-actors.ts';
import { clientDetail } from '../../clients/application/client-views.ts';
import { CLIENT_ADMIN, PLAYER, SUPER_ADMIN } from '../../domain/roles.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { AdminUsersDeps } from '../application/admin-users-service.ts';
import { assertManages, type StaffActor } from '../domain/user-admin-decisions.ts';
import { assignableRoles, compView, dateTimeFormatter, statusText, userView } from './admin-user-views.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

const SORT_COLUMN: Record<(typeof SORT_BY)[number], UserSortColumn> = {
  created_at: 'created_at',
  name: 'name',
  email: 'email',
  user_name: 'email',
  role: 'role',
  user_role_id: 'role',
  time_play: 'time_play',
  time_paid: 'time_paid',
  is_active: 'is_active',
};

/**
 * Whose users to list. A super admin: the client asked for, or all ('' or 0). A client admin:
 * their own client; naming another is a 403 (as for labs and pods), not a silent rewrite.
 */
function listedClient(actor: StaffActor, requested: string | undefined): string | null {
  const asked = requested === undefined || requested === '' || requested === '0' ? null : requested;
  if (asked !== null && !new RegExp(UUID_PATTERN).test(asked)) {
    throw new ValidationError('client_id: must be a client id, or empty or 0 for all clients', {
      field: 'client_id',
    });
  }
  if (actor.role === SUPER_ADMIN) return asked;
  if (actor.client_id === null || (asked !== null && asked !== actor.client_id)) throw new ForbiddenError();
  return actor.client_id;
}

/** Manage Users, the roles select and User Detail. */
export const adminUsersReadRoutes: FastifyPluginAsyncTypebox<{ deps: AdminUsersDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskUsers.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminKioskUsers, {
        summary:
          "One page of linked users (those with a client): a client admin's own client's, a super admin's any or all",
        description:
          'Search is a case-insensitive substring of email, user name or name. Default sort created_at desc.',
        tags,
        security,
      }),
    },
    async (request) => {
      const q = request.query;
      const clientId = listedClient(staffActor(request), q.client_id);
      const format = dateTimeFormatter(q.user_timezone);
      const sortBy = SORT_COLUMN[q.sort_by ?? 'created_at'];
      const sortType = q.sort_type ? (q.sort_type.toLowerCase() as 'asc' | 'desc') : q.sort_by ? 'asc' : 'desc';
      const offset = (q.page - 1) * q.length;
      const search = q.search?.trim() || null;
      const { rows, total } = await listUsers(deps.db, {
        clientId,
        search,
        sortBy,
        sortType,
        limit: q.length,
        offset,
      });
      return ok({
        users: rows.map((r) => userView(r, format)),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.length)),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );

  app.get(
    adminKioskRoles.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminKioskRoles, {
        summary:
          'The roles the caller may give a user: all five for a super admin, all but super admin for a client admin',
        tags,
        security,
      }),
    },
    async (request) => ok({ roles: assignableRoles(sessionOf(request).role) }),
  );

  app.get(
    adminKioskUsersEdit.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminKioskUsersEdit, {
        summary: 'User Detail: the user, their player record, their client, their comp time entries',
        tags,
        security,
      }),
    },
    async (request) => {
      const { user_id, user_timezone } = request.query;
      const actor = staffActor(request);
      const format = dateTimeFormatter(user_timezone);
      // opened right after Create User: the read model may not have the new account yet
      await caughtUp(deps, ['users'], 'user', user_id);
      const row = await userById(deps.db, user_id);
      if (!row) throw new NotFoundError('User not found', { field: 'user_id' });
      assertManages(actor, row);
      const [client, comps] = await Promise.all([
        row.client_id ? clientById(deps.db, row.client_id) : undefined,
        compTimesOfUser(deps.db, row.id),
      ]);
      const user = userView({ ...row, client_email: client?.email ?? null }, format);
      return ok({
        user,
        player: user.player,
        client: client ? clientDetail(client) : null,
        timecomps: comps.map((c) => compView(c, format)),
        extra: { is_player: flag(row.role === PLAYER), roles: assignableRoles(actor.role) },
      });
    },
  );
};
