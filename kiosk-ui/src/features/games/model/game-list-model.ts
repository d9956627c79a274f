import {
  DEFAULT_GAME_SORT,
  GAME_SCREEN_BREAKPOINT_PX,
  type GameScreen,
  type GameSort,
} from '@gamepod/contracts/catalogues';
import type { GameDto } from '@gamepod/contracts/http';
import { batch, computed, signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { type GameListQuery, gamesApi } from '../api/games-api.ts';
import { type FilterKind, type FilterValues, NO_FILTERS } from './game-filters.ts';

/** The search box waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ListStatus = 'loading' | 'ready' | 'error';

export const listXd = signal<'xd1' | 'xd2'>('xd1');
export const searchText = signal('');
export const sort = signal<GameSort>(DEFAULT_GAME_SORT);
export const filters = signal<FilterValues>(NO_FILTERS);

export const games = signal<readonly GameDto[]>([]);
export const totalRows = signal(0);
const currentPage = signal(0);
const lastPage = signal(1);
export const listStatus = signal<ListStatus>('loading');
export const loadingMore = signal(false);
export const selectedGame = signal<GameDto | null>(null);

export const hasMore = computed(() => currentPage.value > 0 && currentPage.value < lastPage.value);
export const activeFilterCount = computed(() => Object.values(filters.value).reduce((n, v) => n + v.length, 0));

/** Screens under 768 px wide ask for small pages, the rest for large ones. */
function screenSize(): GameScreen {
  return window.innerWidth < GAME_SCREEN_BREAKPOINT_PX ? 'sm' : 'lg';
}

// each reload bumps the generation: a page that answers after a newer query is dropped
let generation = 0;
let searchTimer: ReturnType<typeof setTimeout> | undefined;

function queryFor(page: number): GameListQuery | null {
  const session_id_key = podSession.value?.session_id_key;
  if (!session_id_key) return null;
  const search = searchText.value.trim();
  const chosen = filters.value;
  return {
    session_id_key,
    xd: listXd.value,
    type: 'player',
    page,
    screen: screenSize(),
    sort: sort.value,
    ...(search ? { search } : {}),
    ...(chosen.game_type.length ? { game_type: chosen.game_type as GameListQuery['game_type'] } : {}),
    ...(chosen.game_genre.length ? { game_genre: chosen.game_genre as GameListQuery['game_genre'] } : {}),
    ...(chosen.game_esrb.length ? { game_esrb: chosen.game_esrb as GameListQuery['game_esrb'] } : {}),
  };
}

async function fetchPage(page: number): Promise<void> {
  const token = userSession.value?.token;
  const query = queryFor(page);
  if (!token || !query) {
    listStatus.value = 'error';
    return;
  }
  const mine = generation;
  try {
    const reply = await gamesApi.list(token, query);
    if (mine !== generation) return;
    batch(() => {
      games.value = page === 1 ? reply.games : [...games.value, ...reply.games];
      currentPage.value = reply.current_page;
      lastPage.value = reply.last_page;
      totalRows.value = reply.total_rows;
      listStatus.value = 'ready';
    });
  } catch (err) {
    if (mine !== generation || logoutIfExpired(err)) return;
    // a failed next page keeps what shows; a failed first page is the screen's error state
    if (page === 1) listStatus.value = 'error';
  } finally {
    if (mine === generation) loadingMore.value = false;
  }
}

/** Asks for the first page again with the current search, sort and filters. */
export function reloadGames(): void {
  generation++;
  clearTimeout(searchTimer);
  batch(() => {
    listStatus.value = 'loading';
    loadingMore.value = false;
    currentPage.value = 0;
  });
  void fetchPage(1);
}

/** The next page, when there is one and none is on its way (the grid's bottom came into view). */
export function loadMoreGames(): void {
  if (!hasMore.value || loadingMore.value || listStatus.value !== 'ready') return;
  loadingMore.value = true;
  void fetchPage(currentPage.value + 1);
}

/** Typing in the search box: the list follows once typing pauses. */
export function typeSearch(text: string): void {
  searchText.value = text;
  clearTimeout(searchTimer);
  searchTimer = setTimeout(reloadGames, SEARCH_DEBOUNCE_MS);
}

export function chooseSort(next: GameSort): void {
  if (next === sort.value) return;
  sort.value = next;
  reloadGames();
}

/** A filter's Done: its chosen values replace the old ones. */
export function applyFilter(kind: FilterKind, values: readonly string[]): void {
  const before = filters.value[kind];
  if (before.length === values.length && before.every((v) => values.includes(v))) return;
  filters.value = { ...filters.value, [kind]: [...values] };
  reloadGames();
}

export function selectGame(game: GameDto): void {
  selectedGame.value = game;
}

/** Opens the games of one console output afresh; returns the stop. */
export function openGameList(xd: 'xd1' | 'xd2'): () => void {
  batch(() => {
    listXd.value = xd;
    searchText.value = '';
    sort.value = DEFAULT_GAME_SORT;
    filters.value = NO_FILTERS;
    games.value = [];
    totalRows.value = 0;
    selectedGame.value = null;
  });
  reloadGames();
  return () => {
    generation++;
    clearTimeout(searchTimer);
  };
}
