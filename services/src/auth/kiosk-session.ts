import { UnauthorizedError, ValidationError } from '@gamepod/events';
import { type PodTable, podById, whenMissing } from '@gamepod/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { UnavailableError } from '../http/unavailable-error.ts';
import { podIdOfKioskKey } from './kiosk-session-key.ts';
import type { KioskSessions } from './kiosk-session-registry.ts';
import { hashToken, MAX_TOKEN_LENGTH } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The pod whose kiosk page holds the request's session_id_key; set by `requireKioskSession`. */
    kioskPod: PodTable | null;
    /** The sha256 of that session_id_key; set with `kioskPod`. */
    kioskSessionHash: string | null;
  }
  interface FastifyInstance {
    /** Resolves a session_id_key to its pod (see `podOfSessionKey`); installed by `installKioskSession`. */
    kioskPodOfKey: (key: unknown) => Promise<PodTable>;
    /** Resolves a session_id_key to its pod and the key's hash (see `podOfSessionKey`). */
    kioskSessionOfKey: (key: unknown) => Promise<{ pod: PodTable; session_hash: string }>;
    /** The live kiosk sessions; installed by `installKioskSession`. */
    kioskSessions: KioskSessions;
    /** The live pod whose kiosk page shows a QR code with this remote id (see `podOfRemoteId`). */
    kioskSessionOfRemote: (remoteId: string) => Promise<{ pod: PodTable; session_hash: string } | null>;
  }
}

/** The answer to a session_id_key no pod holds; the kiosk's logout counts this text as a successful logout. */
export const SESSION_ID_INVALID = 'Session Id invalid!';

export const KIOSK_SESSION_FIELD = 'session_id_key';

function keyIn(source: unknown): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  return (source as Record<string, unknown>)[KIOSK_SESSION_FIELD];
}

/** The session_id_key a request carries, body first, then query string. */
export function sessionIdKeyFrom(request: Pick<FastifyRequest, 'body' | 'query'>): unknown {
  return keyIn(request.body) ?? keyIn(request.query);
}

export type KioskSessionDeps = {
  readonly db: Kysely<unknown>;
  readonly sessions: KioskSessions;
};

/**
 * The live pod whose kiosk page holds `key`, and the key's sha256. The key names its pod; the
 * session must be live in the kiosk sessions (started, and not unused for their idle time), and
 * its pod not deleted. Looking it up counts as a use. 400 naming the field when there is no
 * key, 401 'Session Id invalid!' when no live session holds it.
 */
export async function podOfSessionKey(
  deps: KioskSessionDeps,
  key: unknown,
): Promise<{ pod: PodTable; session_hash: string }> {
  if (key === undefined || key === null || key === '') {
    throw new ValidationError(`${KIOSK_SESSION_FIELD}: is required`, { field: KIOSK_SESSION_FIELD });
  }
  if (typeof key !== 'string' || key.length > MAX_TOKEN_LENGTH) throw new UnauthorizedError(SESSION_ID_INVALID);
  const podId = podIdOfKioskKey(key);
  if (!podId) throw new UnauthorizedError(SESSION_ID_INVALID);
  const session_hash = hashToken(key);
  if (!(await deps.sessions.use(podId, session_hash))) {
    throw new UnauthorizedError(SESSION_ID_INVALID);
  }
  // the pods read model has not migrated yet (a fresh database): nothing to find
  const pod = await whenMissing(podById(deps.db, podId), (cause) => {
    throw new UnavailableError('The kiosk service is starting up; please try again in a moment', { cause });
  });
  if (!pod || pod.deleted) throw new UnauthorizedError(SESSION_ID_INVALID);
  return { pod, session_hash };
}

/**
 * The live pod whose kiosk page shows the phone-login QR code with `remoteId`, and that page's
 * session (a phone's login is for that page alone); null when no live session shows it.
 */
export async function podOfRemoteId(
  deps: KioskSessionDeps,
  remoteId: string,
): Promise<{ pod: PodTable; session_hash: string } | null> {
  const session = await deps.sessions.ofRemote(remoteId);
  if (!session) return null;
  const pod = await podById(deps.db, session.pod_id);
  return pod && !pod.deleted ? { pod, session_hash: session.session_hash } : null;
}

/** Decorates the app so `requireKioskSession` can resolve keys; app.ts calls it once. */
export function installKioskSession(app: FastifyInstance, deps: KioskSessionDeps): void {
  app.decorateRequest('kioskPod', null);
  app.decorateRequest('kioskSessionHash', null);
  app.decorate('kioskSessions', deps.sessions);
  app.decorate('kioskSessionOfKey', (key: unknown) => podOfSessionKey(deps, key));
  app.decorate('kioskSessionOfRemote', (remoteId: string) => podOfRemoteId(deps, remoteId));
  app.decorate('kioskPodOfKey', async (key: unknown) => (await podOfSessionKey(deps, key)).pod);
}

/**
 * Guard for the calls the kiosk page makes as its pod ([kiosk] in the identity contract):
 * resolves `session_id_key` from the body or query string to the pod and sets
 * `request.kioskPod`. Use it as `preValidation`, like the role guards: it runs before the
 * schema check, so a missing key answers 400 naming session_id_key and an unknown one
 * 401 'Session Id invalid!' whatever else the body holds.
 *
 * @example app.post('/user/login', { preValidation: requireKioskSession, schema }, handler)
 */
export async function requireKioskSession(request: FastifyRequest): Promise<void> {
  const { pod, session_hash } = await request.server.kioskSessionOfKey(sessionIdKeyFrom(request));
  request.kioskPod = pod;
  request.kioskSessionHash = session_hash;
}

/** The pod of a guarded kiosk route's request; throws if a route forgot its guard. */
export function kioskPodOf(request: FastifyRequest): PodTable {
  if (!request.kioskPod) throw new UnauthorizedError(SESSION_ID_INVALID);
  return request.kioskPod;
}
