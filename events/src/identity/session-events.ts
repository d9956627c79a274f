import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/** Who a session acts for. The aggregate id is sha256(token) in hex: the log never holds a usable token. */
export const SessionKind = Type.Union([Type.Literal('web'), Type.Literal('pod'), Type.Literal('admin')]);

export const SessionStarted = defineEvent({
  type: 'SessionStarted',
  aggregate: 'session',
  description:
    'A user signed in and got an opaque token; the subject id is the hex sha256 of that token. Tenant, role and pod come from here, never from a request body.',
  schema: Type.Object({
    user_id: Type.String({ minLength: 1 }),
    role: Type.Integer({ minimum: 1, maximum: 5 }),
    client_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    expires_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
    kind: SessionKind,
  }),
});

export const SessionEnded = defineEvent({
  type: 'SessionEnded',
  aggregate: 'session',
  description: 'The session was ended (logout, expiry sweep, admin action); its token no longer authenticates.',
  schema: Type.Object({
    reason: Type.String({ minLength: 1, description: 'logout, expired, replaced, admin…' }),
  }),
});
