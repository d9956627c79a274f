import {
  type CommandType,
  GAME_PLAYERS_MAX,
  GAME_PLAYERS_MIN,
  HEX_COLOUR_PATTERN,
  PLATFORM_CODES,
  parseScheduleValue,
} from '@gamepod/contracts/catalogues';
import { ValidationError } from '@gamepod/events';

/** A command as staff send it, before it is addressed to a pod. */
export type CommandInput = {
  readonly command_type: CommandType;
  readonly command_value: string | null;
  readonly command_platform: string | null;
  readonly request_pod_id: string | null;
  /** A game launch on a group pod: how many play (1 to 4); null otherwise. */
  readonly players?: number | null;
};

const colour = new RegExp(HEX_COLOUR_PATTERN);
const platforms: ReadonlySet<string> = new Set(PLATFORM_CODES);
const NEEDS_COLOUR: ReadonlySet<CommandType> = new Set(['led1', 'led2']);
const MAY_CARRY_COLOUR: ReadonlySet<CommandType> = new Set(['led1_lock', 'led2_lock']);
const NEEDS_GAME: ReadonlySet<CommandType> = new Set(['play_game', 'admin_play_game']);

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });

/** The warning key when a command targets no pod. */
export const NO_POD_SELECTED = 'no-pod-selected';

/**
 * Refuses a command body that selects no pod (`pod_ids` left out, null, empty or `[]`) with
 * 'no-pod-selected', whatever its other fields hold: the screens warn about the selection
 * first, so the API answers it before it looks at the rest of the body.
 * @throws ValidationError 'no-pod-selected' naming pod_ids.
 */
export function assertPodsSelected(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const ids = (body as { pod_ids?: unknown }).pod_ids;
  if (ids === undefined || ids === null || ids === '' || (Array.isArray(ids) && ids.length === 0)) {
    throw new ValidationError(NO_POD_SELECTED, { field: 'pod_ids', msg_key: NO_POD_SELECTED });
  }
}

/**
 * A command value as stored: text. Forms send strings and scripts numbers (a game id, mute
 * 1); a number becomes its decimal text, and empty text means "not given".
 */
export function commandValueText(value: string | number | null | undefined): string | null {
  return blankToNull(typeof value === 'number' ? String(value) : value);
}

/** Empty strings from form controls mean "not given". */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/**
 * Checks what a command type needs (the same for every pod it goes to, so the API checks
 * it once before appending anything): LED commands a `#rrggbb` colour, game launches a
 * game and a platform, mute `1` (mute) or `0` (unmute), streaming `1` or `0`, schedule its hours
 * as JSON.
 * @throws ValidationError naming the field.
 */
export function assertCommandInput(input: CommandInput): void {
  const { command_type: type, command_value: value, command_platform: platform } = input;
  if (platform !== null && !platforms.has(platform)) {
    throw invalid('command_platform', `must be one of ${[...platforms].join(', ')}`);
  }
  if (NEEDS_COLOUR.has(type) || (MAY_CARRY_COLOUR.has(type) && value !== null)) {
    if (value === null || !colour.test(value)) throw invalid('command_value', 'must be a colour like #ff8000');
  }
  if (NEEDS_GAME.has(type)) {
    if (value === null) throw invalid('command_value', 'must name the game to play');
    if (platform === null) throw invalid('command_platform', 'is required to play a game');
  }
  const players = input.players ?? null;
  if (players !== null) {
    if (!NEEDS_GAME.has(type)) throw invalid('players', 'is only for a game launch');
    if (!Number.isInteger(players) || players < GAME_PLAYERS_MIN || players > GAME_PLAYERS_MAX) {
      throw invalid('players', `must be a whole number from ${GAME_PLAYERS_MIN} to ${GAME_PLAYERS_MAX}`);
    }
  }
  if (type === 'mute' && value !== null && value !== '0' && value !== '1') {
    throw invalid('command_value', 'must be 1 (mute) or 0 (unmute)');
  }
  if (type === 'streaming' && value !== '0' && value !== '1') {
    throw invalid('command_value', 'must be 1 (stream) or 0 (stop streaming)');
  }
  if (type === 'schedule' && parseScheduleValue(value) === null) {
    throw invalid('command_value', 'must be JSON like {"start":"09:00 AM","end":"10:00 PM","is_closed":false}');
  }
}
