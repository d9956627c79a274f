import {
  type AssignmentScope,
  type Decider,
  ForbiddenError,
  GamesAssigned,
  GamesUnassigned,
  ValidationError,
} from '@gamepod/events';
import { assertActsFor, type FleetActor } from '../../clients/domain/fleet-actor.ts';
import { administers } from '../../domain/roles.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;
export type GameAssignmentEvent = Of<typeof GamesAssigned> | Of<typeof GamesUnassigned>;

/** Where games go: a client's every pod, a lab's, or one pod's. */
export type AssignmentTarget =
  | { readonly scope: 'client' }
  | { readonly scope: 'lab'; readonly lab_id: string }
  | { readonly scope: 'pod'; readonly pod_id: string; readonly lab_id: string | null };

/** What the handler read about the target's lab or pod (the decider does no IO). */
export type TargetPlacement = {
  /** The client exists (it was deployed). */
  readonly client_exists: boolean;
  /** The named lab's client; null when there is no such lab (or no lab was named). */
  readonly lab_client_id: string | null;
  /** The named pod's client and lab; null when there is no such live pod (or none was named). */
  readonly pod: { readonly client_id: string; readonly lab_id: string } | null;
};

/** What the handler read about each named game from the catalogue. */
export type GameFacts = {
  readonly title: string;
  readonly type: 'local' | 'cloud';
  readonly is_survey_only: boolean;
  readonly deleted: boolean;
};

export type GameAssignmentCommand = {
  readonly type: 'Assign' | 'Unassign';
  readonly actor: FleetActor;
  /** The aggregate's client: games are assigned to its pods only. */
  readonly client_id: string;
  readonly target: AssignmentTarget;
  readonly placement: TargetPlacement;
  readonly game_ids: readonly string[];
  /** The named games as the catalogue has them; a game it lacks is not one. */
  readonly games: ReadonlyMap<string, GameFacts>;
};

/** One client's assignments: `scope:target id:game id` for each game assigned somewhere. */
export type GameAssignmentState = { readonly assigned: ReadonlySet<string> };

const targetId = (clientId: string, t: AssignmentTarget) =>
  t.scope === 'client' ? clientId : t.scope === 'lab' ? t.lab_id : t.pod_id;
const entry = (scope: AssignmentScope, target: string, game: string) => `${scope}:${target}:${game}`;

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });

/** A lab or pod of another client is a tenancy question first, an input one after. */
function assertPlacement(command: GameAssignmentCommand): void {
  const { actor, client_id, target, placement } = command;
  const foreign = (owner: string | null, field: string, what: string) => {
    if (owner === client_id) return;
    if (owner !== null && !administers(actor, owner)) throw new ForbiddenError();
    throw invalid(field, `is not ${what} of this client`);
  };
  if (target.scope === 'lab') foreign(placement.lab_client_id, 'lab_id', 'a lab');
  if (target.scope === 'pod') {
    foreign(placement.pod?.client_id ?? null, 'pod_id', 'a pod');
    if (target.lab_id !== null && target.lab_id !== placement.pod?.lab_id) {
      throw invalid('lab_id', 'is not the lab of this pod');
    }
  }
}

/**
 * Assignments only make local games reach pods: cloud games stream to every venue anyway,
 * and a survey-only game is never shown to players.
 */
function assertAssignable(command: GameAssignmentCommand): void {
  for (const id of command.game_ids) {
    const game = command.games.get(id);
    if (!game || game.deleted) throw invalid('game_ids', `${id} is not a game of the catalogue`);
    if (game.type !== 'local') throw invalid('game_ids', `only local games can be assigned; ${game.title} is not`);
    if (game.is_survey_only) {
      throw invalid('game_ids', `${game.title} is offered only by the exit survey, never to players`);
    }
  }
}

/**
 * Which local games a client's pods may play, per client, lab or pod (`gp.evt.game_assignment.<client id>`).
 * A client admin assigns to their own client's pods, a super admin to any client's. Assigning
 * what is assigned, or removing what is not, appends nothing.
 */
export const gameAssignmentDecider: Decider<GameAssignmentCommand, GameAssignmentState, GameAssignmentEvent> = {
  aggregate: 'game_assignment',
  initialState: () => ({ assigned: new Set() }),
  evolve(state, event) {
    const { scope, lab_id, pod_id, game_ids } = event.data;
    // the subject's id is the client's; the events name the lab or pod
    const target = scope === 'pod' ? pod_id : scope === 'lab' ? lab_id : '';
    const next = new Set(state.assigned);
    for (const game of game_ids) {
      const key = entry(scope, target ?? '', game);
      if (event.type === 'GamesAssigned') next.add(key);
      else next.delete(key);
    }
    return { assigned: next };
  },
  decide(command, state) {
    assertActsFor(command.actor, command.client_id);
    if (!command.placement.client_exists) throw invalid('client_id', 'is not a client');
    assertPlacement(command);
    const { target } = command;
    // client-wide entries are keyed without an id: the subject already names the client
    const id = target.scope === 'client' ? '' : targetId(command.client_id, target);
    const isAssigned = (game: string) => state.assigned.has(entry(target.scope, id, game));
    const data = {
      scope: target.scope,
      // a pod's assignment names its lab as it stands now, for the screens
      lab_id:
        target.scope === 'client'
          ? null
          : target.scope === 'lab'
            ? target.lab_id
            : (command.placement.pod?.lab_id ?? target.lab_id),
      pod_id: target.scope === 'pod' ? target.pod_id : null,
    };
    const ids = [...new Set(command.game_ids)];
    if (command.type === 'Assign') {
      assertAssignable(command);
      const fresh = ids.filter((g) => !isAssigned(g));
      return fresh.length === 0 ? [] : [GamesAssigned.of({ ...data, game_ids: fresh })];
    }
    const held = ids.filter(isAssigned);
    return held.length === 0 ? [] : [GamesUnassigned.of({ ...data, game_ids: held })];
  },
};
