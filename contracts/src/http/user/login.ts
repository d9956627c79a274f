import Type, { type Static } from 'typebox';
import { Nullable, Password, SessionIdField, SessionIdKeyField, Strict, WithToken } from '../fields.ts';
import { Empty, post } from '../route.ts';
import { UserSession } from './user-session.ts';

/** A login form's email; its shape is not checked, so a typo is just 'invalid'. */
export const Username = Type.String({ maxLength: 254, description: 'the email' });

/** The one-time code a phone login pushes to the pod's kiosk socket: 256 random bits, base64url. */
export const LoginCode = Type.String({
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]+$',
  description: "the code in the kiosk's 'login' push",
});

/** The remote id in a pod's QR code. */
export const RemoteId = Type.String({
  minLength: 1,
  maxLength: 256,
  description: "the remote id in the pod's QR code",
});

/** A login on the pod's own form: its kiosk session, an email and a password. */
export const PodLoginBody = Strict({ session_id_key: SessionIdKeyField, username: Username, password: Password });
export type PodLoginBody = Static<typeof PodLoginBody>;

/** Log in on this pod: the user session. */
export const userLogin = post('/user/login', { body: PodLoginBody, data: UserSession });

/** The pod's lock-icon admin form: roles 3 and 4 only. */
export const userLoginAdmin = post('/user/login_admin', { body: PodLoginBody, data: UserSession });

/** The same admin login while the lab is in Force On mode. */
export const userLoginAdminMode = post('/user/login_admin_mode', { body: PodLoginBody, data: UserSession });

/** A phone's login on the pod showing the QR code. */
export const PhoneLoginBody = Strict({ remote_id: RemoteId, username: Username, password: Password });
export const PhoneLogin = Type.Object({ nav_name: Nullable(Type.String()) });
export type PhoneLogin = Static<typeof PhoneLogin>;

/** Log the pod showing this QR code in from a phone; the pod's kiosk redeems a pushed one-time code. */
export const userMobileLogin = post('/user/mobile_login', { body: PhoneLoginBody, data: PhoneLogin });

/** The kiosk trades the one-time code pushed to its own socket, with its session key, for the session. */
export const userMobileLoginRedeem = post('/user/mobile_login/redeem', {
  body: Strict({ session_id_key: SessionIdKeyField, login_code: LoginCode }),
  data: UserSession,
});

/** End the token's session. */
export const userLogout = post('/user/logout', {
  body: Strict({
    ...WithToken,
    reason_text: Type.String({ minLength: 1, maxLength: 500, description: 'the kiosk’s logout reason' }),
    session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
    session_id: Type.Optional(SessionIdField),
  }),
  data: Empty,
});

/** 'Login Here': end the user's sessions on other pods. */
export const userExpireSessions = post('/user/expire_sessions', {
  body: Strict({ session_id_key: SessionIdKeyField, ...WithToken, session_id: Type.Optional(SessionIdField) }),
  data: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
});
