/**
 * Control characters no stored text may hold: C0 (U+0000–U+001F) and DEL (U+007F), except
 * TAB, LF and CR, which multi-line text (alert texts, notes, logout reasons) legitimately
 * holds. NUL breaks Postgres text and jsonb; the others are invisible, or steer a terminal
 * that prints a log line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the rule
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Where a value holds a refused control character: a JSON pointer, and whether it is an object key there. */
export type ControlCharacterFound = { readonly pointer: string; readonly inKey: boolean };

const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

// returns the path reversed (innermost first) so the common case, nothing found, allocates nothing
function find(value: unknown): { path: (string | number)[]; inKey: boolean } | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? { path: [], inKey: false } : undefined;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = find(value[i]);
      if (found) {
        found.path.push(i);
        return found;
      }
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (CONTROL_CHARACTER.test(key)) return { path: [], inKey: true };
    const found = find((value as Record<string, unknown>)[key]);
    if (found) {
      found.path.push(key);
      return found;
    }
  }
  return undefined;
}

/**
 * The first string or object key in `value` (JSON-like data, nested to any depth) that
 * holds a refused control character, or undefined when there is none. For a key, the
 * pointer names the object that holds it. Binary views (Buffers) are not text and are skipped.
 *
 * @example findControlCharacter({ a: ['ok', 'b\u0000'] }) // { pointer: '/a/1', inKey: false }
 */
export function findControlCharacter(value: unknown): ControlCharacterFound | undefined {
  const found = find(value);
  if (!found) return undefined;
  const pointer = found.path
    .reverse()
    .map((t) => `/${escapeToken(t)}`)
    .join('');
  return { pointer, inKey: found.inKey };
}

/**
 * Characters a name may not hold: bidi embeddings, overrides, isolates and marks (they make
 * a name read differently from what it is), zero-width characters (two names that look
 * the same are different), and line breaks and tabs (a name is one line).
 */
export const NAME_REFUSED_CHARACTER = /[\t\n\r\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** Whether `text` may be a name: none of NAME_REFUSED_CHARACTER (control characters are refused everywhere). */
export const isAcceptableName = (text: string): boolean => !NAME_REFUSED_CHARACTER.test(text);
