import { LED_TYPES } from '@gamepod/events';
import Type from 'typebox';
import { AUDIO, LOGO } from '../../../../files/file-kinds.ts';
import { UploadedFile } from '../../../../files/multipart-upload.ts';
import { FleetId, Nullable, Strict, WithToken } from '../fleet-schemas.ts';

const ClientId = FleetId(
  'the client (UUIDv7); a client admin may leave it out (their own), a super admin must send it',
);
const Colour = (what: string) =>
  Type.Optional(Type.String({ maxLength: 32, description: `${what}: #rgb or #rrggbb; empty or left out: unchanged` }));
// multipart fields are text; a JSON body may send numbers
const PaletteId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]{0,4}$' })], {
  description: 'an id of /admin/kiosk/rgb_pallets; empty or left out: unchanged',
});
export const ThemeLogoQuery = Strict({ ...WithToken, client_id: Type.Optional(ClientId) });

/** A form's 1/0 switch, as JSON (a number) or as a multipart field (text). */
export const Flag01 = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')]);

/** The Account Settings fields of a form: in Save Account Settings, and in the client update's form. */
export const SettingsFields = {
  logo: Type.Optional(
    UploadedFile(`JPEG, PNG or GIF of at most ${LOGO.maxBytes.toLocaleString('en-US')} bytes; recommended 150 x 60`),
  ),
  audio: Type.Optional(UploadedFile(`MP3, WAV or AAC of at most ${AUDIO.maxBytes.toLocaleString('en-US')} bytes`)),
  remove_audio: Type.Optional(Flag01),
  theme_rgb_pallet_id: Type.Optional(PaletteId),
  primary_color: Colour('primary'),
  accent_color: Colour('accent'),
  gradiant_color: Colour('gradient'),
  hover_color: Colour('hover'),
};

export const ThemeLogoBody = Strict({ ...WithToken, client_id: Type.Optional(ClientId), ...SettingsFields });

export const LedPaletteBody = Strict({
  ...WithToken,
  client_id: ClientId,
  pallet_id: Type.Integer({ minimum: 1, description: 'an id of /admin/kiosk/rgb_pallets' }),
  led_type: Type.Enum([...LED_TYPES], { description: 'led1 or led2' }),
});

const Url = (what: string) => Nullable(Type.String({ description: `${what} URL under /api/v1/files/; null: none` }));

export const ClientSettingsView = Type.Object({
  client_id: Type.String(),
  logo: Url('the logo'),
  audio_url: Url('the audio'),
  theme_rgb_pallet_id: Nullable(Type.Integer()),
  primary_color: Type.String({ description: 'the client’s, or the default #f48226' }),
  accent_color: Type.String({ description: 'default #496e9c' }),
  gradiant_color: Type.String({ description: 'default #03244d' }),
  hover_color: Type.String({ description: 'default #191919' }),
  led1_pallet_id: Nullable(Type.Integer()),
  led2_pallet_id: Nullable(Type.Integer()),
});

export const KioskThemeLogo = Type.Object({
  logo: Url('the client logo'),
  theme: Type.Object({
    primary_color: Type.String(),
    accent_color: Type.String(),
    gradiant_color: Type.String(),
    hover_color: Type.String(),
  }),
  audio_url: Url('the client audio'),
  left_image: Url("the lab's left home image"),
  right_image: Url("the lab's right home image"),
  banner_image: Url("the lab's banner image"),
});
