import Type, { type Static } from 'typebox';
import { PlayerAlert } from '../common/player-alerts.ts';
import { Flag, Nullable, ThemeColours } from '../fields.ts';

/**
 * The user session a login answers (`/user/login`, `/user/login_admin`, `/admin/login`, a
 * redeemed phone login); both apps keep it in local storage.
 */
export const UserSession = Type.Object({
  token: Type.String({ description: 'opaque; send it as Bearer or as the calls’ token field' }),
  role_id: Type.Integer({
    minimum: 1,
    maximum: 5,
    description: '1 player, 2 facilitator, 3 client admin, 4 super admin, 5 restricted admin',
  }),
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
  reservation: Nullable(
    Type.Object(
      { start_time: Type.String(), stop_time: Type.String() },
      {
        description:
          "the pod's reservation that starts within 3 hours (or runs, for those on its list), 'hh:mm AM/PM' in the lab's zone: the kiosk shows the upcoming-reservation notice",
      },
    ),
  ),
  styles: Nullable(ThemeColours),
  client_id: Nullable(Type.String()),
  landing: Type.Optional(
    Type.String({
      description:
        "where the console opens after this login instead of the role's home: an admin-pod-command to the pod's games",
    }),
  ),
});
export type UserSession = Static<typeof UserSession>;
