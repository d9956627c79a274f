import type { UserSession } from '@gamepod/contracts/http';
import { UnauthorizedError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import {
  type ClientSettingsTable,
  clientSettingsById,
  loggedNavsOfUser,
  loginByTokenHash,
  type UserTable,
  userById,
} from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { alertsForLogin } from '../../alerts/application/player-alerts-service.ts';
import { themeOf } from '../../clients/domain/kiosk-branding.ts';
import { PLAYER, SUPER_ADMIN } from '../../domain/roles.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { podBooking } from '../../reservations/application/pod-reservation.ts';
import { podReservationView } from '../../reservations/domain/reservation-at-pod.ts';
import { roleName } from '../domain/login-rules.ts';

/** The user session object the kiosk stores after a login: the identity contract's shape. */
export type { UserSession };

/** The session a UserSession is built for: what the auth read model says of the token. */
export type SessionFacts = {
  readonly user_id: string;
  readonly role: number;
  readonly pod_id: string | null;
  readonly token_hash: string;
};

/** The client's Account Settings for a user's `styles`: none for a super admin or a user without a client. */
function settingsOf(db: Kysely<unknown>, user: UserTable): Promise<ClientSettingsTable | undefined> | undefined {
  if (user.role === SUPER_ADMIN || !user.client_id) return undefined;
  return orWhenMissing(clientSettingsById(db, user.client_id), undefined);
}

/**
 * Builds the user session object for a live session: the account from the users read
 * model, the other pods the user is on, and the orientations this login still owes (a
 * player's login owes both until the kiosk marks them; a login the read model has not
 * seen yet is a fresh one), and the alerts a player on a pod has not read yet. `styles` are
 * the client's theme colours; super admins get none.
 *
 * @throws UnauthorizedError when the session's user is not an account.
 */
export async function buildUserSession(
  db: Kysely<unknown>,
  args: {
    readonly token: string;
    readonly session: SessionFacts;
    readonly now: Date;
    readonly user?: UserTable;
    /** The login was just made: it owes both orientations, so its row need not be read. */
    readonly fresh?: boolean;
  },
): Promise<UserSession> {
  const { session } = args;
  const [user, login, logged_navs, known, booking, unread] = await Promise.all([
    args.user ?? userById(db, session.user_id),
    args.fresh ? undefined : loginByTokenHash(db, session.token_hash),
    loggedNavsOfUser(db, session.user_id, session.pod_id, args.now),
    args.user && settingsOf(db, args.user),
    session.pod_id ? podBooking(db, session.pod_id, args.now) : undefined,
    // only players meet the Important Alerts overlay, and only on a pod
    session.role === PLAYER && session.pod_id ? alertsForLogin(db, session.user_id, session.pod_id, args.now) : [],
  ]);
  const reserved = podReservationView(booking, args.now);
  if (!user) throw new UnauthorizedError();
  const player = user.role === PLAYER;
  const alerts = player ? unread : [];
  const styled = user.role !== SUPER_ADMIN;
  const settings = args.user ? known : await settingsOf(db, user);
  return {
    token: args.token,
    role_id: user.role,
    role_name: roleName(user.role),
    user_id: user.id,
    user_name: user.email,
    name: user.first_name,
    email: user.email,
    is_verified: flag(user.email_verified_at !== null),
    stream_default: flag(user.stream_default),
    logged_navs,
    is_alerts: flag(alerts.length > 0),
    alerts,
    is_orientation: flag(player && (login?.is_orientation ?? true)),
    is_orientation_paid: flag(player && (login?.is_orientation_paid ?? true)),
    reservation: reserved && { start_time: reserved.start_time, stop_time: reserved.stop_time },
    styles: styled ? themeOf(settings) : null,
    client_id: user.client_id,
  };
}
