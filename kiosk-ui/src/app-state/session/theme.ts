import type { ThemeColours } from '@gamepod/contracts/http';

const VARS: ReadonlyArray<[keyof ThemeColours, string]> = [
  ['primary_color', '--gp-primary'],
  ['accent_color', '--gp-accent'],
  ['gradiant_color', '--gp-gradient'],
  ['hover_color', '--gp-hover'],
];
const HEX = /^#[0-9a-f]{3,8}$/i;

/** Dark text on light primaries, white on dark ones (whichever contrasts more by WCAG relative luminance). */
export function textOn(hex: string): '#191919' | '#ffffff' {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#191919' : '#ffffff';
}

/**
 * Puts a client's theme colours on :root, where every kiosk colour derives from them; `null`
 * restores the defaults of the stylesheet. Anything but a hex colour is ignored.
 */
export function applyTheme(theme: ThemeColours | null): void {
  const style = document.documentElement.style;
  for (const [field, cssVar] of VARS) {
    const value = theme?.[field];
    if (value && HEX.test(value)) style.setProperty(cssVar, value);
    else style.removeProperty(cssVar);
  }
  const primary = theme?.primary_color;
  if (primary && HEX.test(primary)) style.setProperty('--gp-on-primary', textOn(primary));
  else style.removeProperty('--gp-on-primary');
}
