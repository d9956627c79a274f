import { GAME_ESRB, type GameEsrb } from '@gamepod/contracts/catalogues';

/** The youngest age each ESRB rating is for. */
const MIN_AGE: Record<GameEsrb, number> = { Everyone: 0, 'Everyone 10+': 10, 'Teen 13+': 13, 'Mature 17+': 17 };

/** Whole years from `dob` (YYYY-MM-DD) to `today` (YYYY-MM-DD); null when `dob` is no date or after today. */
export function ageOn(dob: string | null, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob ?? '');
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const age = ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
  return age < 0 ? null : age;
}

/**
 * The ESRB ratings a player of this birth date is shown, on `today`; null: no limit (the
 * account has no birth date). Someone born on 29 February turns a year older on 1 March.
 */
export function esrbForBirthDate(dob: string | null, today: string): readonly GameEsrb[] | null {
  const age = ageOn(dob, today);
  if (age === null) return null;
  return GAME_ESRB.filter((rating) => age >= MIN_AGE[rating]);
}

/**
 * The ESRB filter a list runs with: the ratings asked for within the ones allowed (all of them
 * when none were asked for); null when nothing asked for is allowed (an empty list).
 */
export function esrbWithin(asked: readonly string[], allowed: readonly GameEsrb[] | null): readonly string[] | null {
  if (allowed === null) return asked;
  if (asked.length === 0) return allowed;
  const within = asked.filter((r) => (allowed as readonly string[]).includes(r));
  return within.length === 0 ? null : within;
}
