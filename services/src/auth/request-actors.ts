import type { FastifyRequest } from 'fastify';
import type { FleetCall } from '../application/fleet-command.ts';
import type { FleetActor } from '../clients/domain/fleet-actor.ts';
import type { StaffActor } from '../users/domain/user-admin-decisions.ts';
import { sessionOf } from './guards.ts';
import { appendContext } from './tenant.ts';

/** The request's actor for a decider: role and client from the session, never from the body. */
export function actorOf(request: FastifyRequest): FleetActor {
  const { role, client_id } = sessionOf(request);
  return { role, client_id };
}

/** What a fleet command's application function needs of the request: its actor, append context and log. */
export function fleetCallOf(request: FastifyRequest): FleetCall {
  return { actor: actorOf(request), context: appendContext(request), log: request.log };
}

/** The acting staff member, from the session. */
export function staffActor(request: FastifyRequest): StaffActor {
  const { user_id, role, client_id } = sessionOf(request);
  return { user_id, role, client_id };
}
