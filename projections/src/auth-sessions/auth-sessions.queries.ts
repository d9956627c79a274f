import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely, SelectQueryBuilder } from 'kysely';
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

/** A session as the auth guard judges it: with whether its user's client is active (true with no client). */
export type SessionToAuthenticate = AuthSessionTable & { client_active: boolean };

/**
 * A session by token hash with its client's active flag, in one query: the auth guard runs
 * it on every request. A client the read model does not know counts as active.
 */
export async function findSessionToAuthenticate(
  db: Kysely<unknown>,
  tokenHash: string,
): Promise<SessionToAuthenticate | undefined> {
  return (db as Kysely<AuthSessionsDB>)
    .withSchema(schema)
    .selectFrom('auth_sessions as s')
    .leftJoin('client_access as c', 'c.client_id', 's.client_id')
    .selectAll('s')
    .select((eb) => eb.fn.coalesce('c.is_active', eb.lit(true)).as('client_active'))
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

/**
 * A user's pod sessions on other pods, open at `now`, that started before `session` (the
 * token hash breaks a tie): while one is open, the later login may not play (one pod at a
 * time). Served by the open-by-user index.
 */
export async function earlierPodSessionsElsewhere(
  db: Kysely<unknown>,
  session: Pick<AuthSessionTable, 'user_id' | 'pod_id' | 'started_at' | 'token_hash'>,
  now: Date,
): Promise<AuthSessionTable[]> {
  const { user_id, pod_id, started_at, token_hash } = session;
  return openAt(db, now)
    .where('user_id', '=', user_id)
    .where('kind', '=', 'pod')
    .where('pod_id', 'is not', null)
    .$if(pod_id !== null, (q) => q.where('pod_id', '!=', pod_id as string))
    .where((eb) =>
      eb.or([
        eb('started_at', '<', started_at),
        eb.and([eb('started_at', '=', started_at), eb('token_hash', '<', token_hash)]),
      ]),
    )
    .execute();
}

/** The sessions of a client's users still open at `now` (a deactivated client's people are signed out). */
export async function openSessionsOfClient(
  db: Kysely<unknown>,
  clientId: string,
  now: Date,
): Promise<AuthSessionTable[]> {
  return openAt(db, now).where('client_id', '=', clientId).orderBy('started_at').execute();
}

/** Pod logins (kind 'pod') still open on a pod at `now`: the pod is ready for the next player when there are none. */
export async function openPodSessionsOfPod(db: Kysely<unknown>, podId: string, now: Date): Promise<AuthSessionTable[]> {
  return openAt(db, now).where('pod_id', '=', podId).where('kind', '=', 'pod').execute();
}

/**
 * The pod logins still open on a pod at `now` that a kiosk page's ready wait waits for: those
 * signed in on that page (its session_id_key's sha256), and those whose page is unknown (signed
 * in before sign-ins named their page). Sessions of other pages (a page since restarted, or a
 * pod-key holder's own) are not this page's to wait for.
 */
export async function podSessionsAwaitedBy(
  db: Kysely<unknown>,
  podId: string,
  kioskSessionHash: string,
  now: Date,
): Promise<AuthSessionTable[]> {
  return openAt(db, now)
    .where('pod_id', '=', podId)
    .where('kind', '=', 'pod')
    .where((eb) => eb.or([eb('kiosk_session_hash', '=', kioskSessionHash), eb('kiosk_session_hash', 'is', null)]))
    .execute();
}

/**
 * The pod logins still open on a pod at `now` that were signed in on a known kiosk page other
 * than `heldBy` (the page its station vouches for): with `startedBefore`, only those that
 * started before that session (the token hash breaks a tie), which is left out itself.
 */
export async function podSessionsNotHeldBy(
  db: Kysely<unknown>,
  podId: string,
  heldBy: string,
  now: Date,
  startedBefore?: Pick<AuthSessionTable, 'started_at' | 'token_hash'>,
): Promise<AuthSessionTable[]> {
  return openAt(db, now)
    .where('pod_id', '=', podId)
    .where('kind', '=', 'pod')
    .where('kiosk_session_hash', 'is not', null)
    .where('kiosk_session_hash', '!=', heldBy)
    .$if(startedBefore !== undefined, (q) => {
      const { started_at, token_hash } = startedBefore as Pick<AuthSessionTable, 'started_at' | 'token_hash'>;
      return q.where((eb) =>
        eb.or([
          eb('started_at', '<', started_at),
          eb.and([eb('started_at', '=', started_at), eb('token_hash', '<', token_hash)]),
        ]),
      );
    })
    .orderBy('started_at')
    .execute();
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

/**
 * Pod sessions on these pods that started in [from, to), newest first, after skipping `skip`
 * that started exactly at `to`'s boundary row: a page by time for the lab read API.
 */
export async function podSessionsByTime(
  db: Kysely<unknown>,
  q: { podIds: readonly string[]; from: Date; to: Date; inclusiveTo: boolean; skip: number; limit: number },
): Promise<AuthSessionTable[]> {
  if (q.podIds.length === 0) return [];
  return sessions(db)
    .where('kind', '=', 'pod')
    .where('pod_id', 'in', [...q.podIds])
    .where('started_at', '>=', q.from)
    .where('started_at', q.inclusiveTo ? '<=' : '<', q.to)
    .orderBy('started_at', 'desc')
    .orderBy('token_hash', 'desc')
    .offset(q.skip)
    .limit(q.limit)
    .execute();
}
