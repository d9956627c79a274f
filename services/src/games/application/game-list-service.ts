import { GAME_PAGE_SIZES, type GamePlatform, type GameScreen, type GameSort } from '@gamepod/contracts/catalogues';
import { type GameTable, type PodTable, playerGames } from '@gamepod/projections';
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
 * A page of what the pod may play on the platform of `xd`: active games for players, cloud
 * or assigned to the pod's client, lab or pod, matching the search and filters, in the sort
 * asked for. Pages hold as many posters as the screen size takes.
 */
export async function podGames(deps: Pick<GameDeps, 'db'>, input: PodGamesInput): Promise<PodGamesPage> {
  const perPage = GAME_PAGE_SIZES[input.screen];
  const platform = isGamePlatform(input.xd)
    ? input.xd
    : platformOnSlot(await podConsoles(deps.db, input.pod), input.xd);
  if (platform === null) return { rows: [], total: 0, page: input.page, perPage, platform };
  const { rows, total } = await playerGames(deps.db, {
    targets: podTargets(input.pod),
    platform,
    types: input.types,
    genres: input.genres,
    esrb: input.esrb,
    search: input.search.trim(),
    sort: input.sort,
    limit: perPage,
    offset: (input.page - 1) * perPage,
  });
  return { rows, total, page: input.page, perPage, platform };
}
