import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// The password reset aggregate: `gp.evt.password_reset.<sha256(ticket)>`. The ticket is the
// opaque token send_code hands back; only its hash is in the log, like a session token's.

export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  aggregate: 'password_reset',
  description:
    'Someone asked for a reset code. Recorded whether or not the account exists (the reply is the same either way); user_id and email are null when it does not, and only then is no mail sent.',
  schema: Type.Object({
    user_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()], {
      description: "the account's address, where the reset-mail reaction sends the code; null: no such account",
    }),
    code_hash: Type.String({
      pattern: '^[0-9a-f]{64}$',
      description:
        'sha256 of ticket + code: keyed by the ticket, so six digits cannot be brute-forced from the log alone',
    }),
    expires_at: Type.String({ format: 'date-time', description: 'UTC; the code lives 15 minutes' }),
  }),
});

export const PasswordResetCodeFailed = defineEvent({
  type: 'PasswordResetCodeFailed',
  aggregate: 'password_reset',
  description: 'A wrong code was tried against this reset; after five the code is spent.',
  schema: Type.Object({}),
});

export const PasswordResetCodeVerified = defineEvent({
  type: 'PasswordResetCodeVerified',
  aggregate: 'password_reset',
  description: 'The right code was given: the ticket may now set a new password (within 15 minutes).',
  schema: Type.Object({}),
});

export const PasswordResetCompleted = defineEvent({
  type: 'PasswordResetCompleted',
  aggregate: 'password_reset',
  description: 'The ticket was used to set a new password (UserPasswordChanged on the user); it cannot be used again.',
  schema: Type.Object({ user_id: Type.String({ minLength: 1 }) }),
});

/** The password reset aggregate's event types, for the catalogue. */
export const RESET_EVENTS = [
  PasswordResetRequested,
  PasswordResetCodeFailed,
  PasswordResetCodeVerified,
  PasswordResetCompleted,
] as const;
