import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import { gamesByIds } from '@gamepod/projections';
import { readClient } from '../../clients/application/read-client.ts';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import { readPodState } from '../../pods/application/read-pod.ts';
import {
  type AssignmentTarget,
  type GameFacts,
  gameAssignmentDecider,
  type TargetPlacement,
} from '../domain/game-assignment-decider.ts';
import type { GameDeps } from './game-deps.ts';

export type AssignmentInput = {
  readonly mode: 'add' | 'del';
  readonly client_id: string;
  /** null: none named. A pod makes the assignment the pod's; else a lab the lab's; else the client's. */
  readonly lab_id: string | null;
  readonly pod_id: string | null;
  readonly game_ids: readonly string[];
};

export function targetOf(input: Pick<AssignmentInput, 'lab_id' | 'pod_id'>): AssignmentTarget {
  if (input.pod_id !== null) return { scope: 'pod', pod_id: input.pod_id, lab_id: input.lab_id };
  if (input.lab_id !== null) return { scope: 'lab', lab_id: input.lab_id };
  return { scope: 'client' };
}

/**
 * The client, lab and pod named, read from their own logs (cross-aggregate checks read
 * events, so they never lag a write): whether the client exists, whose the lab is, where
 * the pod stands.
 */
async function placementOf(deps: GameDeps, input: AssignmentInput, target: AssignmentTarget): Promise<TargetPlacement> {
  const [client, lab, pod] = await Promise.all([
    readClient(deps.store, input.client_id),
    target.scope === 'lab' ? readLab(deps.store, target.lab_id) : null,
    target.scope === 'pod' ? readPodState(deps.store, target.pod_id) : null,
  ]);
  return {
    client_exists: client !== null,
    lab_client_id: lab?.client_id ?? null,
    pod: pod?.status === 'deployed' ? { client_id: pod.pod.client_id, lab_id: pod.pod.form.lab_id } : null,
  };
}

/**
 * The catalogue's word on the games named: their type and whether they are for players. Read
 * from the games read model (thousands of games would be thousands of stream reads); a game
 * deployed a moment ago is there once its deploy replied, which waited for it.
 */
async function factsOf(deps: GameDeps, ids: readonly string[]): Promise<Map<string, GameFacts>> {
  const rows = await gamesByIds(deps.db, ids);
  return new Map(
    rows.map((g) => [
      g.id,
      {
        title: g.title,
        type: g.type === 'cloud' ? 'cloud' : 'local',
        is_survey_only: g.is_survey_only,
        deleted: g.deleted,
      },
    ]),
  );
}

/**
 * Assigns games to (mode add) or takes them from (mode del) a client, one of its labs or one
 * of its pods, and waits until the games read model shows it. Returns how many changed.
 */
export async function changeAssignments(
  deps: GameDeps,
  actor: FleetActor,
  context: AppendContext,
  input: AssignmentInput,
): Promise<number> {
  const target = targetOf(input);
  const [placement, games] = await Promise.all([
    placementOf(deps, input, target),
    input.mode === 'add' ? factsOf(deps, input.game_ids) : new Map<string, GameFacts>(),
  ]);
  const { seq, events } = await handleCommand(
    deps.store,
    gameAssignmentDecider,
    input.client_id,
    {
      type: input.mode === 'add' ? 'Assign' : 'Unassign',
      actor,
      client_id: input.client_id,
      target,
      placement,
      game_ids: input.game_ids,
      games,
    },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['games'], seq);
  return events.reduce((n, e) => n + e.data.game_ids.length, 0);
}
