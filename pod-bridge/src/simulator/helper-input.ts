import { HelperInputError } from './helper-reply.ts';

/** A request's fields: query string and body merged, body winning (Flask's `request.values`). */
export type HelperInput = Readonly<Record<string, unknown>>;

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Form posts carry only strings, so each reader accepts the string spelling of its type too. */
export function readBoolean(input: HelperInput, field: string): boolean {
  const v = input[field];
  if (typeof v === 'boolean') return v;
  if (v === 0 || v === 1) return v === 1;
  if (typeof v === 'string') {
    const word = v.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  throw new HelperInputError(`${field} must be a boolean (true/false, 1/0 or yes/no)`);
}

export function readOptionalBoolean(input: HelperInput, field: string): boolean | undefined {
  return input[field] === undefined ? undefined : readBoolean(input, field);
}

export function readInteger(input: HelperInput, field: string, min: number, max: number): number {
  const v = input[field];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new HelperInputError(`${field} must be an integer from ${min} to ${max}`);
  }
  return n;
}

export function readNumber(input: HelperInput, field: string): number {
  const v = input[field];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) throw new HelperInputError(`${field} must be a number`);
  return n;
}

/** Ids may arrive as numbers from JSON clients; they are kept as strings. */
export function readString(input: HelperInput, field: string, opts: { allowEmpty?: boolean } = {}): string {
  const v = input[field];
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  if (typeof s !== 'string' || (!opts.allowEmpty && s.trim() === '')) {
    throw new HelperInputError(`${field} is required`);
  }
  return s.trim();
}

export function readOptionalString(input: HelperInput, field: string): string | undefined {
  const v = input[field];
  return v === undefined || v === null || v === '' ? undefined : readString(input, field);
}

export function readChoice<T extends string>(input: HelperInput, field: string, choices: readonly T[]): T {
  const v = input[field];
  const found = choices.find((c) => c === v);
  if (found === undefined) throw new HelperInputError(`${field} must be one of ${choices.join(', ')}`);
  return found;
}

/** Accepts `#rrggbb`, `rrggbb` or `r,g,b` (0–255 each) and answers `#rrggbb` in lower case. */
export function readColour(input: HelperInput, field: string): string {
  const raw = input[field];
  if (typeof raw === 'string') {
    const s = raw.trim().toLowerCase();
    const hex = /^#?([0-9a-f]{6})$/.exec(s);
    if (hex?.[1]) return `#${hex[1]}`;
    const rgb = /^(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})$/.exec(s);
    if (rgb) {
      const parts = rgb.slice(1).map(Number);
      if (parts.every((p) => p <= 255)) return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  throw new HelperInputError(`${field} must be a colour as #rrggbb or r,g,b`);
}
