import { claimUnique, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError, type FileRefData, fold, uuidv7 } from '@gamepod/events';
import { type GameTable, gameById } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import { GAME_NOT_FOUND, type GameState, gameDecider, liveGame } from '../domain/game-decider.ts';
import type { ReadGameForm } from '../domain/game-form.ts';
import { gameKeyFor } from '../domain/game-key.ts';
import type { GameDeps } from './game-deps.ts';

/** Claims on a game's key (kind game_key): no two games share one. */
export const GAME_KEY_KIND = 'game_key';
/** How many numbered keys ('-2', '-3'…) a title tries before the deploy gives up. */
const KEY_TRIES = 9;

const owner = (id: string) => ({ aggregate: 'game', id });

/** Claims the first free key made from `title`: its own, then '-2', '-3'… */
async function claimGameKey(deps: GameDeps, id: string, title: string, context: AppendContext): Promise<string> {
  for (let n = 1; n <= KEY_TRIES; n++) {
    const key = gameKeyFor(title, n);
    try {
      await claimUnique(deps.store, GAME_KEY_KIND, key, owner(id), context);
      return key;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
  }
  throw new ConflictError('Too many games have a title like this one; please choose another title', {
    field: 'title',
  });
}

/** A game as its log says it is (for a check that must not lag). */
export async function readGameState(deps: Pick<GameDeps, 'store'>, id: string): Promise<GameState> {
  const { events } = await deps.store.read(gameDecider.aggregate, id);
  return fold(gameDecider, events);
}

/**
 * Adds a game to the catalogue: claims a key made from its title, then appends GameDeployed
 * (a failed append gives the key back), and waits until the games read model has it. The
 * poster is stored already: its reference is in `image`.
 */
export async function deployGame(
  deps: GameDeps,
  actor: FleetActor,
  context: AppendContext,
  form: ReadGameForm,
  image: FileRefData,
): Promise<string> {
  // refuse a caller the decider would refuse before anything is claimed
  gameDecider.decide({ type: 'Deploy', actor, key: 'check', form, image }, gameDecider.initialState(), {
    now: new Date(),
    newId: uuidv7,
  });
  const id = uuidv7();
  const key = await claimGameKey(deps, id, form.title, context);
  try {
    const { seq } = await handleCommand(
      deps.store,
      gameDecider,
      id,
      { type: 'Deploy', actor, key, form, image },
      { context, clock: deps.clock },
    );
    await deps.checkpoints.waitFor(['games'], seq);
    return id;
  } catch (err) {
    await releaseUnique(deps.store, GAME_KEY_KIND, key, owner(id), context).catch(() => undefined);
    throw err;
  }
}

/** Saves the Edit Game form (a null image keeps the poster) and waits for the read model. */
export async function updateGame(
  deps: GameDeps,
  actor: FleetActor,
  context: AppendContext,
  id: string,
  form: ReadGameForm,
  image: FileRefData | null,
): Promise<void> {
  const { seq } = await handleCommand(
    deps.store,
    gameDecider,
    id,
    { type: 'Update', actor, form, image },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['games'], seq);
}

/** Deletes a game: it leaves every venue, its key may be used again, history keeps its name. */
export async function deleteGame(deps: GameDeps, actor: FleetActor, context: AppendContext, id: string): Promise<void> {
  const { seq, state } = await handleCommand(
    deps.store,
    gameDecider,
    id,
    { type: 'Delete', actor },
    { context, clock: deps.clock },
  );
  if (state.status === 'deleted') {
    await releaseUnique(deps.store, GAME_KEY_KIND, state.game.key, owner(id), context);
  }
  await deps.checkpoints.waitFor(['games'], seq);
}

/** A live game as the games read model has it, after it applied the game's last write; 404 otherwise. */
export async function liveGameRow(deps: GameDeps, id: string): Promise<GameTable> {
  await caughtUp(deps, ['games'], gameDecider.aggregate, id);
  const row = await gameById(deps.db, id);
  if (!row || row.deleted) throw GAME_NOT_FOUND();
  return row;
}

/** A live game as its log has it; 404 otherwise. */
export async function liveGameFromLog(deps: Pick<GameDeps, 'store'>, id: string) {
  return liveGame(await readGameState(deps, id));
}
