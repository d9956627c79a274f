// Theme Settings (colours optional, else #rgb or #rrggbb → admin-setting-color-format-error;
// DEFAULT_THEME when none is set). The colours become the kiosk's --gp-primary, --gp-accent, --gp-gradient and --gp-hover.

import { DEFAULT_THEME } from '@gamepod/contracts/catalogues';
import type { ClientSettings, ThemeColours } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { settingsApi } from '../api/settings-api.ts';
import { clientSettings } from './client-settings.ts';
import { HEX_COLOUR } from './file-rules.ts';

export type ColourKey = keyof ThemeColours;

/** The default theme colours, until a client sets its own. */
export const DEFAULT_COLOURS: ThemeColours = DEFAULT_THEME;

export const COLOUR_FIELDS: ReadonlyArray<{ key: ColourKey; label: string; hint: string }> = [
  { key: 'primary_color', label: 'Primary Colour', hint: 'Buttons and highlights' },
  { key: 'accent_color', label: 'Accent Colour', hint: 'Links, focus and secondary actions' },
  { key: 'gradiant_color', label: 'Gradient Colour', hint: 'Page backgrounds and the top bar' },
  { key: 'hover_color', label: 'Hover Colour', hint: 'Buttons under the pointer' },
];

export const colours = signal<Record<ColourKey, string>>({ ...DEFAULT_COLOURS });
export const colourErrors = signal<Partial<Record<ColourKey, string>>>({});
export const palletId = signal<number | null>(null);
export const savingTheme = signal(false);

export function fillTheme(s: ClientSettings): void {
  colours.value = {
    primary_color: s.primary_color,
    accent_color: s.accent_color,
    gradiant_color: s.gradiant_color,
    hover_color: s.hover_color,
  };
  palletId.value = s.theme_rgb_pallet_id;
  colourErrors.value = {};
}

export function setColour(key: ColourKey, value: string): void {
  colours.value = { ...colours.value, [key]: value };
  if (colourErrors.value[key]) colourErrors.value = { ...colourErrors.value, [key]: undefined };
}

export function choosePallet(id: number): void {
  palletId.value = id;
}

/** Puts the default colours in the form (saved with Save Theme). */
export function restoreDefaultColours(): void {
  colours.value = { ...DEFAULT_COLOURS };
  colourErrors.value = {};
}

/** Saves the palette and the filled-in colours; an empty colour keeps the stored one. */
export async function saveTheme(): Promise<void> {
  if (savingTheme.value) return;
  const errors: Partial<Record<ColourKey, string>> = {};
  const body: Partial<Record<ColourKey, string>> = {};
  for (const { key } of COLOUR_FIELDS) {
    const value = colours.value[key].trim();
    if (!value) continue;
    if (HEX_COLOUR.test(value)) body[key] = value;
    else errors[key] = 'Use #rgb or #rrggbb, for example #f48226';
  }
  colourErrors.value = errors;
  if (Object.keys(errors).length > 0) return toastMessage('admin-setting-color-format-error');
  savingTheme.value = true;
  try {
    const saved = await settingsApi.saveTheme({
      ...body,
      ...(palletId.value !== null ? { theme_rgb_pallet_id: palletId.value } : {}),
    });
    clientSettings.set(saved);
    fillTheme(saved);
    showToast('success', 'Theme saved');
  } catch {
    // the API client showed the server's message (its msg_key's text)
  } finally {
    savingTheme.value = false;
  }
}
