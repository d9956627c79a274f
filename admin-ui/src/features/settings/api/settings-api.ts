// Account Settings calls (spec §7 "Domains", rgb_pallets, get_client_theme_logo,
// update_client_theme_logo). A client admin's calls are about their own client: the server
// takes it from the session.
import { adminGet, adminPost, adminUpload } from '../../../lib/admin-api.ts';

export type Domain = { readonly id: string; readonly domain: string };
export type Palette = { readonly id: number; readonly value: string };

export type ThemeColours = {
  readonly primary_color: string;
  readonly accent_color: string;
  readonly gradiant_color: string;
  readonly hover_color: string;
};

/** The client's logo, theme and audio as the server holds them (defaults filled in). */
export type ClientSettings = ThemeColours & {
  readonly client_id: string;
  /** Where the logo is served (under /api/v1/files/), or null. */
  readonly logo: string | null;
  readonly audio_url: string | null;
  readonly theme_rgb_pallet_id: number | null;
};

export type ThemeBody = Partial<ThemeColours> & { readonly theme_rgb_pallet_id?: number };

const SAVE = '/admin/kiosk/update_client_theme_logo';

export const settingsApi = {
  settings: () => adminGet<ClientSettings>('/admin/kiosk/get_client_theme_logo'),
  pallets: () => adminGet<{ pallets: Palette[] }>('/admin/kiosk/rgb_pallets').then((d) => d.pallets),

  domains: () => adminGet<{ domains: Domain[] }>('/admin/kiosk/domains').then((d) => d.domains),
  addDomain: (client_id: string, domain: string) =>
    adminPost<{ domain_id: string; domains: Domain[] }>('/admin/kiosk/domains/add', { client_id, domain }),
  deleteDomain: (domain_id: string) =>
    adminPost<{ domains: Domain[] }>('/admin/kiosk/domains/delete', { domain_id }).then((d) => d.domains),

  /** Theme colours and palette: JSON, only what is sent changes. */
  saveTheme: (body: ThemeBody) => adminPost<ClientSettings>(SAVE, body),
  /** One file (`logo` or `audio`), multipart, with upload progress from 0 to 1. */
  uploadFile: (field: 'logo' | 'audio', file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(field, file, file.name);
    return adminUpload<ClientSettings>(SAVE, form, onProgress);
  },
  removeAudio: () => adminPost<ClientSettings>(SAVE, { remove_audio: 1 }),
};
