import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_COMP_MINUTES } from '@gamepod/contracts/catalogues';
import {
  adminKioskUsersAddCompTime,
  adminKioskUsersDeleteCompTime,
  adminKioskUsersSave,
  adminKioskUsersUpdate,
  adminKioskUsersUpdateSwitches,
  COMP_TIME_FORM_RULES,
} from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { clientById, compTimesOfUser, userById } from '@gamepod/projections';
import { requireRole } from '../../auth/guards.ts';
import { staffActor } from '../../auth/request-actors.ts';
import { appendContext } from '../../auth/tenant.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import {
  type AdminUsersDeps,
  changeUserSwitch,
  createUserByStaff,
  grantCompTime,
  revokeCompTime,
  updateUserByStaff,
} from '../application/admin-users-service.ts';
import { compView, dateTimeFormatter, userView } from './admin-user-views.ts';

/** Which table the console names for each switch. */
const tags = ['users'];
const security = [{ bearer: [] }];

const TABLE_OF = { is_active: 'user', pro: 'player', stream_default: 'player' } as const;

/** Comp minutes from a number or a string of digits: 1 to 99,999,999 (at most 8 digits). */
function compMinutes(value: number | string | null | undefined): number {
  refuseMissingFields(COMP_TIME_FORM_RULES, { minutes: value });
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  const minutes = /^[0-9]{1,8}$/.test(text) ? Number(text) : Number.NaN;
  if (!(minutes >= 1 && minutes <= MAX_COMP_MINUTES)) {
    throw new ValidationError(`minutes: must be a whole number from 1 to ${MAX_COMP_MINUTES} (at most 8 digits)`, {
      field: 'minutes',
    });
  }
  return minutes;
}

/** Create User, Edit User, the User Detail switches and comp time. */
export const adminUsersWriteRoutes: FastifyPluginAsyncTypebox<{ deps: AdminUsersDeps }> = async (app, { deps }) => {
  const guard = requireRole(CLIENT_ADMIN, SUPER_ADMIN);
  const userNow = async (userId: string, format: (at: Date) => string) => {
    const row = await userById(deps.db, userId);
    if (!row) return null;
    const client = row.client_id ? await clientById(deps.db, row.client_id) : undefined;
    return userView({ ...row, client_email: client?.email ?? null }, format);
  };
  const compsNow = async (userId: string, format: (at: Date) => string) =>
    (await compTimesOfUser(deps.db, userId)).map((c) => compView(c, format));

  app.post(
    adminKioskUsersSave.url,
    {
      preValidation: guard,
      schema: routeSchema(adminKioskUsersSave, {
        summary:
          'Create User; with edit_id, Edit User (as /users/update). A client admin creates users of their own client only, and no super admins',
        description:
          "400 'Please fill all required fields' with data.field for an empty required field, or a message naming a malformed one; 404 for an unknown client; 409 when the email is taken.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { edit_id, ...form } = request.body;
      const format = dateTimeFormatter(form.user_timezone);
      if (edit_id) {
        await updateUserByStaff(deps, staffActor(request), edit_id, form, appendContext(request));
        return ok({ user_id: edit_id, user: await userNow(edit_id, format) }, 'User updated');
      }
      const { user_id } = await createUserByStaff(deps, staffActor(request), form, appendContext(request));
      return ok({ user_id, user: await userNow(user_id, format) }, 'User created');
    },
  );

  app.post(
    adminKioskUsersUpdate.url,
    {
      preValidation: guard,
      schema: routeSchema(adminKioskUsersUpdate, {
        summary:
          'Edit User (also /users/save with edit_id): the create form with edit_id; an empty password keeps the old one',
        description:
          "A new role, client or password ends the user's open sessions. 403 for a user or client the caller does not manage; 409 when the new email is taken.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { edit_id, ...form } = request.body;
      const format = dateTimeFormatter(form.user_timezone);
      await updateUserByStaff(deps, staffActor(request), edit_id, form, appendContext(request));
      return ok({ user: await userNow(edit_id, format) }, 'User updated');
    },
  );

  app.post(
    adminKioskUsersUpdateSwitches.url,
    {
      preValidation: guard,
      schema: routeSchema(adminKioskUsersUpdateSwitches, {
        summary: "Turn the Active switch (tbl user) or a player's Pro or Stream switch (tbl player) on or off",
        description: 'Replies with the refreshed user. Turning Active off ends every open session of the user.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { user_id, type, value, tbl } = request.body;
      if (TABLE_OF[type] !== tbl) {
        throw new ValidationError(`tbl: must be '${TABLE_OF[type]}' for ${type}`, { field: 'tbl' });
      }
      const format = dateTimeFormatter(request.body.user_timezone);
      const change = { switch: type, value: value === 1 };
      await changeUserSwitch(deps, staffActor(request), user_id, change, appendContext(request));
      return ok({ user: await userNow(user_id, format) }, 'User updated');
    },
  );

  app.post(
    adminKioskUsersAddCompTime.url,
    {
      preValidation: guard,
      schema: routeSchema(adminKioskUsersAddCompTime, {
        summary: 'Give a player comp minutes (1 to 99,999,999); they add to the time balance',
        tags,
        security,
      }),
    },
    async (request) => {
      const { user_id, note, user_timezone } = request.body;
      const minutes = compMinutes(request.body.minutes);
      const format = dateTimeFormatter(user_timezone);
      const comp = { minutes, note: note?.trim() || null };
      const { comp_id } = await grantCompTime(deps, staffActor(request), user_id, comp, appendContext(request));
      const [user, timecomps] = await Promise.all([userNow(user_id, format), compsNow(user_id, format)]);
      return ok({ comp_id, user, timecomps }, 'Comp time added');
    },
  );

  app.post(
    adminKioskUsersDeleteCompTime.url,
    {
      preValidation: guard,
      schema: routeSchema(adminKioskUsersDeleteCompTime, {
        summary: "Delete one of a player's comp time entries; its minutes leave the balance",
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, user_id, user_timezone } = request.body;
      const format = dateTimeFormatter(user_timezone);
      await revokeCompTime(deps, staffActor(request), user_id, id, appendContext(request));
      const [user, timecomps] = await Promise.all([userNow(user_id, format), compsNow(user_id, format)]);
      return ok({ user, timecomps }, 'Comp time deleted');
    },
  );
};
