import type { EventStore } from '@gamepod/event-store';
import { whenMissing } from '@gamepod/log-runtime';
import { findSessionToAuthenticate, type SessionToAuthenticate } from '@gamepod/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { UnavailableError } from '../http/unavailable-error.ts';
import { onAnotherPodError, waitsForAnotherPod } from './one-pod-at-a-time.ts';
import { sessionFromLog } from './session-from-log.ts';
import type { StaffIdleTimeout } from './staff-idle-timeout.ts';
import { hashToken, MAX_TOKEN_LENGTH } from './tokens.ts';

/** Who the request acts for. The tenant (client_id) comes from here only. */
export type SessionInfo = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly pod_id: string | null;
  readonly kind: 'web' | 'pod' | 'admin';
  readonly token_hash: string;
  readonly started_at: Date;
  readonly expires_at: Date;
};

/** Why a request has no session: the guards turn this into the message the caller gets. */
export type AuthProblem = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes the session token from `?token=` as well: only where a browser cannot
     * send a header (the realtime WebSocket, an <img> of a screenshot). A URL ends up in
     * histories and proxy logs, so every other route reads the header or the body only.
     */
    tokenInQuery?: boolean;
    /**
     * The route answers a player whose login waits for their session on another pod to end
     * (one pod at a time): 'Login Here' and logout. Every other route refuses it with 409.
     */
    whileOnAnotherPod?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated session, or null; set before validation on every route. */
    session: SessionInfo | null;
    authProblem: AuthProblem | null;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

function stringField(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The request's token: `Authorization: Bearer` first, then a `token` field in the body (the
 * kiosk's calls send it in their payloads), then `?token=` where `fromQuery` allows it.
 */
export function tokenFrom(
  request: Pick<FastifyRequest, 'headers' | 'body' | 'query'>,
  { fromQuery = false }: { fromQuery?: boolean } = {},
): string | undefined {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return bearer ?? stringField(request.body, 'token') ?? (fromQuery ? stringField(request.query, 'token') : undefined);
}

/**
 * Judges a stored session at `now`. Ended sessions read as invalid: the client must sign in
 * again either way. So does a session of a user whose client is deactivated, even one
 * started in the instant before the deactivation ended its client's sessions.
 */
export function judgeSession(row: SessionToAuthenticate | undefined, now: Date): SessionInfo | AuthProblem {
  if (!row || row.ended_at !== null || !row.client_active) return 'invalid';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  const { user_id, role, client_id, pod_id, kind, token_hash, started_at, expires_at } = row;
  return { user_id, role, client_id, pod_id, kind, token_hash, started_at, expires_at };
}

/**
 * Looks a token up in the auth read model; a token it does not know is looked up in the log
 * (`store`), so a session issued a moment ago authenticates however far the read model lags.
 */
export async function authenticate(
  db: Kysely<unknown>,
  token: string | undefined,
  now: Date,
  store?: Pick<EventStore, 'read'>,
): Promise<SessionInfo | AuthProblem> {
  if (token === undefined) return 'missing';
  if (token.length > MAX_TOKEN_LENGTH) return 'invalid';
  const tokenHash = hashToken(token);
  // the auth read model's table does not exist yet (its worker has not run once)
  const row = await whenMissing(findSessionToAuthenticate(db, tokenHash), (cause) => {
    throw new UnavailableError('Sign-in is starting up; please try again in a moment', { cause });
  });
  return judgeSession(row ?? (store ? await sessionFromLog(store, tokenHash) : undefined), now);
}

export type AuthDeps = {
  readonly db: Kysely<unknown>;
  /** Where a token the read model does not know yet is looked up. */
  readonly store?: Pick<EventStore, 'read'>;
  readonly clock: () => Date;
  /** The staff idle timeout and how an idle session is ended (its sockets close with 4401). */
  readonly idle?: { readonly timeout: StaffIdleTimeout; end(session: SessionInfo): Promise<void> };
};

/**
 * Decorates every request with `session` and `authProblem`. It runs at preValidation,
 * the first hook that sees the parsed body, and costs a query only when a token was sent.
 * A staff session unused for the idle timeout is ended and answers as expired. A player's
 * pod session that waits for their session on another pod to end gets 409 on every route
 * but those marked `whileOnAnotherPod` (one pod at a time; one more query for players).
 */
export function installAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('session', null);
  app.decorateRequest('authProblem', null);
  app.addHook('preValidation', async (request) => {
    // an unknown route answers 404 whoever asks; no need to look anyone up
    if (request.is404) return;
    const now = deps.clock();
    const fromQuery = request.routeOptions.config.tokenInQuery === true;
    const outcome = await authenticate(deps.db, tokenFrom(request, { fromQuery }), now, deps.store);
    if (typeof outcome === 'string') {
      request.authProblem = outcome;
      return;
    }
    const idle = deps.idle;
    if (idle?.timeout.covers(outcome) && (await idle.timeout.use(outcome, now)) === 'idle') {
      await idle.end(outcome);
      request.authProblem = 'expired';
      return;
    }
    if (
      request.routeOptions.config.whileOnAnotherPod !== true &&
      (await waitsForAnotherPod(deps.db, deps.store, outcome, now))
    ) {
      throw await onAnotherPodError(deps.db, outcome, now);
    }
    request.session = outcome;
  });
}
