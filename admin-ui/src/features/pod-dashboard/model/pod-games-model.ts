// /admin/pod_games/{xd}: the games staff on this pod may launch on one platform, searched,
// sorted, filtered and scrolled, one chosen at a time; the launch goes to the selected pods as
// admin_play_game.

import type { Platform } from '@gamepod/contracts/bridge-socket';
import {
  DEFAULT_GAME_SORT,
  GAME_SCREEN_BREAKPOINT_PX,
  type GameEsrb,
  type GameGenre,
  type GameSort,
  type GameType,
} from '@gamepod/contracts/catalogues';
import type { GameDto } from '@gamepod/contracts/http';
import { batch, computed, signal } from '@preact/signals-react';
import { podSession } from '#app-state/session/model/session-model.ts';
import { podDashboardApi } from '../api/pod-dashboard-api.ts';
import type { PodGamesXd } from './launch-rules.ts';

export type GameFilters = {
  readonly game_esrb: readonly GameEsrb[];
  readonly game_genre: readonly GameGenre[];
  readonly game_type: readonly GameType[];
};
export const NO_FILTERS: GameFilters = { game_esrb: [], game_genre: [], game_type: [] };

/** The search box waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

export const gamesXd = signal<PodGamesXd>('xb');
/** The platform listed (the server's answer: an output's console, or the platform asked for). */
export const listPlatform = signal<Platform | null>(null);
export const searchText = signal('');
export const sort = signal<GameSort>(DEFAULT_GAME_SORT);
export const filters = signal<GameFilters>(NO_FILTERS);

export const games = signal<readonly GameDto[]>([]);
export const totalRows = signal(0);
export const listStatus = signal<'loading' | 'ready' | 'error'>('loading');
export const loadingMore = signal(false);
export const chosenGame = signal<GameDto | null>(null);
const currentPage = signal(0);
const lastPage = signal(1);
export const hasMore = computed(() => currentPage.value > 0 && currentPage.value < lastPage.value);

// a page that answers after a newer query asked is dropped
let generation = 0;
let searchTimer: ReturnType<typeof setTimeout> | undefined;

async function fetchPage(page: number) {
  const pod = podSession.value;
  if (!pod) return null;
  const search = searchText.value.trim();
  const f = filters.value;
  return podDashboardApi.games(pod, {
    xd: gamesXd.value,
    page,
    screen: window.innerWidth < GAME_SCREEN_BREAKPOINT_PX ? 'sm' : 'lg',
    sort: sort.value,
    ...(search ? { search } : {}),
    ...(f.game_esrb.length ? { game_esrb: [...f.game_esrb] } : {}),
    ...(f.game_genre.length ? { game_genre: [...f.game_genre] } : {}),
    ...(f.game_type.length ? { game_type: [...f.game_type] } : {}),
  });
}

/** Loads the first page for the query as it is now; the chosen game stays chosen while it is listed. */
export async function reloadGames(): Promise<void> {
  const mine = ++generation;
  listStatus.value = 'loading';
  try {
    const d = await fetchPage(1);
    if (mine !== generation || !d) return;
    batch(() => {
      games.value = d.games;
      totalRows.value = d.total_rows;
      currentPage.value = d.current_page;
      lastPage.value = d.last_page;
      listStatus.value = 'ready';
      listPlatform.value = d.platform;
      if (chosenGame.value && !d.games.some((g) => g.GameId === chosenGame.value?.GameId)) chosenGame.value = null;
    });
  } catch {
    if (mine === generation) listStatus.value = 'error';
  }
}

/** The grid's end came into view: the next page is appended. */
export async function loadMore(): Promise<void> {
  if (!hasMore.value || loadingMore.value || listStatus.value !== 'ready') return;
  const mine = generation;
  loadingMore.value = true;
  try {
    const d = await fetchPage(currentPage.value + 1);
    if (mine !== generation || !d) return;
    batch(() => {
      const known = new Set(games.value.map((g) => g.GameId));
      games.value = [...games.value, ...d.games.filter((g) => !known.has(g.GameId))];
      currentPage.value = d.current_page;
      lastPage.value = d.last_page;
      totalRows.value = d.total_rows;
    });
  } catch {
    // the API client showed the failure; scrolling again retries
  } finally {
    loadingMore.value = false;
  }
}

/** Opens the screen for platform `xd` with a fresh query. */
export function openPodGames(xd: PodGamesXd): void {
  batch(() => {
    gamesXd.value = xd;
    listPlatform.value = xd === 'xd1' || xd === 'xd2' ? null : xd;
    searchText.value = '';
    sort.value = DEFAULT_GAME_SORT;
    filters.value = NO_FILTERS;
    chosenGame.value = null;
    games.value = [];
    currentPage.value = 0;
  });
  void reloadGames();
}

export function typeSearch(text: string): void {
  searchText.value = text;
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => void reloadGames(), SEARCH_DEBOUNCE_MS);
}

export function chooseSort(value: GameSort): void {
  sort.value = value;
  void reloadGames();
}

/** Done in a filter dropdown: the chosen values apply. */
export function applyFilters(next: GameFilters): void {
  filters.value = next;
  void reloadGames();
}

export function chooseGame(game: GameDto): void {
  chosenGame.value = game;
}
