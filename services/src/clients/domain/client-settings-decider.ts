import { LED_PALETTES, type LedType } from '@gamepod/contracts/catalogues';
import {
  ClientAudioChanged,
  ClientAudioRemoved,
  ClientLedDefaultChanged,
  ClientLogoChanged,
  ClientThemeChanged,
  type Decider,
  type FileRefData,
  THEME_COLOUR_PATTERN,
  ValidationError,
} from '@gamepod/events';
import { type ClientEvent, type ClientState, clientDecider, deployed } from './client-decider.ts';
import type { ClientTheme } from './client-settings-state.ts';
import { assertActsFor, type FleetActor } from './fleet-actor.ts';

export const THEME_COLOURS = ['primary_color', 'accent_color', 'gradiant_color', 'hover_color'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

const HEX = new RegExp(THEME_COLOUR_PATTERN);

/**
 * A theme colour as a form sent it: trimmed and lower-cased.
 * @throws ValidationError (msg_key admin-setting-color-format-error) unless it is #rgb or #rrggbb.
 */
export function normaliseColour(field: string, text: string): string {
  const colour = text.trim().toLowerCase();
  if (!HEX.test(colour)) {
    throw new ValidationError(`${field}: must be a hex colour, #rgb or #rrggbb`, {
      field,
      msg_key: 'admin-setting-color-format-error',
    });
  }
  return colour;
}

/** @throws ValidationError naming `field` unless `id` is one of the LED palette's colours. */
export function assertPaletteId(field: string, id: number): void {
  if (!LED_PALETTES.some((p) => p.id === id)) {
    throw new ValidationError(`${field}: is not one of the palette's colours (see rgb_pallets)`, { field });
  }
}

/** What a save of Account Settings may change; left out means "keep". */
export type SettingsChanges = {
  readonly logo?: FileRefData;
  readonly audio?: FileRefData;
  readonly remove_audio?: boolean;
  /** Normalised colours and palette id (see normaliseColour, assertPaletteId). */
  readonly theme?: Partial<ClientTheme>;
};

export type ClientSettingsCommand =
  | {
      readonly type: 'SaveSettings';
      readonly actor: FleetActor;
      readonly client_id: string;
      readonly changes: SettingsChanges;
    }
  | {
      readonly type: 'SetLedDefault';
      readonly actor: FleetActor;
      readonly client_id: string;
      readonly led_type: LedType;
      readonly pallet_id: number;
    };

const sameTheme = (a: ClientTheme, b: ClientTheme) =>
  a.theme_rgb_pallet_id === b.theme_rgb_pallet_id && THEME_COLOURS.every((k) => a[k] === b[k]);

/**
 * A client's Account Settings, on the client aggregate (one stream, one fold with
 * clientDecider). A client admin changes only their own client's; a super admin any.
 * Only what changed is appended: saving the form as it was appends nothing.
 */
export const clientSettingsDecider: Decider<ClientSettingsCommand, ClientState, ClientEvent> = {
  aggregate: 'client',
  initialState: clientDecider.initialState,
  evolve: clientDecider.evolve,
  decide(command, state) {
    const client = deployed(state);
    assertActsFor(command.actor, command.client_id);
    const { settings } = client;
    switch (command.type) {
      case 'SaveSettings': {
        const { logo, audio, remove_audio, theme } = command.changes;
        if (audio && remove_audio) {
          throw new ValidationError('remove_audio: send an audio file or remove_audio, not both', {
            field: 'remove_audio',
          });
        }
        if (theme?.theme_rgb_pallet_id) assertPaletteId('theme_rgb_pallet_id', theme.theme_rgb_pallet_id);
        const events: ClientEvent[] = [];
        if (logo && logo.id !== settings.logo?.id) events.push(ClientLogoChanged.of({ logo }));
        const nextTheme: ClientTheme = { ...settings.theme, ...theme };
        if (!sameTheme(nextTheme, settings.theme)) events.push(ClientThemeChanged.of(nextTheme));
        if (audio && audio.id !== settings.audio?.id) events.push(ClientAudioChanged.of({ audio }));
        if (remove_audio && settings.audio) events.push(ClientAudioRemoved.of({}));
        return events;
      }
      case 'SetLedDefault': {
        assertPaletteId('pallet_id', command.pallet_id);
        const { led_type, pallet_id } = command;
        if (settings.led_defaults[led_type] === pallet_id) return [];
        return [ClientLedDefaultChanged.of({ led_type, pallet_id })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
