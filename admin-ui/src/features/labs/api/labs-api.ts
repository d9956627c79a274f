// The lab calls, from the labs list to deleting an API key. Section calls pass `quiet`:
// the edit screen shows their failures in the section's own banner, not as a toast.
import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import type { Flag, ScheduleView } from '@gamepod/contracts/http';
import { adminGet, adminPost, adminUpload, type CallOptions } from '#app-state/api/admin-api.ts';
import type { LabFields, OverrideBody, RssFeedBody } from './lab-requests.ts';

/** The home screen's image slots in the order the edit screen lists them. */
export const HOME_IMAGE_SLOTS: readonly HomeImageSlot[] = ['left', 'right', 'banner'];

type Progress = (fraction: number) => void;

const quiet: CallOptions = { quiet: true };

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  // the file goes last: the server reads the plain fields before the file part
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') data.append(k, v);
  for (const [k, v] of Object.entries(fields)) if (typeof v !== 'string') data.append(k, v);
  return data;
};

export const labsApi = {
  /** A client admin's own labs (the server scopes them by the session). */
  list: () => adminGet('/admin/kiosk/labs').then((d) => d.labs),

  setForceOn: (lab_id: string, admin_mode: Flag) => adminPost('/admin/kiosk/lab_admin_mode', { lab_id, admin_mode }),

  /** The client the session belongs to, as the locked selector shows it. */
  ownClient: (client_id: string) => adminGet('/admin/kiosk/client', { client_id }).then((d) => d.clients),

  /** Every client (a super admin's selector). */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),

  deploy: (client_id: string, fields: LabFields) => adminPost('/admin/kiosk/deployment/lab', { client_id, ...fields }),

  details: (lab_id: string) => adminGet('/admin/kiosk/edit/lab', { lab_id }),

  update: (lab_id: string, fields: LabFields) => adminPost('/admin/kiosk/edit/lab', { lab_id, ...fields }, quiet),

  saveSchedule: (lab_id: string, schedule: Partial<ScheduleView>) =>
    adminPost('/admin/kiosk/lab_schedule', { lab_id, ...schedule }, quiet),

  addOverride: (lab_id: string, body: OverrideBody) =>
    adminPost('/admin/kiosk/lab_override_schedule', { lab_id, ...body }, quiet),

  deleteOverride: (lab_id: string, id: string) =>
    adminPost('/admin/kiosk/delete/override_schedule', { lab_id, id }, quiet),

  uploadAllowedIps: (lab_id: string, file: File, onProgress?: Progress) =>
    adminUpload('/admin/kiosk/upload/lab_allowedips', form({ lab_id, csv_file: file }), onProgress, quiet),

  deleteAllowedIp: (lab_id: string, id: string) =>
    adminPost('/admin/kiosk/delete/lab_allowedip', { lab_id, id }, quiet),

  uploadHomeImage: (lab_id: string, type: HomeImageSlot, file: File, onProgress?: Progress) =>
    adminUpload('/admin/kiosk/upload/lab_homeimage', form({ lab_id, type, homeimage: file }), onProgress, quiet),

  deleteHomeImage: (lab_id: string, type: HomeImageSlot) =>
    adminPost('/admin/kiosk/delete/lab_homeimage', { lab_id, type }, quiet),

  addRssFeed: (lab_id: string, body: RssFeedBody) => adminPost('/admin/kiosk/lab_rss_feed', { lab_id, ...body }, quiet),

  deleteRssFeed: (lab_id: string, id: string) => adminPost('/admin/kiosk/delete/lab_rss_feed', { lab_id, id }, quiet),

  /** The reply's `api_key` is the whole key: the only time anyone sees it. */
  createApiKey: (lab_id: string, api_key_name: string) =>
    adminPost('/admin/kiosk/lab_api_keys', { lab_id, api_key_name }, quiet),

  deleteApiKey: (lab_id: string, id: string) => adminPost('/admin/kiosk/delete/lab_api_keys', { lab_id, id }, quiet),
};
