// Deploy New Game and Edit Game: one form, its rules, and the save. Every field is required
// but expired and install_size; on Edit Game the poster is optional (the game keeps its own).
import { DEFAULT_GAME_STATUS, type GamePlatform } from '@gamepod/contracts/catalogues';
import {
  GAME_DEPLOY_FORM_RULES,
  GAME_FORM_RULES,
  type GameDto,
  type GameFormText,
  missingFields,
} from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { toastFailure, toastRequired } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { gamesApi } from '../api/games-api.ts';

export type GameValues = {
  title: string;
  search_title: string;
  platforms: readonly GamePlatform[];
  esrb: string;
  released: string;
  expired: string;
  genre: string;
  type: string;
  status: string;
  install_size: string;
  is_survey_only: boolean;
};
export type GameField = keyof GameValues | 'image';

export const EMPTY_GAME: GameValues = {
  title: '',
  search_title: '',
  platforms: [],
  esrb: '',
  released: '',
  expired: '',
  genre: '',
  type: 'local',
  status: DEFAULT_GAME_STATUS,
  install_size: '',
  is_survey_only: false,
};

const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const SIZE = /^\d+(\.\d+)?$/;

/** The form's own name of a field the server names (it calls the platforms `platform`). */
const formField = (field: string): GameField => (field === 'platform' ? 'platforms' : field) as GameField;

/**
 * What is wrong with the form, field by field: the contract's required fields, on what the
 * form would send (`missing` when one is empty), then the formats.
 */
export function checkGame(v: GameValues, poster: File | null, editing: boolean) {
  const errors: Partial<Record<GameField, string>> = {};
  const rules = editing ? GAME_FORM_RULES : GAME_DEPLOY_FORM_RULES;
  for (const { field } of missingFields(rules, { ...bodyOf(v), image: poster })) errors[formField(field)] = 'Required';
  const missing = Object.keys(errors).length > 0;
  if (v.released !== '' && !US_DATE.test(v.released)) errors.released = 'A date like 05/31/2024';
  if (v.expired !== '' && !US_DATE.test(v.expired)) errors.expired = 'A date like 05/31/2024';
  if (v.install_size.trim() !== '' && !SIZE.test(v.install_size.trim())) {
    errors.install_size = 'GB, like 45.5 (no sign, no separators)';
  }
  return { errors, missing };
}

export const bodyOf = (v: GameValues): GameFormText => ({
  title: v.title.trim(),
  search_title: v.search_title.trim(),
  platform: v.platforms.join(',') || 'none',
  esrb: v.esrb,
  released: v.released,
  expired: v.expired,
  genre: v.genre,
  type: v.type,
  status: v.status,
  install_size: v.install_size.trim(),
  is_survey_only: v.is_survey_only ? '1' : '0',
});

const valuesOf = (g: GameDto): GameValues => ({
  title: g.GameName,
  search_title: g.GameSearch,
  platforms: g.Platforms,
  esrb: g.GameEsrb,
  released: g.ReleasedDate,
  expired: g.ExpiredDate ?? '',
  genre: g.GameGenre,
  type: g.GameType,
  status: g.GameStatus,
  install_size: g.InstallSize === null ? '' : String(g.InstallSize),
  is_survey_only: g.IsSurveyOnly === 1,
});

export const poster = signal<File | null>(null);
/** The poster the game has (Edit Game), shown until another is chosen. */
export const currentPoster = signal<string | null>(null);
export const editingId = signal<string | null>(null);
export const loadingGame = signal(false);
export const uploadProgress = signal(0);

/** The form's own field names; the server calls the platforms `platform`. */
function refusedGameField(err: unknown): { field: GameField; text: string } | null {
  const field = err instanceof ApiError ? (err.data as { field?: unknown } | null)?.field : null;
  if (typeof field !== 'string' || !(err instanceof ApiError)) return null;
  return { field: formField(field), text: err.message };
}

const form = createFormState<GameValues, GameField>({
  blank: EMPTY_GAME,
  check: (v) => checkGame(v, poster.value, editingId.value !== null),
  onMissing: toastRequired,
  refusedField: refusedGameField,
});
export const gameValues = form.values;
export const gameErrors = form.errors;
export const savingGame = form.saving;
export const setGameValue = form.set;

/** The chosen poster as an object URL, for its preview (revoked when another is chosen). */
export const posterPreview = signal<string | null>(null);

export function choosePoster(file: File | null): void {
  poster.value = file;
  if (posterPreview.value) URL.revokeObjectURL(posterPreview.value);
  posterPreview.value = file ? URL.createObjectURL(file) : null;
  const { image: _, ...rest } = gameErrors.value;
  gameErrors.value = rest;
}

function reset(values: GameValues, id: string | null, image: string | null): void {
  form.fill(values);
  choosePoster(null);
  currentPoster.value = image;
  editingId.value = id;
  uploadProgress.value = 0;
}

/** Deploy New Game: an empty form, status active. */
export const openDeployGame = (): void => reset(EMPTY_GAME, null, null);

/** Edit Game: the game's own values. A game that is not there goes back to the list. */
export async function openEditGame(id: string): Promise<void> {
  reset(EMPTY_GAME, id, null);
  loadingGame.value = true;
  try {
    const game = await gamesApi.game(id);
    if (editingId.value === id) reset(valuesOf(game), id, game.ImageURL);
  } catch {
    navigate('/superadmin/games');
  } finally {
    loadingGame.value = false;
  }
}

/** Deploy or Save: checked here first, then by the server, whose field error shows beside its field. */
export async function saveGame(): Promise<void> {
  const id = editingId.value;
  const progress = (f: number) => {
    uploadProgress.value = f;
  };
  await form.submit(async (v) => {
    const body = bodyOf(v);
    const file = poster.value;
    if (id === null && file) await gamesApi.create(body, file, progress);
    else if (id !== null) await gamesApi.update(id, body, file, progress);
    showToast('success', id === null ? `Game deployed: ${body.title}` : `Game saved: ${body.title}`);
    navigate('/superadmin/games');
  }, toastFailure);
}
