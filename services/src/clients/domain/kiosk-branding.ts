import { DEFAULT_THEME } from '@gamepod/contracts/catalogues';
import type { ThemeColours } from '@gamepod/contracts/http';

export type { ThemeColours };

/** The theme colours a client set; a colour it left unset is the default. */
export type ThemeRow = { readonly [K in keyof ThemeColours]?: string | null };

/** A client's theme colours, each its own or the default. */
export function themeOf(row: ThemeRow | undefined): ThemeColours {
  return {
    primary_color: row?.primary_color ?? DEFAULT_THEME.primary_color,
    accent_color: row?.accent_color ?? DEFAULT_THEME.accent_color,
    gradiant_color: row?.gradiant_color ?? DEFAULT_THEME.gradiant_color,
    hover_color: row?.hover_color ?? DEFAULT_THEME.hover_color,
  };
}

/** What a kiosk page shows of its client and lab: logo, theme, audio and home images (URLs or null). */
export type KioskBranding = {
  readonly logo: string | null;
  readonly theme: ThemeColours;
  readonly audio_url: string | null;
  readonly left_image: string | null;
  readonly right_image: string | null;
  readonly banner_image: string | null;
};

/** What a pod with no settings shows: our defaults. */
export const NO_BRANDING: KioskBranding = {
  logo: null,
  theme: { ...DEFAULT_THEME },
  audio_url: null,
  left_image: null,
  right_image: null,
  banner_image: null,
};
