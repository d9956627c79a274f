import Type, { type Static } from 'typebox';
import { KioskKeys, Nullable, ThemeColours } from '../fields.ts';
import { get } from '../route.ts';

const Url = (what: string) => Nullable(Type.String({ description: `${what} URL under /api/v1/files/; null: none` }));

/** The pod's client logo, theme and audio, and its lab's home images. */
export const ThemeLogo = Type.Object({
  logo: Url('the client logo'),
  theme: ThemeColours,
  audio_url: Url('the client audio'),
  left_image: Url("the lab's left home image"),
  right_image: Url("the lab's right home image"),
  banner_image: Url("the lab's banner image"),
});
export type ThemeLogo = Static<typeof ThemeLogo>;

/** The kiosk page's current branding, read again when a 'branding' push says it changed. */
export const kioskThemeLogo = get('/kiosk/theme_logo', { querystring: Type.Object(KioskKeys), data: ThemeLogo });
