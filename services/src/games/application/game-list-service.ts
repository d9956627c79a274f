import { GAME_PAGE_SIZES, type GamePlatform, type GameScreen, type GameSort } from '@gamepod/contracts/catalogues';
import { type GameTable, type PodTable, playerGames, userById } from '@gamepod/projections';
import { PLAYER } from '../../domain/roles.ts';
import { esrbForBirthDate, esrbWithin } from '../domain/esrb-age.ts';
import { isGamePlatform, platformOnSlot } from '../domain/game-launch-rules.ts';
import type { GameDeps } from './game-deps.ts';
import { podConsoles, podTargets } from './pod-consoles.ts';

export type PodGamesInput = {
  readonly pod: PodTable;
  /** A console output (the player's screens), or a platform (staff on the pod). */
  readonly xd: 'xd1' | 'xd2' | GamePlatform;
  readonly page: number;
  readonly screen: GameScreen;
  readonly sort: GameSort;
  readonly search: string;
  readonly types: readonly string[];
  readonly genres: readonly string[];
  readonly esrb: readonly string[];
  /** Who asks: a player's birth date limits the ESRB ratings listed; staff see every game. */
  readonly viewer: { readonly user_id: string; readonly role: number };
};

export type PodGamesPage = {
  readonly rows: readonly GameTable[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  /** The platform listed; null when the output has no console (and the list is empty). */
  readonly platform: GamePlatform | null;
};

/**
 * The ESRB ratings a player is shown, by the age their account's birth date gives today (from
 * sign-up, or the directory or library system that vouches for them); null: every rating (staff,
 * or no birth date known).
 */
async function esrbAllowed(deps: Pick<GameDeps, 'db' | 'clock'>, viewer: PodGamesInput['viewer']) {
  if (viewer.role !== PLAYER) return null;
  const account = await userById(deps.db, viewer.user_id);
  const today = (deps.clock?.() ?? new Date()).toISOString().slice(0, 10);
  return esrbForBirthDate(account?.dob ?? null, today);
}

/**
 * A page of what the pod may play on the platform of `xd`: active games for players, cloud
 * or assigned to the pod's client, lab or pod, matching the search and filters, in the sort
 * asked for. Pages hold as many posters as the screen size takes.
 */
export async function podGames(deps: Pick<GameDeps, 'db' | 'clock'>, input: PodGamesInput): Promise<PodGamesPage> {
  const perPage = GAME_PAGE_SIZES[input.screen];
  const esrb = esrbWithin(input.esrb, await esrbAllowed(deps, input.viewer));
  const platform = isGamePlatform(input.xd)
    ? input.xd
    : platformOnSlot(await podConsoles(deps.db, input.pod), input.xd);
  if (platform === null || esrb === null) return { rows: [], total: 0, page: input.page, perPage, platform };
  const { rows, total } = await playerGames(deps.db, {
    targets: podTargets(input.pod),
    platform,
    types: input.types,
    genres: input.genres,
    esrb,
    search: input.search.trim(),
    sort: input.sort,
    limit: perPage,
    offset: (input.page - 1) * perPage,
  });
  return { rows, total, page: input.page, perPage, platform };
}
