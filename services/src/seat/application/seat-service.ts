import { handleCommand } from '@gamepod/event-store';
import type { SignInMethod } from '@gamepod/events';
import { type Actor, ConflictError, SYSTEM_ACTOR } from '@gamepod/events';
import { findSession } from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { sessionSignIn } from '../../auth/session-from-log.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { type Credentials, checkCredentials } from '../../users/application/login-service.ts';
import { endUserSession } from '../../users/application/logout-service.ts';
import { loginInvalid } from '../../users/domain/identity-errors.ts';
import { SEAT_EXPIRED_REASON, type SeatReading, seatDecider } from '../domain/seat-decider.ts';

type SeatDeps = Pick<IdentityDeps, 'store' | 'clock'>;

/** A pod session's seat: pod sessions save the player's 10 minutes, staff sessions on a pod an admin's hour. */
export const readingOf = (session: Pick<SessionInfo, 'kind'>): SeatReading =>
  session.kind === 'pod' ? 'player' : 'admin';

/** What saving a seat needs of its session. */
export type SeatSession = Pick<SessionInfo, 'user_id' | 'role' | 'pod_id' | 'kind' | 'token_hash'>;

const actorOf = (session: SeatSession): Actor => ({ kind: 'user', user_id: session.user_id, role: session.role });

/**
 * The Save Seat button: the session saves its own seat, which a single sign-on session may
 * not (403), since only a password unlocks a saved seat.
 */
export async function saveOwnSeat(deps: SeatDeps, session: SeatSession) {
  return saveSeat(
    deps,
    session,
    readingOf(session),
    actorOf(session),
    await sessionSignIn(deps.store, session.token_hash),
  );
}

/**
 * Saves the seat of a session on a pod (`gp.evt.seat.<token hash>`): its timer runs on the
 * server, which logs the session out when it runs out. Saving a saved seat keeps its timer.
 *
 * @throws ConflictError when the session is on no pod.
 */
export async function saveSeat(
  deps: SeatDeps,
  session: SeatSession,
  reading: SeatReading = readingOf(session),
  actor: Actor = actorOf(session),
  signIn?: SignInMethod,
): Promise<{ active: 1; timer: number; expires_at: string }> {
  if (session.pod_id === null) throw new ConflictError('Only a session on a pod can save its seat');
  const { state } = await handleCommand(
    deps.store,
    seatDecider,
    session.token_hash,
    { type: 'Save', user_id: session.user_id, pod_id: session.pod_id, reading, sign_in: signIn },
    { context: { actor }, clock: deps.clock },
  );
  if (state.status !== 'saved') throw new ConflictError('The seat could not be saved');
  const timer = Math.max(0, new Date(state.expires_at).getTime() - deps.clock().getTime());
  return { active: 1, timer, expires_at: state.expires_at };
}

/**
 * Unlocks the session's saved seat: the email must be the session's own and the password
 * right (the login's rate limits count the tries); anything else is 'invalid'.
 *
 * @throws UnauthorizedError 'invalid', ConflictError when the seat is not saved, TooManyAttemptsError.
 */
export async function unlockSeat(deps: IdentityDeps, session: SessionInfo, c: Credentials): Promise<void> {
  const found = await checkCredentials(deps, c);
  if (found.user.id !== session.user_id) throw loginInvalid();
  await handleCommand(
    deps.store,
    seatDecider,
    session.token_hash,
    { type: 'Unlock' },
    {
      context: { actor: actorOf(session) },
      clock: deps.clock,
    },
  );
}

/**
 * A saved seat's time ran out: appends SeatSaveExpired (only for the save that set this
 * expiry; `commandId` makes a retry append once) and logs the session out with
 * 'Save seat expired' if it is still open.
 */
export async function expireSeat(
  deps: Pick<IdentityDeps, 'store' | 'db' | 'checkpoints' | 'clock'>,
  seat: { readonly token_hash: string; readonly expires_at: string },
  commandId: string,
): Promise<void> {
  const { token_hash, expires_at } = seat;
  await handleCommand(
    deps.store,
    seatDecider,
    token_hash,
    { type: 'Expire', expires_at },
    { context: { actor: SYSTEM_ACTOR }, commandId, clock: deps.clock },
  );
  const session = await findSession(deps.db, token_hash);
  if (session && !session.ended_at) await endUserSession(deps, session, SEAT_EXPIRED_REASON, SYSTEM_ACTOR);
}
