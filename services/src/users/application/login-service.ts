import { handleCommand } from '@gamepod/event-store';
import type { Actor, SignInMethod } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { type PodTable, statusOf, type UserWithCredentials } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { type Caller, callerKey, isStation } from '../../auth/caller.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords.ts';
import { readClient } from '../../clients/application/read-client.ts';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { judgeHeldPod, takeHeldPod } from '../../queue/application/seat-passing.ts';
import { podBooking } from '../../reservations/application/pod-reservation.ts';
import { judgeReservedLogin } from '../../reservations/domain/reservation-at-pod.ts';
import { loginInvalid } from '../domain/identity-errors.ts';
import { judgeLogin, type LoginPod, type LoginTarget, podIsUpdating } from '../domain/login-rules.ts';
import { MAX_PASSWORD_LENGTH, passwordLength } from '../domain/password-rules.ts';
import { type PasswordRehash, userDecider } from '../domain/user-decider.ts';
import { currentCredentials } from './current-credentials.ts';
import { type IdentityDeps, SESSION_TTL_MS } from './identity-deps.ts';
import { endSession, issueSession } from './sessions.ts';
import { buildUserSession, type UserSession } from './user-session.ts';

/** What a login form sends, and who sent it (the station, or the address). */
export type Credentials = { readonly username: string; readonly password: string; readonly from: Caller };

/** An account whose password was found right, and its new hash when the stored one is older than today's. */
export type CheckedCredentials = UserWithCredentials & { readonly rehash: PasswordRehash | null };

/**
 * Checks an email and password. The attempt is reserved before the password is hashed: once
 * against the caller (its failures across accounts) and once against the account from that
 * caller (a growing wait), so concurrent tries get no more checks than the limits allow, and
 * a limited caller costs no hashing. A right password gives both back; a wrong one keeps
 * them. An unknown email spends the same hashing work as a known one and gets the same
 * 'invalid'. Another caller's failures never hold up a right password. A right password
 * whose stored hash is older than today's (scrypt) is hashed again, for the login to record.
 *
 * @throws TooManyAttemptsError (429 with retry_after_s), UnauthorizedError 'invalid' (401)
 */
export async function checkCredentials(deps: IdentityDeps, c: Credentials): Promise<CheckedCredentials> {
  const email = c.username.trim().toLowerCase();
  const caller = callerKey(c.from);
  const callerRule = isStation(c.from) ? deps.limits.loginPod : deps.limits.loginAddress;
  const pair = `${caller} ${email}`;
  await deps.limiter.reserve(callerRule, caller);
  try {
    await deps.limiter.reserve(deps.limits.loginPair, pair);
  } catch (err) {
    await deps.limiter.release(callerRule, caller);
    throw err;
  }
  const found = passwordLength(c.password) <= MAX_PASSWORD_LENGTH ? await currentCredentials(deps, email) : undefined;
  const right = found ? await verifyPassword(c.password, found.password_hash) : await verifyAgainstNothing(c.password);
  if (!found || !right) throw loginInvalid();
  await deps.limiter.clear(deps.limits.loginPair, pair);
  await deps.limiter.release(callerRule, caller);
  const { password_hash } = found;
  const rehash = needsRehash(password_hash)
    ? { checked: password_hash, password_hash: await hashPassword(c.password) }
    : null;
  return { ...found, rehash };
}

/** What the login rules need of a pod: its client, pro flag, and whether it is disabled or updating. */
export async function loginPodFacts(db: Kysely<unknown>, pod: PodTable): Promise<LoginPod> {
  // the pod_status read model not built yet: nothing has reported the pod disabled
  const consoles = (await orWhenMissing(statusOf(db, [pod.id]), []))[0]?.console ?? null;
  return { client_id: pod.client_id, pro: pod.pro, updating: !pod.is_active || podIsUpdating(consoles) };
}

/**
 * Whether the client of an account lets its people sign in, read from the client's own
 * events: an account with no client (a super admin) is never held back, and a client id
 * naming no client is not active.
 */
export async function clientIsActive(deps: Pick<IdentityDeps, 'store'>, clientId: string | null): Promise<boolean> {
  if (clientId === null) return true;
  return (await readClient(deps.store, clientId))?.is_active ?? false;
}

/** Where and how a login happens. */
export type LoginPlace = {
  readonly target: LoginTarget;
  readonly kind: 'web' | 'pod' | 'admin';
  readonly via: 'pod' | 'mobile' | 'web' | 'admin';
  readonly pod_id: string | null;
  /** On a pod: the kiosk page it happens on (the sha256 of its session_id_key). */
  readonly kiosk_session_hash?: string | null;
  /** How the user proved who they are (default: a password). */
  readonly sign_in?: SignInMethod;
  /** The client's source was down and its outage policy accepted a cached credential. */
  readonly cached_credential?: boolean;
  /** How long the session lives, when not the kind's usual lifetime. */
  readonly ttl_ms?: number;
};

/**
 * Starts the session of an account whose password was right: the login rules are judged
 * on the read model first (a refusal appends nothing), the session is issued, and
 * UserLoggedIn is appended through the user decider, which judges again on the log's view
 * of the account; if that refuses (the account changed in between), the session is ended.
 * A new hash of the password goes in the same commit (UserPasswordRehashed).
 */
export async function startLogin(
  deps: IdentityDeps,
  found: CheckedCredentials,
  place: LoginPlace,
): Promise<UserSession> {
  const { user } = found;
  const clientActive = await clientIsActive(deps, user.client_id);
  judgeLogin(user, place.target, clientActive);
  const actor: Actor = { kind: 'user', user_id: user.id, role: user.role };
  const issued = await issueSession(deps, {
    user_id: user.id,
    role: user.role,
    client_id: user.client_id,
    pod_id: place.pod_id,
    kind: place.kind,
    ttlMs: place.ttl_ms ?? SESSION_TTL_MS[place.kind],
    kiosk_session_hash: place.kiosk_session_hash ?? null,
    actor,
    sign_in: place.sign_in ?? 'password',
    cached_credential: place.cached_credential ?? false,
  });
  try {
    const login = {
      user_id: user.id,
      pod_id: place.pod_id,
      kind: place.kind,
      via: place.via,
      token_hash: issued.token_hash,
    };
    const { seq } = await handleCommand(
      deps.store,
      userDecider,
      user.id,
      { type: 'LogIn', target: place.target, client_active: clientActive, login, rehash: found.rehash },
      { context: { actor }, clock: deps.clock },
    );
    await deps.checkpoints.waitFor(['users'], seq);
  } catch (err) {
    await endSession(deps, { token_hash: issued.token_hash, reason: 'refused', actor }).catch(() => undefined);
    throw err;
  }
  const session = { user_id: user.id, role: user.role, pod_id: place.pod_id, token_hash: issued.token_hash };
  return buildUserSession(deps.db, { token: issued.token, session, now: deps.clock(), user, fresh: true });
}

/**
 * A login on a pod: its own form (`pod`: any role, a pod session) or the lock-icon admin
 * form (`pod_admin`: roles 3 and 4, an admin session on the pod), on the kiosk page whose
 * session_id_key hashes to `kioskSessionHash` (its form, or the QR code a phone scanned); `via`
 * says whether the phone's QR login started it.
 */
export async function loginOnPod(
  deps: IdentityDeps,
  pod: PodTable,
  c: Credentials,
  form: 'pod' | 'pod_admin',
  kioskSessionHash: string | null,
  via: 'pod' | 'mobile' = 'pod',
): Promise<UserSession> {
  const found = await checkCredentials(deps, c);
  return startLoginOnPod(deps, pod, found, { form, kioskSessionHash, via, signIn: 'password' });
}

/**
 * Starts the session of an account whose identity was proven (its password, or the client's
 * identity provider) on a pod's form or the lock-icon admin form, by the same rules as
 * `loginOnPod`.
 */
export async function startLoginOnPod(
  deps: IdentityDeps,
  pod: PodTable,
  found: CheckedCredentials,
  how: {
    readonly form: 'pod' | 'pod_admin';
    readonly kioskSessionHash: string | null;
    readonly via: 'pod' | 'mobile';
    readonly signIn: SignInMethod;
    readonly cachedCredential?: boolean;
  },
): Promise<UserSession> {
  const { form, kioskSessionHash, via } = how;
  const target: LoginTarget = { form, pod: await loginPodFacts(deps.db, pod) };
  judgeReservedLogin(found.user, await podBooking(deps.db, pod.id, deps.clock()), deps.clock());
  // Staff (roles 3, 4, 5) signing in on a pod go on to the admin console: theirs is an admin
  // session that names the pod, not a pod session, so the pod is free for the next player
  // (the pod-ready poll and logged_navs count pod sessions only).
  const occupiesPod = form === 'pod' && (found.user.role === PLAYER || found.user.role === FACILITATOR);
  // a pod held for the next in the lab's queue takes only that player's sign-in
  if (occupiesPod) await judgeHeldPod(deps, pod, found.user.id);
  const session = await startLogin(deps, found, {
    target,
    kind: occupiesPod ? 'pod' : 'admin',
    via,
    pod_id: pod.id,
    kiosk_session_hash: kioskSessionHash,
    sign_in: how.signIn,
    cached_credential: how.cachedCredential ?? false,
  });
  if (occupiesPod) {
    const actor: Actor = { kind: 'user', user_id: found.user.id, role: found.user.role };
    await takeHeldPod(deps, pod, found.user.id, { actor });
  }
  return session;
}

/** The admin console's login: roles 3 and 4, an admin session bound to no pod. */
export async function loginAtConsole(deps: IdentityDeps, c: Credentials): Promise<UserSession> {
  const found = await checkCredentials(deps, c);
  return startLogin(deps, found, { target: { form: 'console' }, kind: 'admin', via: 'admin', pod_id: null });
}
