import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { type AuthSessionTable, podById, podSessionsAwaitedBy, stuckSessionsOfPod } from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { now, type PodDeps } from '../../pods/application/pod-deps.ts';
import { POD_NOT_FOUND } from '../../pods/domain/pod-errors.ts';
import { AUTH_READ_MODEL } from '../../users/application/sessions.ts';
import { sessionDecider } from '../../users/domain/session-decider.ts';
import { userDecider } from '../../users/domain/user-decider.ts';

/** Why a pod session ended when its station vouched for a new kiosk page: the page it was signed in on is gone. */
export const KIOSK_PAGE_RESTARTED = 'The kiosk page restarted';
/** Why an earlier pod session ended when someone signed in on the page the station vouches for. */
export const SIGNED_IN_ON_STATION_PAGE = 'Someone signed in on the kiosk page';
/** Why staff ended a session from the console: its station no longer held it. */
export const ENDED_BY_STAFF = 'Ended by staff: its station no longer held it';

type Deps = Pick<PodDeps, 'store' | 'db' | 'checkpoints' | 'clock'>;

/**
 * Ends one pod session its station does not hold, and records the logout on its account with
 * the same reason, in that order. Idempotent: a session already ended appends nothing at all,
 * so a redelivered cause or a second click logs nobody out twice. `messageId`, when given, is
 * the follow-up's id (JetStream drops a repeat). Says the sequence of its last append, 0 when
 * the session had ended already.
 */
export async function endSessionNotHeld(
  deps: Deps,
  session: Pick<AuthSessionTable, 'token_hash' | 'user_id' | 'pod_id'>,
  reason: string,
  context: AppendContext,
  messageId?: string,
): Promise<number> {
  const ended = await handleCommand(
    deps.store,
    sessionDecider,
    session.token_hash,
    { type: 'End', reason },
    { context, clock: deps.clock, ...(messageId ? { commandId: messageId } : {}) },
  );
  if (!ended.appended) return 0;
  const { user_id, pod_id, token_hash } = session;
  const logged = await handleCommand(
    deps.store,
    userDecider,
    user_id,
    { type: 'LogOut', user_id, pod_id, reason, token_hash },
    { context, clock: deps.clock, ...(messageId ? { commandId: `${messageId}:logout` } : {}) },
  );
  return Math.max(ended.seq, logged.seq);
}

/**
 * Ready for the next player once no pod login this page waits for is open: those signed in on
 * this very page (the sha256 of its session_id_key), and those whose page is unknown. Logins
 * of other pages do not hold it up: a page since restarted (its logins end when the station
 * vouches for the new page), or a pod-key holder's own kiosk session.
 */
export async function podReady(deps: Deps, podId: string, kioskSessionHash: string): Promise<boolean> {
  return (await podSessionsAwaitedBy(deps.db, podId, kioskSessionHash, now(deps))).length === 0;
}

/**
 * The page's ready wait ran out: each pod login it still waits for is reported stuck on its
 * own session (once each), so staff see it. Says how many it reported.
 */
export async function reportStuckSessions(deps: Deps, podId: string, kioskSessionHash: string): Promise<number> {
  const context: AppendContext = { actor: { kind: 'pod', pod_id: podId } };
  let reported = 0;
  let last = 0;
  for (const s of await podSessionsAwaitedBy(deps.db, podId, kioskSessionHash, now(deps))) {
    const { seq, appended } = await handleCommand(
      deps.store,
      sessionDecider,
      s.token_hash,
      { type: 'ReportStuck', pod_id: podId },
      { context, clock: deps.clock },
    );
    if (appended) {
      reported++;
      last = Math.max(last, seq);
    }
  }
  if (last > 0) await deps.checkpoints.waitFor([AUTH_READ_MODEL], last);
  return reported;
}

/**
 * Staff's End session: ends every pod session open on the pod that its station does not hold,
 * and no other (a session signed in on the page the station vouches for is never touched).
 * The caller checked the role; the pod must be live and of the caller's own client (a super
 * admin's any): else 404 or 403, and nothing is appended. Says how many it ended.
 */
export async function endStuckSessions(deps: Deps, session: SessionInfo, podId: string): Promise<number> {
  const pod = await podById(deps.db, podId);
  if (!pod || pod.deleted) throw POD_NOT_FOUND();
  assertClientAccess(session, pod.client_id);
  const context: AppendContext = { actor: { kind: 'user', user_id: session.user_id, role: session.role } };
  let ended = 0;
  let last = 0;
  // a deployment without the pod status read models knows of no stuck session
  for (const s of await orWhenMissing(stuckSessionsOfPod(deps.db, pod.id, now(deps)), [])) {
    const seq = await endSessionNotHeld(deps, s, ENDED_BY_STAFF, context);
    if (seq > 0) ended++;
    last = Math.max(last, seq);
  }
  if (last > 0) await deps.checkpoints.waitFor([AUTH_READ_MODEL, 'users'], last);
  return ended;
}
