import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_INSTALL_SIZE_MAX_GB,
  GAME_PLATFORM_CODES,
  GAME_STATUSES,
  GAME_TITLE_MAX,
  GAME_TYPES,
  type GamePlatform,
} from '@gamepod/contracts/catalogues';
import { GAME_FORM_RULES, platformCodesIn } from '@gamepod/contracts/http';
import { type GameFields, parseUsDate, ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';

/** The Deploy Game and Edit Game forms as the console sends them (multipart text, or JSON). */
export type GameForm = {
  readonly title?: string | null;
  readonly search_title?: string | null;
  /** Platform codes joined by commas ('xb,ps'); 'none' or empty means none was picked. */
  readonly platform?: string | readonly string[] | null;
  readonly esrb?: string | null;
  readonly released?: string | null;
  readonly expired?: string | null;
  readonly genre?: string | null;
  readonly type?: string | null;
  readonly status?: string | null;
  readonly install_size?: string | number | null;
  readonly is_survey_only?: string | number | null;
};

/** A form that passed: every field of the game but its image, which the route checks and stores. */
export type ReadGameForm = Omit<GameFields, 'image'>;

const US_DATE = /^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/;
// digits with an optional decimal part: no sign, no thousands separator, no exponent
const SIZE = /^[0-9]+(\.[0-9]+)?$/;

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });
const filled = (v: string | null | undefined): string | null => v?.trim() || null;

/** A title, filled in (the form's rules checked it). */
function title(form: GameForm, field: 'title' | 'search_title'): string {
  const text = filled(form[field]) ?? '';
  if (text.length > GAME_TITLE_MAX) throw invalid(field, `must be at most ${GAME_TITLE_MAX} characters`);
  return text;
}

function oneOf<const T extends string>(form: GameForm, field: keyof GameForm, values: readonly T[]): T {
  const raw = form[field];
  const text = typeof raw === 'string' ? raw.trim() : '';
  const found = values.find((v) => v.toLowerCase() === text.toLowerCase());
  if (!found) throw invalid(field, `must be one of ${values.join(', ')}`);
  return found;
}

function platforms(form: GameForm): GamePlatform[] {
  const parts = platformCodesIn(form.platform);
  const codes: readonly string[] = GAME_PLATFORM_CODES;
  const unknown = parts.find((p) => !codes.includes(p));
  if (unknown !== undefined) throw invalid('platform', `must be among ${GAME_PLATFORM_CODES.join(', ')}`);
  // the catalogue's order, each once
  return GAME_PLATFORM_CODES.filter((c) => parts.includes(c));
}

/** mm/dd/yyyy, exactly 10 characters, a real date → 'YYYY-MM-DD'. */
function usDate(field: string, text: string): string {
  const iso = US_DATE.test(text) ? parseUsDate(text) : null;
  if (iso === null) throw invalid(field, 'must be a date like 05/31/2024 (mm/dd/yyyy)');
  return iso;
}

function installSize(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!SIZE.test(text)) throw invalid('install_size', 'must be a number of GB like 45.5 (no sign, no separators)');
  const gb = Number(text);
  if (gb > GAME_INSTALL_SIZE_MAX_GB) throw invalid('install_size', `must be at most ${GAME_INSTALL_SIZE_MAX_GB} GB`);
  return gb;
}

function flag(form: GameForm, field: 'is_survey_only'): boolean {
  const v = form[field];
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  throw invalid(field, 'must be 1 or 0');
}

/**
 * Reads the Deploy Game / Edit Game form (the image aside). Every field is required but
 * `expired` and `install_size` (GAME_FORM_RULES, checked first); a missing one answers 'Please
 * fill all required fields' naming it, a malformed one a message naming it.
 *
 * @throws ValidationError with data.field.
 */
export function readGameForm(form: GameForm): ReadGameForm {
  refuseMissingFields(GAME_FORM_RULES, form);
  const gameTitle = title(form, 'title');
  const search_title = title(form, 'search_title');
  const platformList = platforms(form);
  const esrb = oneOf(form, 'esrb', GAME_ESRB);
  const released = usDate('released', filled(form.released) ?? '');
  const expiredText = filled(form.expired);
  const expired = expiredText === null ? null : usDate('expired', expiredText);
  if (expired !== null && expired < released) throw invalid('expired', 'must not be before the release date');
  const genre = oneOf(form, 'genre', GAME_GENRES);
  const type = oneOf(form, 'type', GAME_TYPES);
  const status = oneOf(form, 'status', GAME_STATUSES);
  const install_size_gb = installSize(form.install_size);
  const is_survey_only = flag(form, 'is_survey_only');
  return {
    title: gameTitle,
    search_title,
    platforms: platformList,
    esrb,
    genre,
    type,
    status,
    released,
    expired,
    install_size_gb,
    is_survey_only,
  };
}
