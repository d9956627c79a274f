import Type, { type Static } from 'typebox';
import { defineEvent } from '../define-event.ts';

/** Who a session acts for. The aggregate id is sha256(token) in hex: the log never holds a usable token. */
export const SessionKind = Type.Union([Type.Literal('web'), Type.Literal('pod'), Type.Literal('admin')]);

/** The sha256 of a kiosk page's session_id_key, in hex: the log never holds a usable key. */
export const KioskSessionHash = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** How a user proved who they are when a session started. */
export const SignInMethod = Type.Union([
  Type.Literal('password'),
  Type.Literal('sso'),
  Type.Literal('ldap'),
  Type.Literal('sip2'),
]);
export type SignInMethod = Static<typeof SignInMethod>;

export const SessionStarted = defineEvent({
  type: 'SessionStarted',
  aggregate: 'session',
  version: 5,
  description:
    "A user signed in and got an opaque token; the subject id is the hex sha256 of that token. Tenant, role and pod come from here, never from a request body. kiosk_session_hash names the kiosk page the sign-in happened on (its session_id_key hashed): the page whose form or QR code it used, or the page an admin sign-in was sent to; null off a pod, and before version 2. sign_in says how the user proved who they are: 'password', or 'sso' (the client's identity provider vouched), 'ldap' (the client's directory) or 'sip2' (the client's library system); only a 'password' session can save its seat. 'password' before version 3; 'ldap' and 'sip2' from version 4. cached_credential (from version 5): the client's directory or library system was down and its outage policy accepted the person's cached credential from an earlier sign-in it vouched for; false for every other session.",
  schema: Type.Object({
    user_id: Type.String({ minLength: 1 }),
    role: Type.Integer({ minimum: 1, maximum: 5 }),
    client_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    expires_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
    kind: SessionKind,
    kiosk_session_hash: Type.Union([KioskSessionHash, Type.Null()]),
    sign_in: SignInMethod,
    cached_credential: Type.Boolean(),
  }),
  upcasters: {
    // version 1 did not say which kiosk page a sign-in on a pod happened on
    1: (data) => ({ ...data, kiosk_session_hash: null }),
    // version 2 knew passwords only
    2: (data) => ({ ...data, sign_in: 'password' }),
    // version 3 knew passwords and SSO: its values mean the same in version 4
    3: (data) => data,
    // version 4 signed nobody in on a cached credential
    4: (data) => ({ ...data, cached_credential: false }),
  },
});

export const SessionEnded = defineEvent({
  type: 'SessionEnded',
  aggregate: 'session',
  description: 'The session was ended (logout, expiry sweep, admin action); its token no longer authenticates.',
  schema: Type.Object({
    reason: Type.String({ minLength: 1, description: 'logout, expired, replaced, admin…' }),
  }),
});

export const SessionReportedStuck = defineEvent({
  type: 'SessionReportedStuck',
  aggregate: 'session',
  description:
    "The pod's kiosk page waited 30 s after a logout for this pod session to end, and went to its login screen anyway: staff see the session as stuck on the pod and may end it. Reported once per session.",
  schema: Type.Object({ pod_id: Type.String({ minLength: 1 }) }),
});

export const SessionLogoutLogged = defineEvent({
  type: 'SessionLogoutLogged',
  aggregate: 'session',
  description:
    "The kiosk page logged why a player's web session on its pod logged out (the web logout log: the onscreen button, inactivity, a save seat's expiry, an admin command, time up…), for reports and audit. The page's pod, the session's user and its pod matched; logged once per session.",
  schema: Type.Object({
    pod_id: Type.String({ minLength: 1 }),
    user_id: Type.String({ minLength: 1 }),
    logout_reason: Type.String({ minLength: 1, maxLength: 500 }),
  }),
});
