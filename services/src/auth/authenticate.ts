import { type AuthSessionTable, findSession, isMissingTable } from '@gamepod/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { UnavailableError } from '../http/unavailable-error.ts';
import { hashToken, MAX_TOKEN_LENGTH } from './tokens.ts';

/** Who the request acts for. The tenant (client_id) comes from here only (DESIGN.md decision 9). */
export type SessionInfo = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly pod_id: string | null;
  readonly kind: 'web' | 'pod' | 'admin';
  readonly token_hash: string;
  readonly expires_at: Date;
};

/** Why a request has no session: the guards turn this into the spec's messages. */
export type AuthProblem = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes the session token from `?token=` as well: only where a browser cannot
     * send a header (the realtime WebSocket, an <img> of a screenshot). A URL ends up in
     * histories and proxy logs, so every other route reads the header or the body only.
     */
    tokenInQuery?: boolean;
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
 * spec's kiosk calls send it in their payloads), then `?token=` where `fromQuery` allows it.
 */
export function tokenFrom(
  request: Pick<FastifyRequest, 'headers' | 'body' | 'query'>,
  { fromQuery = false }: { fromQuery?: boolean } = {},
): string | undefined {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return bearer ?? stringField(request.body, 'token') ?? (fromQuery ? stringField(request.query, 'token') : undefined);
}

/** Judges a stored session at `now`. Ended sessions read as invalid: the client must sign in again either way. */
export function judgeSession(row: AuthSessionTable | undefined, now: Date): SessionInfo | AuthProblem {
  if (!row || row.ended_at !== null) return 'invalid';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  const { user_id, role, client_id, pod_id, kind, token_hash, expires_at } = row;
  return { user_id, role, client_id, pod_id, kind, token_hash, expires_at };
}

/** Looks a token up in the auth read model. */
export async function authenticate(
  db: Kysely<unknown>,
  token: string | undefined,
  now: Date,
): Promise<SessionInfo | AuthProblem> {
  if (token === undefined) return 'missing';
  if (token.length > MAX_TOKEN_LENGTH) return 'invalid';
  try {
    return judgeSession(await findSession(db, hashToken(token)), now);
  } catch (err) {
    // 42P01: the auth read model's table does not exist yet (its worker has not run once)
    if (isMissingTable(err)) {
      throw new UnavailableError('Sign-in is starting up; please try again in a moment', { cause: err });
    }
    throw err;
  }
}

/**
 * Decorates every request with `session` and `authProblem`. It runs at preValidation,
 * the first hook that sees the parsed body, and costs a query only when a token was sent.
 */
export function installAuth(app: FastifyInstance, deps: { db: Kysely<unknown>; clock: () => Date }): void {
  app.decorateRequest('session', null);
  app.decorateRequest('authProblem', null);
  app.addHook('preValidation', async (request) => {
    // an unknown route answers 404 whoever asks; no need to look anyone up
    if (request.is404) return;
    const fromQuery = request.routeOptions.config.tokenInQuery === true;
    const outcome = await authenticate(deps.db, tokenFrom(request, { fromQuery }), deps.clock());
    if (typeof outcome === 'string') request.authProblem = outcome;
    else request.session = outcome;
  });
}
