import Type, { type Static } from 'typebox';
import { LED_TYPES } from '../../../catalogues/pod-catalogues.ts';
import { Nullable, Strict, WithToken } from '../../fields.ts';
import { get, post } from '../../route.ts';
import { SettingsClientId, SettingsFields } from './client-settings-fields.ts';

const Url = (what: string) => Nullable(Type.String({ description: `${what} URL under /api/v1/files/; null: none` }));

/** A client's logo, theme colours (defaults filled in), palette, audio and LED defaults. */
export const ClientSettings = Type.Object({
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
export type ClientSettings = Static<typeof ClientSettings>;

/** A client's Account Settings (a client admin always gets their own client's). */
export const adminKioskGetClientThemeLogo = get('/admin/kiosk/get_client_theme_logo', {
  querystring: Strict({ ...WithToken, client_id: Type.Optional(SettingsClientId) }),
  data: ClientSettings,
});

/** Save Account Settings: multipart (logo and audio files) or JSON (colours only); only what is sent changes. */
export const adminKioskUpdateClientThemeLogo = post('/admin/kiosk/update_client_theme_logo', {
  body: Strict({ ...WithToken, client_id: Type.Optional(SettingsClientId), ...SettingsFields }),
  data: ClientSettings,
});

/** Choose the colour one LED strip (led1, led2) of the client's pods shows by default. */
export const adminKioskUpdateClientRgbPallet = post('/admin/kiosk/update_client_rgb_pallet', {
  body: Strict({
    ...WithToken,
    client_id: SettingsClientId,
    pallet_id: Type.Integer({ minimum: 1, description: 'an id of /admin/kiosk/rgb_pallets' }),
    led_type: Type.Enum([...LED_TYPES], { description: 'led1 or led2' }),
  }),
  data: ClientSettings,
});
