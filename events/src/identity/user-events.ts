import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { SessionKind } from './session-events.ts';

// The user aggregate: `gp.evt.user.<user_id>` (UUIDv7). A user's email is claimed in the log
// (claim kind 'email', sha256 of the lowercased address) before UserRegistered is appended.

/**
 * A password as the log keeps it: a self-describing hash string, never the plaintext. New
 * passwords are argon2id in PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`, base64);
 * accounts from before that hold `scrypt$N$r$p$salt$hash` (base64url) until their next login
 * (UserPasswordRehashed). The log is replayed, exported and read by operators, so a plaintext
 * (or an encryption of one) would leak every password to whoever reads it; a salted
 * memory-hard hash keeps the same work factor against whoever gets a copy of the log, and
 * its algorithm and parameters travel with it, so stronger ones can come later without a new
 * event version: the field is the same string, and every string stored before stays valid.
 */
export const PasswordHash = Type.String({
  pattern:
    '^(scrypt\\$[0-9]+\\$[0-9]+\\$[0-9]+\\$[A-Za-z0-9_-]+\\$[A-Za-z0-9_-]+|\\$argon2id\\$v=19\\$m=[0-9]+,t=[0-9]+,p=[0-9]+\\$[A-Za-z0-9+/]+\\$[A-Za-z0-9+/]+)$',
  maxLength: 512,
  description: 'argon2id in PHC form, or the scrypt$N$r$p$salt$hash of older accounts; never a plaintext',
});

/** 1 player, 2 facilitator, 3 client admin, 4 super admin, 5 restricted admin. */
export const UserRole = Type.Integer({ minimum: 1, maximum: 5 });

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  aggregate: 'user',
  description:
    'An account was created (kiosk sign-up, or a seed). The email is lowercased and claimed in the log first; user_name is that email.',
  schema: Type.Object({
    role: UserRole,
    client_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { description: 'null only for role 4' }),
    email: Type.String({ format: 'email', maxLength: 254, pattern: '^[^A-Z]*$', description: 'lowercased' }),
    user_name: Type.String({ minLength: 1, maxLength: 254 }),
    first_name: Name,
    last_name: Type.Union([Name, Type.Null()]),
    phone: Type.String({ minLength: 1, maxLength: 32, description: "'###-###-####' from the kiosk" }),
    dob: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
    stream_default: Type.Boolean(),
    pro: Type.Boolean(),
    is_active: Type.Boolean(),
    password_hash: PasswordHash,
  }),
});

export const UserPasswordChanged = defineEvent({
  type: 'UserPasswordChanged',
  aggregate: 'user',
  description: "The user's password was replaced (a completed reset); every session the user had open was ended.",
  schema: Type.Object({
    password_hash: PasswordHash,
    reason: Type.Union([Type.Literal('reset'), Type.Literal('change')]),
  }),
});

export const UserPasswordRehashed = defineEvent({
  type: 'UserPasswordRehashed',
  aggregate: 'user',
  description:
    'The password, found right at a login, was hashed again with the current algorithm and parameters (argon2id); the same password, so no session ends.',
  schema: Type.Object({ password_hash: PasswordHash }),
});

/** How a login arrived: the pod's own form, a phone scanning the pod's QR code, a browser, the admin console. */
export const LoginVia = Type.Union([
  Type.Literal('pod'),
  Type.Literal('mobile'),
  Type.Literal('web'),
  Type.Literal('admin'),
]);

export const UserLoggedIn = defineEvent({
  type: 'UserLoggedIn',
  aggregate: 'user',
  description:
    'The user signed in and got the session whose token hash is given (its SessionStarted is on that session subject).',
  schema: Type.Object({
    user_id: Type.String({ minLength: 1 }),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    kind: SessionKind,
    via: LoginVia,
    token_hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'sha256 of the session token' }),
  }),
});

export const UserLoggedOut = defineEvent({
  type: 'UserLoggedOut',
  aggregate: 'user',
  description:
    'The user ended a session (logout button, physical button, inactivity…: the kiosk’s reason text), or a newer login replaced it.',
  schema: Type.Object({
    user_id: Type.String({ minLength: 1 }),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    token_hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  }),
});

export const OrientationMarked = defineEvent({
  type: 'OrientationMarked',
  aggregate: 'user',
  description: 'The player saw the free or paid orientation during the login with this token hash.',
  schema: Type.Object({
    token_hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    type: Type.Union([Type.Literal('free'), Type.Literal('paid')]),
  }),
});

/** The user aggregate's event types, for the catalogue. */
export const USER_EVENTS = [
  UserRegistered,
  UserPasswordChanged,
  UserPasswordRehashed,
  UserLoggedIn,
  UserLoggedOut,
  OrientationMarked,
] as const;
