// The console's colour tokens as the browser resolves them: the custom properties of ui-kit's
// theme.css and admin-ui's, with var() references and color-mix(in srgb, …) worked out, so a
// test can check the pairs the screens use without a browser.
import { readFileSync } from 'node:fs';
import { mix, parseToRgba, toHex } from 'color2k';

const THEME_FILES = [
  new URL('../../../ui-kit/src/styles/theme.css', import.meta.url),
  new URL('../../src/styles/theme.css', import.meta.url),
];

/** Every `--gp-…: value;` of the two theme files, the console's overriding ui-kit's. */
function declarations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of THEME_FILES) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of css.matchAll(/(--gp-[\w-]+)\s*:\s*([^;]+);/g)) found.set(m[1] ?? '', (m[2] ?? '').trim());
  }
  return found;
}

/** A colour value as hex: a literal, var(--gp-…), or color-mix(in srgb, A p%, B). */
function resolve(value: string, decls: ReadonlyMap<string, string>, seen: readonly string[]): string {
  const ref = /^var\((--gp-[\w-]+)\)$/.exec(value);
  if (ref) {
    const name = ref[1] ?? '';
    const next = decls.get(name);
    if (next === undefined || seen.includes(name)) throw new Error(`unresolvable token ${name}`);
    return resolve(next, decls, [...seen, name]);
  }
  const mixed = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(value);
  if (mixed) {
    const a = resolve(mixed[1] ?? '', decls, seen);
    const b = resolve(mixed[3] ?? '', decls, seen);
    // color-mix gives A p% of the result; color2k's mix(b, a, w) moves w of the way from b to a
    return toHex(mix(b, a, Number(mixed[2]) / 100));
  }
  parseToRgba(value);
  return toHex(value);
}

/** The resolved hex colour of each console colour token, e.g. `tokens()['--gp-text']`. */
export function themeColours(): Readonly<Record<string, string>> {
  const decls = declarations();
  const out: Record<string, string> = {};
  for (const [name, value] of decls) {
    try {
      out[name] = resolve(value, decls, [name]);
    } catch {
      // not a colour (a size, a font stack, a shadow)
    }
  }
  return out;
}
