import { ForbiddenError } from '@gamepod/events';
import { administers, SUPER_ADMIN } from '../../domain/roles.ts';

/**
 * Who issues a fleet command, as the session says (never the request body). Deciders get it
 * with every command so that they, not only the routes, refuse cross-tenant writes.
 */
export type FleetActor = { readonly role: number; readonly client_id: string | null };

/** 403 unless the actor is a super admin, or a client admin of `clientId`. */
export function assertActsFor(actor: FleetActor, clientId: string): void {
  if (!administers(actor, clientId)) throw new ForbiddenError();
}

/** 403 unless the actor is a super admin. */
export function assertSuperAdmin(actor: FleetActor): void {
  if (actor.role !== SUPER_ADMIN) throw new ForbiddenError();
}
