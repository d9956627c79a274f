import { type AppendContext, ForbiddenError } from '@gamepod/events';
import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN } from '../domain/roles.ts';
import type { SessionInfo } from './authenticate.ts';
import { sessionOf } from './guards.ts';

/** The tenant scope a query runs in: one client, or every client for a super admin. */
export type TenantScope = { readonly kind: 'all' } | { readonly kind: 'client'; readonly clientId: string };

/**
 * Which clients the session may see (the tenant comes from the session,
 * never from the request). A super admin may narrow to one client with `requested`.
 */
export function tenantScope(session: SessionInfo, requested?: string | null): TenantScope {
  if (session.role === SUPER_ADMIN) return requested ? { kind: 'client', clientId: requested } : { kind: 'all' };
  if (!session.client_id) throw new ForbiddenError();
  return { kind: 'client', clientId: session.client_id };
}

/** 403 unless the session may act on `clientId`'s labs, pods and users. */
export function assertClientAccess(session: Pick<SessionInfo, 'role' | 'client_id'>, clientId: string): void {
  if (session.role === SUPER_ADMIN) return;
  if (!session.client_id || session.client_id !== clientId) throw new ForbiddenError();
}

/**
 * The actor a command appends with: the user of the request's session. The store makes the
 * first event's id the correlation id of everything the request appends.
 */
export function appendContext(request: FastifyRequest): AppendContext {
  const session = sessionOf(request);
  return { actor: { kind: 'user', user_id: session.user_id, role: session.role } };
}
