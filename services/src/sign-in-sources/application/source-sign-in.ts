import {
  type GamepodError,
  type SignInMethod,
  SourceSignInAcceptedFromCache,
  SourceSignInRefused,
} from '@gamepod/events';
import { type PodTable, type UserTable, userById } from '@gamepod/projections';
import { callerKey, isStation } from '../../auth/caller.ts';
import { UnavailableError } from '../../http/unavailable-error.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import {
  type CheckedCredentials,
  type Credentials,
  checkCredentials,
  startLoginOnPod,
} from '../../users/application/login-service.ts';
import type { UserSession } from '../../users/application/user-session.ts';
import { type CachedCredentials, credentialKey } from '../adapters/cached-credentials.ts';
import { acceptsCached } from '../domain/outage-policy.ts';
import type { SourceAnswer } from '../domain/source-answer.ts';
import { sourceLoginError } from '../domain/source-refusal.ts';
import type { ClientSources } from './client-sources.ts';
import { SOURCE_ACTOR, sourceAccount } from './source-account.ts';

/** What a sign-in on a pod's own form needs: the identity use cases, each client's source and the cached credentials. */
export type SourceSignInDeps = IdentityDeps & {
  readonly sources: ClientSources;
  readonly credentials: CachedCredentials;
};

/** Where a sign-in on a pod's own form happens: the kiosk page (its form, or the QR code a phone scanned). */
export type PodForm = { readonly kioskSessionHash: string | null; readonly via: 'pod' | 'mobile' };

/**
 * Reserves one attempt as a password login does (the caller's failures whichever card, and
 * this card's from the caller, with its growing wait) before the source is asked, so a
 * script cannot walk PINs through a station or a phone faster than a password.
 */
async function reserveAttempt(deps: IdentityDeps, c: Credentials) {
  const caller = callerKey(c.from);
  const callerRule = isStation(c.from) ? deps.limits.loginPod : deps.limits.loginAddress;
  const pair = `${caller} ${c.username.trim().toLowerCase()}`;
  await deps.limiter.reserve(callerRule, caller);
  try {
    await deps.limiter.reserve(deps.limits.loginPair, pair);
  } catch (err) {
    await deps.limiter.release(callerRule, caller);
    throw err;
  }
  return {
    /** The source vouched: the card's failures are forgotten, the caller's attempt given back. */
    async succeeded() {
      await deps.limiter.clear(deps.limits.loginPair, pair);
      await deps.limiter.release(callerRule, caller);
    },
    /** The source could not be asked: not the person's failure. */
    async notCounted() {
      await deps.limiter.release(deps.limits.loginPair, pair);
      await deps.limiter.release(callerRule, caller);
    },
  };
}

/**
 * The login error of a refusal or an outage; an outage's 503 as the unavailable error, whose
 * message is shown (it says nothing internal, and trying again later is the right move).
 */
export function replyError(answer: Exclude<SourceAnswer, { kind: 'accepted' }>): GamepodError {
  const err = sourceLoginError(answer);
  return err.status === 503 ? new UnavailableError(err.message, { cause: err }, err.data) : err;
}

/** Appends the audit of a refused sign-in on the client's audit subject: the only write a refusal makes. */
export async function auditRefusal(
  deps: Pick<IdentityDeps, 'store'>,
  client_id: string,
  kind: 'ldap' | 'sip2',
  answer: Exclude<SourceAnswer, { kind: 'accepted' }>,
  pod_id: string | null,
): Promise<void> {
  const reason = answer.kind === 'down' ? 'source_down' : answer.reason;
  const event = SourceSignInRefused.of({ source: kind, reason, detail: answer.detail.slice(0, 500), pod_id });
  await deps.store.append(SourceSignInRefused.aggregate, client_id, [event], {
    expectedVersion: 'any',
    context: { actor: SOURCE_ACTOR },
  });
}

/** Starts the session of an account whose identity was proven, by `signIn` (a password, or the client's source). */
export type StartSignIn = (
  found: CheckedCredentials,
  how: { readonly signIn: SignInMethod; readonly cachedCredential: boolean },
) => Promise<UserSession>;

/**
 * A sign-in on a pod's own form (the station's, or a phone's through the pod's QR code), by
 * the client's source when it has one (`signInThroughClient`).
 *
 * @throws the login catalogue's errors (401 invalid, 403 notauthorized with a reason, 503 when the source is down, 429)
 */
export function signInOnPodForm(
  deps: SourceSignInDeps,
  pod: PodTable,
  c: Credentials,
  form: PodForm,
): Promise<UserSession> {
  return signInThroughClient(deps, { client_id: pod.client_id, pod_id: pod.id }, c, (found, how) =>
    startLoginOnPod(deps, pod, found, {
      form: 'pod',
      kioskSessionHash: form.kioskSessionHash,
      via: form.via,
      signIn: how.signIn,
      cachedCredential: how.cachedCredential,
    }),
  );
}

/**
 * A sign-in for a client's people (`where.pod_id`: the pod it happens at, if any). When the
 * client signs its people in through its directory (LDAP) or library system (SIP2),
 * the username is the LDAP username or the card number and the password the password or PIN,
 * and the source decides: a person it vouches for signs in as the account linked to them (made
 * at their first sign-in), in a session marked with the source; a refusal or an outage appends
 * one SourceSignInRefused and nothing else, and answers in the login catalogue's terms. While
 * the source is down, a client whose outage policy is `accept_cached` signs in a person whose
 * PIN or password matches the one cached at their last good sign-in within its `cached_days`
 * (SourceSignInAcceptedFromCache, and the session marked). Any other client: the password
 * login. `start` judges the account and starts its session.
 *
 * @throws the login catalogue's errors (401 invalid, 403 notauthorized with a reason, 503 when the source is down, 429)
 */
export async function signInThroughClient(
  deps: SourceSignInDeps,
  where: { readonly client_id: string | null; readonly pod_id: string | null },
  c: Credentials,
  start: StartSignIn,
): Promise<UserSession> {
  const clientSource = where.client_id === null ? null : await deps.sources.sourceOf(where.client_id);
  if (clientSource === null || where.client_id === null) {
    return start(await checkCredentials(deps, c), { signIn: 'password', cachedCredential: false });
  }
  const client_id = where.client_id;
  const { kind, source, settings } = clientSource;
  const key = credentialKey(client_id, kind, c.username);
  const attempt = await reserveAttempt(deps, c);
  const answer = await source.signIn(c.username.trim(), c.password);
  deps.sources.noteAnswer(client_id, kind, answer.kind, deps.clock());
  const signIn = (user: UserTable, cachedCredential: boolean) =>
    start({ user, password_hash: '', rehash: null }, { signIn: kind, cachedCredential });

  if (answer.kind === 'accepted') {
    await attempt.succeeded();
    const user = await sourceAccount(deps, { client_id, kind, typed: c.username, person: answer.person });
    // kept only where the policy may use it: a client that refuses during outages keeps nothing
    if (settings.outage_policy === 'accept_cached') {
      await deps.credentials.remember(key, user.id, c.password, deps.clock());
    }
    return signIn(user, false);
  }
  if (answer.kind === 'refused') {
    // a PIN the source now refuses (changed, a card blocked) must not open the cache later
    await deps.credentials.forget(key);
  } else if (settings.outage_policy === 'accept_cached') {
    const cached = await deps.credentials.matching(key, c.password);
    const user =
      cached && acceptsCached(settings, cached.signed_in_at, deps.clock())
        ? await userById(deps.db, cached.user_id)
        : undefined;
    if (cached && user) {
      await attempt.succeeded();
      const event = SourceSignInAcceptedFromCache.of({
        source: kind,
        user_id: user.id,
        pod_id: where.pod_id,
        cached_at: cached.signed_in_at,
        detail: answer.detail.slice(0, 500),
      });
      await deps.store.append(SourceSignInAcceptedFromCache.aggregate, client_id, [event], {
        expectedVersion: 'any',
        context: { actor: SOURCE_ACTOR },
      });
      return signIn(user, true);
    }
    // tried against the cache and not matched: it counts as a wrong PIN would
  } else {
    await attempt.notCounted();
  }
  await auditRefusal(deps, client_id, kind, answer, where.pod_id);
  throw replyError(answer);
}
