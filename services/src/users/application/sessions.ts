import { type EventStore, handleCommand } from '@gamepod/event-store';
import type { SignInMethod } from '@gamepod/events';
import { type Actor, SYSTEM_ACTOR, ValidationError } from '@gamepod/events';
import type { CheckpointWatcher } from '@gamepod/log-runtime';
import { recordSessionStart } from '../../auth/staff-idle-timeout.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { sessionDecider } from '../domain/session-decider.ts';

/** The read model the auth guard reads: replies wait for it. */
export const AUTH_READ_MODEL = 'auth_sessions';

export type SessionDeps = {
  readonly store: EventStore;
  readonly checkpoints: CheckpointWatcher;
  readonly clock?: () => Date;
};

export type SessionKind = 'web' | 'pod' | 'admin';

export type IssueSessionInput = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly pod_id: string | null;
  readonly kind: SessionKind;
  readonly ttlMs: number;
  /** The kiosk page a sign-in on a pod happened on: the sha256 of its session_id_key. */
  readonly kiosk_session_hash?: string | null;
  /** Who is acting; defaults to the user signing in. */
  readonly actor?: Actor;
  /** How the user proved who they are; defaults to a password. An SSO session cannot save its seat. */
  readonly sign_in?: SignInMethod;
  /** The source was down and the client's outage policy accepted a cached credential. */
  readonly cached_credential?: boolean;
};

export type IssuedSession = {
  /** Give this to the client once; only its hash is kept. */
  readonly token: string;
  readonly token_hash: string;
  readonly expires_at: string;
  readonly seq: number;
};

/**
 * Starts a session and returns its token once the auth read model holds it, so the very
 * next request authenticates.
 *
 * @example const { token } = await issueSession(deps, { user_id, role: 1, client_id, pod_id: null, kind: 'web', ttlMs: 8 * 3600_000 });
 */
export async function issueSession(deps: SessionDeps, input: IssueSessionInput): Promise<IssuedSession> {
  if (!Number.isInteger(input.ttlMs) || input.ttlMs <= 0) {
    throw new ValidationError('ttlMs must be a positive whole number of milliseconds', { field: 'ttlMs' });
  }
  const now = (deps.clock ?? (() => new Date()))();
  const token = newToken();
  const token_hash = hashToken(token);
  const expires_at = new Date(now.getTime() + input.ttlMs).toISOString();
  const { user_id, role, client_id, pod_id, kind } = input;
  const actor = input.actor ?? { kind: 'user', user_id, role };
  const { seq } = await handleCommand(
    deps.store,
    sessionDecider,
    token_hash,
    {
      type: 'Start',
      user_id,
      role,
      client_id,
      pod_id,
      kind,
      expires_at,
      kiosk_session_hash: input.kiosk_session_hash ?? null,
      sign_in: input.sign_in ?? 'password',
      cached_credential: input.cached_credential ?? false,
    },
    { context: { actor }, clock: deps.clock },
  );
  await recordSessionStart(deps.store, { token_hash, role }, now);
  await deps.checkpoints.waitFor([AUTH_READ_MODEL], seq);
  return { token, token_hash, expires_at, seq };
}

export type EndSessionInput = {
  readonly token_hash: string;
  readonly reason: string;
  readonly actor?: Actor;
};

/**
 * Ends a session (idempotent). The sockets that authenticated with it close once the
 * session-sockets reaction reads SessionEnded.
 * @throws UnauthorizedError when no such session was ever issued.
 */
export async function endSession(deps: SessionDeps, input: EndSessionInput): Promise<{ seq: number }> {
  const { seq, appended } = await handleCommand(
    deps.store,
    sessionDecider,
    input.token_hash,
    { type: 'End', reason: input.reason },
    { context: { actor: input.actor ?? SYSTEM_ACTOR }, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor([AUTH_READ_MODEL], seq);
  return { seq };
}
