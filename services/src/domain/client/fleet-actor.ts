import { ForbiddenError } from '@gamepod/events';

/** The roles that reach the fleet screens (spec §6). */
export const CLIENT_ADMIN = 3;
export const SUPER_ADMIN = 4;

/**
 * Who issues a fleet command, as the session says (never the request body). Deciders get it
 * with every command so that they, not only the routes, refuse cross-tenant writes.
 */
export type FleetActor = { readonly role: number; readonly client_id: string | null };

/** 403 unless the actor is a super admin, or a client admin of `clientId`. */
export function assertActsFor(actor: FleetActor, clientId: string): void {
  if (actor.role === SUPER_ADMIN) return;
  if (actor.role === CLIENT_ADMIN && actor.client_id !== null && actor.client_id === clientId) return;
  throw new ForbiddenError();
}

/** 403 unless the actor is a super admin. */
export function assertSuperAdmin(actor: FleetActor): void {
  if (actor.role !== SUPER_ADMIN) throw new ForbiddenError();
}
