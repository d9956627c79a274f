import {
  ConflictError,
  type Decider,
  type FileRefData,
  GameDeleted,
  GameDeployed,
  type GameFields,
  GameUpdated,
  NotFoundError,
} from '@gamepod/events';
import { assertSuperAdmin, type FleetActor } from '../../clients/domain/fleet-actor.ts';
import type { ReadGameForm } from './game-form.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;
export type GameEvent = Of<typeof GameDeployed> | Of<typeof GameUpdated> | Of<typeof GameDeleted>;

export type GameRecord = { readonly key: string; readonly fields: GameFields };

export type GameState =
  | { readonly status: 'none' }
  | { readonly status: 'deployed'; readonly game: GameRecord }
  | { readonly status: 'deleted'; readonly game: GameRecord };

export type GameCommand =
  | {
      readonly type: 'Deploy';
      readonly actor: FleetActor;
      readonly key: string;
      readonly form: ReadGameForm;
      readonly image: FileRefData;
    }
  | {
      readonly type: 'Update';
      readonly actor: FleetActor;
      readonly form: ReadGameForm;
      /** A new poster, or null to keep the one it has. */
      readonly image: FileRefData | null;
    }
  | { readonly type: 'Delete'; readonly actor: FleetActor };

/** The answer for a game id the catalogue does not hold (or no longer does). */
export const GAME_NOT_FOUND = () => new NotFoundError('This game does not exist', { field: 'game_id' });

/** The game a command acts on; 404 when there is none, or it was deleted. */
export function liveGame(state: GameState): GameRecord {
  if (state.status !== 'deployed') throw GAME_NOT_FOUND();
  return state.game;
}

const sameImage = (a: FileRefData, b: FileRefData) => a.bucket === b.bucket && a.id === b.id;

function sameFields(a: GameFields, b: GameFields): boolean {
  return (Object.keys(a) as (keyof GameFields)[]).every((k) => {
    if (k === 'image') return sameImage(a.image, b.image);
    if (k === 'platforms') return a.platforms.join() === b.platforms.join();
    return a[k] === b[k];
  });
}

export function evolveGame(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'GameDeployed': {
      const { key, ...fields } = event.data;
      return { status: 'deployed', game: { key, fields } };
    }
    case 'GameUpdated':
      return state.status === 'none' ? state : { status: state.status, game: { ...state.game, fields: event.data } };
    case 'GameDeleted':
      return state.status === 'none' ? state : { status: 'deleted', game: state.game };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * A game of the catalogue: deployed, edited, deleted, by super admins only. Its key, made from
 * the title at deploy and claimed in the log, never changes: stations know a game by it.
 */
export const gameDecider: Decider<GameCommand, GameState, GameEvent> = {
  aggregate: 'game',
  initialState: () => ({ status: 'none' }),
  evolve: evolveGame,
  decide(command, state) {
    switch (command.type) {
      case 'Deploy': {
        assertSuperAdmin(command.actor);
        // ids are fresh UUIDv7s; reaching this means the same command ran twice
        if (state.status !== 'none') throw new ConflictError('This game already exists');
        return [GameDeployed.of({ key: command.key, ...command.form, image: command.image })];
      }
      case 'Update': {
        assertSuperAdmin(command.actor);
        const game = liveGame(state);
        const fields: GameFields = { ...command.form, image: command.image ?? game.fields.image };
        return sameFields(fields, game.fields) ? [] : [GameUpdated.of(fields)];
      }
      case 'Delete': {
        assertSuperAdmin(command.actor);
        liveGame(state);
        return [GameDeleted.of({})];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
