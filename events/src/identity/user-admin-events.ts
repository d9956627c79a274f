import { MAX_COMP_MINUTES } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { PasswordHash, UserRole } from './user-events.ts';

// What staff (client admins, super admins) do to accounts from the admin console's users
// screens. Same aggregate and subject as the rest of an account, `gp.evt.user.<user_id>`, so
// the login rules fold them with the account's own history. The acting staff member is the
// envelope's actor; no password ever appears here, only its hash string.

const Email = Type.String({ format: 'email', maxLength: 254, pattern: '^[^A-Z]*$', description: 'lowercased' });
const ClientId = Type.Union([Type.String({ minLength: 1 }), Type.Null()], { description: 'null only for role 4' });
const FullName = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()], {
  description: 'the full name as staff typed it; null when the role needs none',
});
const Phone = Type.Union([Type.String({ pattern: '^[0-9]{3}-[0-9]{3}-[0-9]{4}$' }), Type.Null()], {
  description: "'###-###-####'; null when not given",
});
const Dob = Type.Union([Type.String({ format: 'date' }), Type.Null()], {
  description: 'YYYY-MM-DD; null when not given',
});

export const UserCreatedByStaff = defineEvent({
  type: 'UserCreatedByStaff',
  aggregate: 'user',
  description:
    'Staff created an account from the admin console (Create User). The email is lowercased and claimed in the log first; user_name is that email. Name, phone and birth date are required for some roles only, hence nullable.',
  schema: Type.Object({
    role: UserRole,
    client_id: ClientId,
    email: Email,
    user_name: Type.String({ minLength: 1, maxLength: 254 }),
    name: FullName,
    phone: Phone,
    dob: Dob,
    stream_default: Type.Boolean(),
    pro: Type.Boolean(),
    is_active: Type.Boolean(),
    password_hash: PasswordHash,
  }),
});

export const UserProfileUpdated = defineEvent({
  type: 'UserProfileUpdated',
  aggregate: 'user',
  description:
    'Staff edited an account (Edit User). Only the fields that changed are present; a new email was claimed in the log before, and the old one released after. A new password is its own UserPasswordChanged.',
  schema: Type.Object({
    role: Type.Optional(UserRole),
    client_id: Type.Optional(ClientId),
    email: Type.Optional(Email),
    user_name: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'follows the email' })),
    name: Type.Optional(FullName),
    phone: Type.Optional(Phone),
    dob: Type.Optional(Dob),
  }),
});

/** The User Detail screen's switches: Active on the account, Stream and Pro on its player. */
export const UserSwitch = Type.Union([Type.Literal('is_active'), Type.Literal('pro'), Type.Literal('stream_default')]);

export const UserSwitchChanged = defineEvent({
  type: 'UserSwitchChanged',
  aggregate: 'user',
  description:
    'Staff turned one of an account’s switches on or off: is_active (a deactivated account cannot sign in and its sessions were ended), or a player’s pro or stream_default.',
  schema: Type.Object({ switch: UserSwitch, value: Type.Boolean() }),
});

export const CompTimeGranted = defineEvent({
  type: 'CompTimeGranted',
  aggregate: 'user',
  description:
    'Staff gave a player free (comp) minutes; they add to the player’s time balance until the entry is revoked.',
  schema: Type.Object({
    comp_id: Type.String({ minLength: 1, description: 'UUIDv7 of this entry' }),
    minutes: Type.Integer({ minimum: 1, maximum: MAX_COMP_MINUTES }),
    note: Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]),
  }),
});

export const CompTimeRevoked = defineEvent({
  type: 'CompTimeRevoked',
  aggregate: 'user',
  description: 'Staff deleted a comp time entry; its minutes (repeated here) no longer count in the balance.',
  schema: Type.Object({
    comp_id: Type.String({ minLength: 1 }),
    minutes: Type.Integer({ minimum: 1, maximum: MAX_COMP_MINUTES }),
  }),
});

/** The staff-made user events, for the catalogue. */
export const USER_ADMIN_EVENTS = [
  UserCreatedByStaff,
  UserProfileUpdated,
  UserSwitchChanged,
  CompTimeGranted,
  CompTimeRevoked,
] as const;
