/** How long a key made from a title may be, before a collision suffix. */
const KEY_MAX = 60;

/**
 * A game's key from its title: lower-case ASCII words joined by dashes ('Starfall Racers II:
 * Neon' → 'starfall-racers-ii-neon'). Accents fold to their letters; a title with no letters
 * or digits gets 'game'. The `n`th try after a collision ends in `-n`.
 */
export function gameKeyFor(title: string, n = 1): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  let key = '';
  for (const w of words) {
    const next = key ? `${key}-${w}` : w;
    if (next.length > KEY_MAX) break;
    key = next;
  }
  if (!key) key = (words[0] ?? 'game').slice(0, KEY_MAX) || 'game';
  return n > 1 ? `${key}-${n}` : key;
}
