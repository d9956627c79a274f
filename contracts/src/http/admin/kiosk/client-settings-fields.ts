import Type from 'typebox';
import { UPLOAD_MAX_BYTES } from '../../../catalogues/lab-catalogues.ts';
import { Flag01, UploadedFile, UuidId } from '../../fields.ts';

// The Account Settings fields of a form: in Save Account Settings, and in the client update's form.

/** The client a settings call is about: a client admin may leave it out (their own), a super admin must send it. */
export const SettingsClientId = UuidId(
  'the client (UUIDv7); a client admin may leave it out (their own), a super admin must send it',
);

const Colour = (what: string) =>
  Type.Optional(Type.String({ maxLength: 32, description: `${what}: #rgb or #rrggbb; empty or left out: unchanged` }));

// multipart fields are text; a JSON body may send numbers
const PaletteId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]{0,4}$' })], {
  description: 'an id of /admin/kiosk/rgb_pallets; empty or left out: unchanged',
});

const bytes = (n: number) => n.toLocaleString('en-US');

export const SettingsFields = {
  logo: Type.Optional(
    UploadedFile(`JPEG, PNG or GIF of at most ${bytes(UPLOAD_MAX_BYTES.logos)} bytes; recommended 150 x 60`),
  ),
  audio: Type.Optional(UploadedFile(`MP3, WAV or AAC of at most ${bytes(UPLOAD_MAX_BYTES.audio)} bytes`)),
  remove_audio: Type.Optional(Flag01),
  theme_rgb_pallet_id: Type.Optional(PaletteId),
  primary_color: Colour('primary'),
  accent_color: Colour('accent'),
  gradiant_color: Colour('gradient'),
  hover_color: Colour('hover'),
};
