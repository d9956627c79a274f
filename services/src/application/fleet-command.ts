import { type HandleCommandResult, handleCommand } from '@gamepod/event-store';
import type { AppendContext, Decider, NewEvent } from '@gamepod/events';
import type { ReadModelName } from '@gamepod/projections';
import type { AppDeps } from '../app-deps.ts';
import type { FleetActor } from '../clients/domain/fleet-actor.ts';

export type FleetDeps = Pick<AppDeps, 'store' | 'db' | 'checkpoints'>;

/**
 * Who issues a fleet command and what its append records, taken from the session (never the
 * body), and where a read model's lag is reported. auth/request-actors.ts makes one from a request.
 */
export type FleetCall = {
  readonly actor: FleetActor;
  readonly context: AppendContext;
  readonly log: { warn(details: object, message: string): void };
};

/**
 * Load → decide → append, then wait (bounded) until `readModels` hold the result, so the
 * screen's next read shows it. A command that decides nothing waits
 * for the aggregate's current version, which costs nothing once it is applied.
 * Only application files run it: a route calls the application function of its use case.
 */
export async function runFleetCommand<Command, State, Event extends NewEvent>(
  deps: FleetDeps,
  call: Pick<FleetCall, 'context' | 'log'>,
  decider: Decider<Command, State, Event>,
  id: string,
  command: Command,
  readModels: readonly ReadModelName[],
): Promise<HandleCommandResult<State, Event>> {
  const result = await handleCommand(deps.store, decider, id, command, { context: call.context });
  const applied = await deps.checkpoints.waitFor(readModels, result.seq);
  if (!applied) call.log.warn({ readModels, seq: result.seq }, 'read models lag behind a write; replying anyway');
  return result;
}
