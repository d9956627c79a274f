import { UnauthorizedError, ValidationError } from '@gamepod/events';
import { type PodTable, podById, podByKioskSession, whenMissing } from '@gamepod/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { UnavailableError } from '../http/unavailable-error.ts';
import {
  type KioskKeyLogDeps,
  podIdOfKioskKey,
  podOfKioskKeyFromLog,
  podsCheckpoint,
} from './kiosk-session-from-log.ts';
import { hashToken, MAX_TOKEN_LENGTH } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The pod whose kiosk page holds the request's session_id_key; set by `requireKioskSession`. */
    kioskPod: PodTable | null;
  }
  interface FastifyInstance {
    /** Resolves a session_id_key to its pod (see `podOfSessionKey`); installed by `installKioskSession`. */
    kioskPodOfKey: (key: unknown) => Promise<PodTable>;
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

/**
 * The live pod whose kiosk page holds `key` (its sha256 is the pods read model's
 * kiosk_session_hash). A key the read model does not know yet is looked up on its pod's
 * subject in the log (`fromLog`), so a kiosk session works on the very next call. 400
 * naming the field when there is no key, 401 'Session Id invalid!' when no live pod holds it.
 */
export async function podOfSessionKey(db: Kysely<unknown>, key: unknown, fromLog?: KioskKeyLogDeps): Promise<PodTable> {
  if (key === undefined || key === null || key === '') {
    throw new ValidationError(`${KIOSK_SESSION_FIELD}: is required`, { field: KIOSK_SESSION_FIELD });
  }
  if (typeof key !== 'string' || key.length > MAX_TOKEN_LENGTH) throw new UnauthorizedError(SESSION_ID_INVALID);
  const keyHash = hashToken(key);
  const lookup = async (): Promise<PodTable | undefined> => {
    // taken before the read: what the row lacks was appended after it
    const since = fromLog ? podsCheckpoint(fromLog) : 0;
    const found = await podByKioskSession(db, keyHash);
    const podId = podIdOfKioskKey(key);
    if (found || !fromLog || !podId) return found;
    return podOfKioskKeyFromLog(fromLog, keyHash, podId, () => podById(db, podId), since);
  };
  // the pods read model has not migrated yet (a fresh database): nothing to find
  const pod = await whenMissing(lookup(), (cause) => {
    throw new UnavailableError('The kiosk service is starting up; please try again in a moment', { cause });
  });
  if (!pod) throw new UnauthorizedError(SESSION_ID_INVALID);
  return pod;
}

/** Decorates the app so `requireKioskSession` can resolve keys; app.ts calls it once. */
export function installKioskSession(app: FastifyInstance, deps: KioskKeyLogDeps & { db: Kysely<unknown> }): void {
  app.decorateRequest('kioskPod', null);
  app.decorate('kioskPodOfKey', (key: unknown) => podOfSessionKey(deps.db, key, deps));
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
  request.kioskPod = await request.server.kioskPodOfKey(sessionIdKeyFrom(request));
}

/** The pod of a guarded kiosk route's request; throws if a route forgot its guard. */
export function kioskPodOf(request: FastifyRequest): PodTable {
  if (!request.kioskPod) throw new UnauthorizedError(SESSION_ID_INVALID);
  return request.kioskPod;
}
