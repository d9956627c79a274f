import type { LedType } from '@gamepod/contracts/catalogues';
import type {
  ClientAudioChanged,
  ClientAudioRemoved,
  ClientLedDefaultChanged,
  ClientLogoChanged,
  ClientThemeChanged,
  EventData,
  FileRefData,
} from '@gamepod/events';

export type ClientSettingsEvent =
  | ReturnType<typeof ClientLogoChanged.of>
  | ReturnType<typeof ClientThemeChanged.of>
  | ReturnType<typeof ClientAudioChanged.of>
  | ReturnType<typeof ClientAudioRemoved.of>
  | ReturnType<typeof ClientLedDefaultChanged.of>;

/** The theme as ClientThemeChanged states it: a null colour means the default colour (DEFAULT_THEME). */
export type ClientTheme = EventData<typeof ClientThemeChanged>;

/** A client's Account Settings. */
export type ClientSettings = {
  readonly logo: FileRefData | null;
  readonly audio: FileRefData | null;
  readonly theme: ClientTheme;
  /** The palette id each LED strip shows by default; null: none chosen. */
  readonly led_defaults: Readonly<Record<LedType, number | null>>;
};

export const DEFAULT_CLIENT_THEME: ClientTheme = {
  theme_rgb_pallet_id: null,
  primary_color: null,
  accent_color: null,
  gradiant_color: null,
  hover_color: null,
};

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = {
  logo: null,
  audio: null,
  theme: DEFAULT_CLIENT_THEME,
  led_defaults: { led1: null, led2: null },
};

/** Folds one settings event into a deployed client's settings; returns new state. */
export function evolveClientSettings(settings: ClientSettings, event: ClientSettingsEvent): ClientSettings {
  switch (event.type) {
    case 'ClientLogoChanged':
      return { ...settings, logo: event.data.logo };
    case 'ClientThemeChanged':
      return { ...settings, theme: event.data };
    case 'ClientAudioChanged':
      return { ...settings, audio: event.data.audio };
    case 'ClientAudioRemoved':
      return { ...settings, audio: null };
    case 'ClientLedDefaultChanged':
      return { ...settings, led_defaults: { ...settings.led_defaults, [event.data.led_type]: event.data.pallet_id } };
    default: {
      const never: never = event;
      return never;
    }
  }
}
