import Type, { type Static } from 'typebox';
import { MAX_COMP_MINUTES } from '../../../catalogues/form-limits.ts';
import { OptionalDayText } from '../../date-fields.ts';
import { Flag, Nullable, OptionalName, OptionalText, Strict, UuidId, WithToken } from '../../fields.ts';
import { paging } from '../../list-fields.ts';
import { ClientDetail } from './client-schemas.ts';

const TimeZone = Type.Optional(
  Type.String({
    maxLength: 64,
    description: "IANA zone for the formatted times, e.g. 'America/Chicago'; UTC if left out",
  }),
);

/** The sort_by values the list takes; user_name and user_role_id are the screen's names for email and role. */
export const SORT_BY = [
  'created_at',
  'name',
  'email',
  'user_name',
  'role',
  'user_role_id',
  'time_play',
  'time_paid',
  'is_active',
] as const;

export const UsersListQuery = Strict({
  ...WithToken,
  client_id: Type.Optional(
    Type.String({
      maxLength: 64,
      description: "a client's id; empty or 0 = all clients (super admin). A client admin gets their own client",
    }),
  ),
  ...paging(10),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'case-insensitive part of the email, user name or name' }),
  ),
  sort_by: Type.Optional(Type.Enum([...SORT_BY], { description: 'default created_at' })),
  sort_type: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')], {
      description: 'default desc without sort_by, asc with it',
    }),
  ),
  user_timezone: TimeZone,
});

export const UserIdQuery = Strict({ ...WithToken, user_id: UuidId('the user'), user_timezone: TimeZone });

/** Create User and Edit User fields; what a role must fill in is checked by the form reader. */
const formFields = {
  ...WithToken,
  client_id: OptionalText(64, "the user's client; a client admin's own is used; ignored for role 4"),
  user_role: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5, description: 'role id 1–5' }))),
  name: OptionalName(200, 'full name; required for roles 1 and 3'),
  email: OptionalText(254),
  password: OptionalText(1024, 'at least 8 characters'),
  password_again: OptionalText(1024, 'the same password again'),
  dob: OptionalDayText({ maxLength: 10, description: 'mm/dd/yyyy; required for role 1 (and 3 on create)' }),
  phone: OptionalText(12, '###-###-####; required for role 1 (and 3 on create)'),
  user_timezone: TimeZone,
};

export const UpdateUserBody = Strict({
  ...formFields,
  edit_id: UuidId('the user being edited'),
  password: OptionalText(1024, 'leave empty to keep the password; else at least 8 characters'),
});
/** Create User's save; with an edit_id it is Edit User's (the same form, one call). */
export const SaveUserBody = Strict({
  ...formFields,
  edit_id: Type.Optional(
    Nullable(
      Type.Union([UuidId('the user being edited'), Type.Literal('')], { description: 'empty or left out: create' }),
    ),
  ),
});

export const SwitchBody = Strict({
  ...WithToken,
  user_id: UuidId('the user'),
  type: Type.Union([Type.Literal('is_active'), Type.Literal('pro'), Type.Literal('stream_default')]),
  value: Flag,
  tbl: Type.Union([Type.Literal('user'), Type.Literal('player')], {
    description: "'user' for is_active, 'player' for pro and stream_default",
  }),
  user_timezone: TimeZone,
});

export const AddCompBody = Strict({
  ...WithToken,
  user_id: UuidId('the player'),
  minutes: Type.Optional(
    Nullable(
      Type.Union([Type.Integer(), Type.String({ maxLength: 16 })], {
        description: `whole minutes, 1 to ${MAX_COMP_MINUTES} (at most 8 digits); a number or digits`,
      }),
    ),
  ),
  note: OptionalText(500),
  user_timezone: TimeZone,
});

export const DeleteCompBody = Strict({
  ...WithToken,
  id: UuidId('the comp time entry'),
  user_id: UuidId('its player'),
  user_timezone: TimeZone,
});

export const RoleOption = Type.Object({
  id: Type.Integer(),
  value: Type.String({ description: "display label, e.g. 'Client Admin'" }),
  role_name: Type.String({
    description: "the session's role name: player, facilitator, admin, superadmin, restricted",
  }),
});

export const PlayerView = Type.Object({
  player_id: Type.String({ description: "the user's id: a player is the account of role 1" }),
  first_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  dob: Nullable(Type.String({ description: 'mm/dd/yyyy' })),
  pro: Flag,
  stream_default: Flag,
  time_play: Type.Integer({ description: 'minutes played, in every lab' }),
  time_paid: Type.Integer({ description: 'minutes bought' }),
  paid_play_time: Type.Integer({ description: 'the minutes of time_play played in paid labs' }),
  time_comp: Type.Integer({ description: 'minutes given by staff (sum of the comp entries)' }),
  time_balance: Type.Integer({
    description: 'max(0, time_paid + time_comp - paid_play_time): what the kiosk shows',
  }),
  remaining_time: Type.Integer({ description: 'minutes left: the same as time_balance' }),
});

export const UserView = Type.Object({
  id: Type.String(),
  user_name: Type.String(),
  email: Type.String(),
  name: Nullable(Type.String()),
  is_active: Flag,
  user_role_id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), role_name: Type.String() }),
  client_id: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  dob: Nullable(Type.String({ description: 'mm/dd/yyyy' })),
  email_verified_at: Nullable(Type.String()),
  created_at: Type.String({ description: 'UTC, ISO 8601' }),
  formatted_created_at_tz: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  client: Nullable(Type.Object({ id: Type.String(), email: Nullable(Type.String()) })),
  clientuser: Nullable(
    Type.Object(
      { client: Type.Object({ email: Nullable(Type.String()) }) },
      { description: "the link to the user's client, as client: its email" },
    ),
  ),
  player: Type.Union([PlayerView, Type.Null()], { description: 'null unless role 1' }),
});

export const CompView = Type.Object({
  id: Type.String(),
  comp_minutes: Type.Integer(),
  note: Nullable(Type.String()),
  created_at: Type.String(),
  FormattedCreatedAt: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
});

export const UsersPage = Type.Object({
  users: Type.Array(UserView),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total_rows: Type.Integer(),
  status_text: Type.String({ description: "e.g. 'Showing 1 to 10 of 57 entries'" }),
});

export const UserDetail = Type.Object({
  user: UserView,
  player: Nullable(PlayerView),
  client: Nullable(ClientDetail),
  timecomps: Type.Array(CompView),
  extra: Type.Object({
    is_player: Flag,
    roles: Type.Array(RoleOption, { description: 'the roles the caller may give this user' }),
  }),
});

/** `data` of the writes: the user as it is now (null only if the read model lagged past the bounded wait). */
export const WrittenUser = Type.Object({ user: Nullable(UserView) });

/** `data` of the comp time writes: the user (with the new balance) and the entries left. */
export const WrittenComps = Type.Object({
  user: Nullable(UserView),
  timecomps: Type.Array(CompView),
  comp_id: Type.Optional(Type.String({ description: 'the new entry (add only)' })),
});

export type RoleOption = Static<typeof RoleOption>;
export type PlayerView = Static<typeof PlayerView>;
export type UserView = Static<typeof UserView>;
export type CompView = Static<typeof CompView>;
export type UsersPage = Static<typeof UsersPage>;
export type UserDetail = Static<typeof UserDetail>;
export type WrittenUser = Static<typeof WrittenUser>;
export type WrittenComps = Static<typeof WrittenComps>;
