import { type HandleCommandResult, handleCommand } from '@gamepod/event-store';
import type { Decider, NewEvent } from '@gamepod/events';
import type { ReadModelName } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { sessionOf } from '../auth/guards.ts';
import { appendContext } from '../auth/tenant.ts';
import type { FleetActor } from '../clients/domain/fleet-actor.ts';

export type FleetDeps = Pick<AppDeps, 'store' | 'db' | 'checkpoints'>;

/** The request's actor for a decider: role and client from the session, never from the body. */
export function actorOf(request: FastifyRequest): FleetActor {
  const { role, client_id } = sessionOf(request);
  return { role, client_id };
}

/**
 * Load → decide → append, then wait (bounded) until `readModels` hold the result, so the
 * screen's next read shows it. A command that decides nothing waits
 * for the aggregate's current version, which costs nothing once it is applied.
 */
export async function runFleetCommand<Command, State, Event extends NewEvent>(
  deps: FleetDeps,
  request: FastifyRequest,
  decider: Decider<Command, State, Event>,
  id: string,
  command: Command,
  readModels: readonly ReadModelName[],
): Promise<HandleCommandResult<State, Event>> {
  const result = await handleCommand(deps.store, decider, id, command, { context: appendContext(request) });
  const applied = await deps.checkpoints.waitFor(readModels, result.seq);
  if (!applied) request.log.warn({ readModels, seq: result.seq }, 'read models lag behind a write; replying anyway');
  return result;
}
