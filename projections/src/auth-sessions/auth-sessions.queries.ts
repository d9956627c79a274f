import type { Kysely, SelectQueryBuilder } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { AuthSessionsDB, AuthSessionTable } from './auth-sessions.table.ts';

const schema = liveSchema('auth_sessions');

function sessions(db: Kysely<unknown>): SelectQueryBuilder<AuthSessionsDB, 'auth_sessions', AuthSessionTable> {
  return (db as Kysely<AuthSessionsDB>).withSchema(schema).selectFrom('auth_sessions').selectAll();
}

/** Sessions neither ended nor expired at `now`. */
function openAt(db: Kysely<unknown>, now: Date): SelectQueryBuilder<AuthSessionsDB, 'auth_sessions', AuthSessionTable> {
  return sessions(db).where('ended_at', 'is', null).where('expires_at', '>', now);
}

/** A session by token hash, whatever its state; the caller tells expired from ended from unknown. */
export async function findSession(db: Kysely<unknown>, tokenHash: string): Promise<AuthSessionTable | undefined> {
  return sessions(db).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A session that is neither ended nor expired at `now`. */
export async function findActiveSession(
  db: Kysely<unknown>,
  tokenHash: string,
  now: Date,
): Promise<AuthSessionTable | undefined> {
  return openAt(db, now).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A user's sessions that are still open at `now`, newest first (logout everywhere, one pod at a time). */
export async function openSessionsOfUser(db: Kysely<unknown>, userId: string, now: Date): Promise<AuthSessionTable[]> {
  return openAt(db, now).where('user_id', '=', userId).orderBy('started_at', 'desc').execute();
}

/** Pod logins (kind 'pod') still open on a pod at `now`: the pod is ready for the next player when there are none. */
export async function openPodSessionsOfPod(db: Kysely<unknown>, podId: string, now: Date): Promise<AuthSessionTable[]> {
  return openAt(db, now).where('pod_id', '=', podId).where('kind', '=', 'pod').execute();
}

/** The pod login on a pod that ended last: the player whose exit survey the pod shows. */
export async function lastEndedPodSessionOfPod(
  db: Kysely<unknown>,
  podId: string,
): Promise<AuthSessionTable | undefined> {
  return sessions(db)
    .where('pod_id', '=', podId)
    .where('kind', '=', 'pod')
    .where('ended_at', 'is not', null)
    .orderBy('ended_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
