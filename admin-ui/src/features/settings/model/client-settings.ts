import { createResource } from '#lib/resource.ts';
import { settingsApi } from '../api/settings-api.ts';

/** The client's logo, theme and audio as stored; each save's answer replaces it. */
export const clientSettings = createResource(settingsApi.settings);
/** The RGB palettes a theme may pick from (from /admin/kiosk/rgb_pallets). */
export const palettes = createResource(settingsApi.pallets);
