import type { GamePlatform } from '@gamepod/contracts/catalogues';
import type { GameDto } from '@gamepod/contracts/http';
import { batch, signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { facilitatorApi } from '../api/facilitator-api.ts';

/** The search box waits this long after the last key before it asks. */
export const PICKER_SEARCH_MS = 300;

export type PickerStatus = 'idle' | 'loading' | 'ready' | 'error';

export const pickerPlatform = signal<GamePlatform | null>(null);
export const pickerSearch = signal('');
export const pickerGames = signal<readonly GameDto[]>([]);
export const pickerStatus = signal<PickerStatus>('idle');
export const pickedGame = signal<GameDto | null>(null);

// each load bumps the generation: an answer to an older search is dropped
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The first page (the 24 best by popularity) of the platform's games that match the search. */
async function load(): Promise<void> {
  const mine = ++generation;
  clearTimeout(timer);
  const platform = pickerPlatform.value;
  const token = userSession.value?.token;
  const session_id_key = podSession.value?.session_id_key;
  if (!platform || !token || !session_id_key) {
    batch(() => {
      pickerGames.value = [];
      pickerStatus.value = platform ? 'error' : 'idle';
    });
    return;
  }
  pickerStatus.value = 'loading';
  const search = pickerSearch.value.trim();
  try {
    const reply = await facilitatorApi.games(token, {
      session_id_key,
      xd: platform,
      screen: 'lg',
      sort: 'popular',
      ...(search ? { search } : {}),
    });
    if (mine !== generation) return;
    batch(() => {
      pickerGames.value = reply.games;
      pickerStatus.value = 'ready';
      if (pickedGame.value && !reply.games.some((g) => g.GameId === pickedGame.value?.GameId)) pickedGame.value = null;
    });
  } catch (err) {
    if (mine === generation && !logoutIfExpired(err)) pickerStatus.value = 'error';
  }
}

/** Typing in the search box: the list follows once typing pauses. */
export function typePickerSearch(text: string): void {
  pickerSearch.value = text;
  clearTimeout(timer);
  timer = setTimeout(() => void load(), PICKER_SEARCH_MS);
}

export function pickGame(game: GameDto): void {
  pickedGame.value = pickedGame.value?.GameId === game.GameId ? null : game;
}

export function retryPicker(): void {
  void load();
}

/** Lists the games of `platform` afresh (null: none to list); returns the stop. */
export function openPicker(platform: GamePlatform | null): () => void {
  batch(() => {
    pickerPlatform.value = platform;
    pickerSearch.value = '';
    pickedGame.value = null;
    pickerGames.value = [];
  });
  void load();
  return () => {
    generation++;
    clearTimeout(timer);
  };
}
