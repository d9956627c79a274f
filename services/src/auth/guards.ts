import { ForbiddenError, UnauthorizedError } from '@gamepod/events';
import type { FastifyRequest } from 'fastify';
import type { SessionInfo } from './authenticate.ts';

/** The two token messages; the kiosk's logout treats both as "already logged out". */
export function unauthorized(request: Pick<FastifyRequest, 'authProblem'>): UnauthorizedError {
  return new UnauthorizedError(request.authProblem === 'expired' ? 'Token is Expired' : 'Token is Invalid');
}

/**
 * Guard: 401 unless the request carries a live session. Use it as `preValidation` (it runs
 * after the session lookup and before the schema check, so a caller without a session
 * learns nothing about the route's input); it works as `preHandler` too.
 *
 * @example app.get('/api/v1/pods', { preValidation: requireAuth, schema }, handler)
 */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.session) throw unauthorized(request);
}

/**
 * Guard: 401 without a live session, 403 unless its role is one of `roles`.
 *
 * @example app.post('/api/v1/admin/run/command', { preValidation: requireRole(3, 4), schema }, handler)
 */
export function requireRole(...roles: readonly number[]): (request: FastifyRequest) => Promise<void> {
  const allowed = new Set(roles);
  return async (request) => {
    if (!request.session) throw unauthorized(request);
    if (!allowed.has(request.session.role)) throw new ForbiddenError();
  };
}

/** The session of a guarded route's request; throws if a route forgot its guard. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthorized(request);
  return request.session;
}
