import { LED_TYPES } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { FileRef } from './file-ref.ts';

// A client's Account Settings: logo, theme colours and palette, audio, LED defaults. They
// live on the client's own subject, gp.evt.client.<id>; the kiosks of its labs show them.

/** `#rgb` or `#rrggbb`, any case. */
export const THEME_COLOUR_PATTERN = '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$';

const Colour = Type.Union([Type.String({ pattern: THEME_COLOUR_PATTERN }), Type.Null()], {
  description: 'lower-case hex; null: the default colour',
});
const PaletteId = Type.Integer({ minimum: 1, description: 'an LED_PALETTES id' });

export const ClientLogoChanged = defineEvent({
  type: 'ClientLogoChanged',
  aggregate: 'client',
  description: "The client's logo was uploaded (replacing the last one).",
  schema: Type.Object({ logo: FileRef }),
});

export const ClientThemeChanged = defineEvent({
  type: 'ClientThemeChanged',
  aggregate: 'client',
  description:
    "The client's theme was saved; the data is the whole theme after the change (a null colour is the default).",
  schema: Type.Object({
    theme_rgb_pallet_id: Type.Union([PaletteId, Type.Null()]),
    primary_color: Colour,
    accent_color: Colour,
    gradiant_color: Colour,
    hover_color: Colour,
  }),
});

export const ClientAudioChanged = defineEvent({
  type: 'ClientAudioChanged',
  aggregate: 'client',
  description: "The client's audio file was uploaded (replacing the last one).",
  schema: Type.Object({ audio: FileRef }),
});

export const ClientAudioRemoved = defineEvent({
  type: 'ClientAudioRemoved',
  aggregate: 'client',
  description: "The client's audio file was removed.",
  schema: Type.Object({}),
});

export const ClientLedDefaultChanged = defineEvent({
  type: 'ClientLedDefaultChanged',
  aggregate: 'client',
  description: "The colour the client's pods set one LED strip to by default (Update LED Settings) was chosen.",
  schema: Type.Object({ led_type: Type.Enum([...LED_TYPES]), pallet_id: PaletteId }),
});

/** The client settings event types, for the catalogue. */
export const CLIENT_SETTINGS_EVENTS = [
  ClientLogoChanged,
  ClientThemeChanged,
  ClientAudioChanged,
  ClientAudioRemoved,
  ClientLedDefaultChanged,
] as const;
