import { handleCommand } from '@gamepod/event-store';
import type { Actor } from '@gamepod/events';
import { type AuthSessionTable, openSessionsOfClient, openSessionsOfUser } from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { userDecider } from '../domain/user-decider.ts';
import { IDENTITY_ACTOR, type IdentityDeps } from './identity-deps.ts';
import { endSession } from './sessions.ts';

/** Why expire_sessions ended a session: the kiosk's "Login Here" on another pod. */
export const REPLACED_REASON = 'Logged in on another Gamepod';

type Ended = { readonly user_id: string; readonly pod_id: string | null; readonly token_hash: string };

/** What ending sessions needs of the identity deps (the admin users code has no rate limiter). */
type EndDeps = Pick<IdentityDeps, 'store' | 'db' | 'checkpoints' | 'clock'>;

/**
 * Ends a session (the sockets it opened close with 4401) and records UserLoggedOut on the
 * account with the reason the kiosk gave.
 */
export async function endUserSession(deps: EndDeps, ended: Ended, reason: string, actor: Actor): Promise<void> {
  await endSession(deps, { token_hash: ended.token_hash, reason, actor });
  const { seq, appended } = await handleCommand(
    deps.store,
    userDecider,
    ended.user_id,
    { type: 'LogOut', user_id: ended.user_id, pod_id: ended.pod_id, reason, token_hash: ended.token_hash },
    { context: { actor }, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['users'], seq);
}

const actorOf = (session: SessionInfo): Actor => ({ kind: 'user', user_id: session.user_id, role: session.role });

/** `/user/logout` and `/admin/logout`: the session's own logout. */
export async function logOut(deps: IdentityDeps, session: SessionInfo, reason: string): Promise<void> {
  await endUserSession(deps, session, reason, actorOf(session));
}

/**
 * "Login Here": ends every other live pod session of the session's user (a player may be on
 * one pod at a time), and says how many there were.
 */
export async function expireOtherPodSessions(deps: IdentityDeps, session: SessionInfo): Promise<number> {
  const open = await openSessionsOfUser(deps.db, session.user_id, deps.clock());
  const others = open.filter((s) => s.kind === 'pod' && s.token_hash !== session.token_hash);
  for (const other of others) await endUserSession(deps, other, REPLACED_REASON, actorOf(session));
  return others.length;
}

/** Ends every live session of a user (a new password: whoever had the old one is out). */
export async function endAllSessionsOf(deps: EndDeps, userId: string, reason: string): Promise<number> {
  const open = await openSessionsOfUser(deps.db, userId, deps.clock());
  for (const s of open) await endUserSession(deps, s, reason, IDENTITY_ACTOR);
  return open.length;
}

/** Why the sessions of a client's people ended when a super admin deactivated the client. */
export const CLIENT_DEACTIVATED_REASON = 'Client deactivated';

// users whose sessions end at once; one user's sessions end one after the other (one stream)
const USERS_AT_ONCE = 8;

/**
 * Ends every live session of a deactivated client's users (players, facilitators, admins,
 * restricted admins); their sockets close with 4401. Super admins belong to no client and
 * keep theirs. Call it once the auth read model holds every session started before the
 * deactivation; a session that starts in between is refused by the auth guard anyway.
 */
export async function endSessionsOfClient(deps: EndDeps, clientId: string, reason: string): Promise<number> {
  const open = await openSessionsOfClient(deps.db, clientId, deps.clock());
  const byUser = new Map<string, AuthSessionTable[]>();
  for (const s of open) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);
  const queue = [...byUser.values()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const s of next) await endUserSession(deps, s, reason, IDENTITY_ACTOR);
    }
  };
  await Promise.all(Array.from({ length: Math.min(USERS_AT_ONCE, queue.length) }, worker));
  return open.length;
}
