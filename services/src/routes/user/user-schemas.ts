import { PlayerAlert } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import Type from 'typebox';
import { SessionIdKeyField } from '../../auth/kiosk-session.ts';
import { MAX_PASSWORD_LENGTH } from '../../domain/user/password-rules.ts';

export const tags = ['identity'];

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Nullable = <S extends ReturnType<typeof Type.String>>(s: S) => Type.Union([s, Type.Null()]);

/** The user session object (identity contract; kiosk spec §3 "User session"). */
export const UserSessionData = Type.Object({
  token: Type.String({ description: 'opaque; send it as Bearer or as the calls’ token field' }),
  role_id: Type.Integer({ minimum: 1, maximum: 5 }),
  role_name: Type.String({ description: "'player', 'facilitator', 'admin', 'superadmin' or 'restricted'" }),
  user_id: Type.String(),
  user_name: Type.String({ description: 'the email' }),
  name: Type.String({ description: 'the first name' }),
  email: Type.String(),
  is_verified: Flag,
  stream_default: Flag,
  logged_navs: Type.Array(Type.String(), { description: 'nav names of the other pods this user is logged in on' }),
  is_alerts: Flag,
  alerts: Type.Array(PlayerAlert, { description: 'alerts this player has not read, reaching this pod, showing now' }),
  is_orientation: Flag,
  is_orientation_paid: Flag,
  reservation: Type.Null(),
  styles: Type.Union([
    Type.Object({
      primary_color: Type.String(),
      accent_color: Type.String(),
      gradiant_color: Type.String(),
      hover_color: Type.String(),
    }),
    Type.Null(),
  ]),
  client_id: Nullable(Type.String()),
});

/** A login form's email; its shape is not checked, so a typo is just 'invalid'. */
export const Username = Type.String({ maxLength: 254, description: 'the email' });
export const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** The one-time code a phone login pushes to the pod's kiosk socket: 256 random bits, base64url. */
export const LoginCode = Type.String({
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]+$',
  description: "the code in the kiosk's 'login' push",
});

export const RemoteId = Type.String({
  minLength: 1,
  maxLength: 256,
  description: "the remote id in the pod's QR code",
});
export { SessionIdKeyField };
/** The kiosk's session id (spec §7 sends it with several calls); accepted and not needed. */
export const SessionIdField = Type.Union([Type.String({ maxLength: 256 }), Type.Integer()]);

/**
 * 400 naming `field` with the kiosk's 'generic-required-message' when a required text is
 * blank (kiosk spec §5: "email and password required").
 */
export function required(value: string, field: string): string {
  if (value.trim() === '') {
    throw new ValidationError(`${field}: is required`, { field, msg_key: 'generic-required-message' });
  }
  return value;
}
