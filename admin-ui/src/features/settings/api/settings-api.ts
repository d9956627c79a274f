// Account Settings calls (rgb_pallets, get_client_theme_logo,
// update_client_theme_logo). A client admin's calls are about their own client: the server
// takes it from the session.
import type { BodyOf } from '@gamepod/contracts/http';
import { adminGet, adminPost, adminUpload } from '#app-state/api/admin-api.ts';

const SAVE = '/admin/kiosk/update_client_theme_logo';

/** Theme colours and palette, as JSON: only what is sent changes. */
export type ThemeBody = Pick<
  BodyOf<typeof SAVE>,
  'primary_color' | 'accent_color' | 'gradiant_color' | 'hover_color' | 'theme_rgb_pallet_id'
>;

export const settingsApi = {
  settings: () => adminGet('/admin/kiosk/get_client_theme_logo'),
  pallets: () => adminGet('/admin/kiosk/rgb_pallets').then((d) => d.pallets),

  domains: () => adminGet('/admin/kiosk/domains').then((d) => d.domains),
  addDomain: (client_id: string, domain: string) => adminPost('/admin/kiosk/domains/add', { client_id, domain }),
  deleteDomain: (domain_id: string) => adminPost('/admin/kiosk/domains/delete', { domain_id }).then((d) => d.domains),

  /** Theme colours and palette: JSON, only what is sent changes. */
  saveTheme: (body: ThemeBody) => adminPost(SAVE, body),
  /** One file (`logo` or `audio`), multipart, with upload progress from 0 to 1. */
  uploadFile: (field: 'logo' | 'audio', file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(field, file, file.name);
    return adminUpload(SAVE, form, onProgress);
  },
  removeAudio: () => adminPost(SAVE, { remove_audio: 1 }),
};
