import type { EventStore } from '@gamepod/event-store';
import { ConflictError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { type AuthSessionTable, earlierPodSessionsElsewhere, loggedNavsOfUser } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { PLAYER } from '../domain/roles.ts';
import { sessionFromLog } from './session-from-log.ts';

/** The system message a refused call names: the kiosk's "Login here instead...?" texts. */
export const ON_ANOTHER_POD_KEY = 'login-concurrent-message';

/** What the rule reads of a request's session (authenticate's SessionInfo has it). */
type PodSession = Pick<AuthSessionTable, 'user_id' | 'role' | 'kind' | 'pod_id' | 'started_at' | 'token_hash'>;

/**
 * Whether a player's pod session must wait because the same player is still signed in on
 * another pod since earlier: a player plays on one pod at a time, and the later login may
 * only end the other sessions ('Login Here') or log out. The read model names the earlier
 * sessions; each is checked in its own subject of the log too, which knows at once that
 * 'Login Here' ended it while the read model may still lag.
 */
export async function waitsForAnotherPod(
  db: Kysely<unknown>,
  store: Pick<EventStore, 'read'> | undefined,
  session: PodSession,
  now: Date,
): Promise<boolean> {
  if (session.role !== PLAYER || session.kind !== 'pod') return false;
  for (const other of await earlierPodSessionsElsewhere(db, session, now)) {
    const logged = store ? await sessionFromLog(store, other.token_hash) : undefined;
    // a session the log does not show (no store to ask) is taken as the read model says: open
    if (!logged || logged.ended_at === null) return true;
  }
  return false;
}

/**
 * The 409 a waiting session's calls get: the concurrent-login text, its message key, and
 * the nav names of the pods the player is on (what the prompt shows).
 */
export async function onAnotherPodError(db: Kysely<unknown>, session: PodSession, now: Date): Promise<ConflictError> {
  const logged_navs = await orWhenMissing(loggedNavsOfUser(db, session.user_id, session.pod_id, now), []);
  return new ConflictError('You only have permission to be logged in on one Gamepod at a time…', {
    msg_key: ON_ANOTHER_POD_KEY,
    logged_navs,
  });
}
