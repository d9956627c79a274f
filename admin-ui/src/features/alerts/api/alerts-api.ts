// Manage Alerts' calls: the list, save (create or edit) and delete, the pickers' lists and the
// venue's zone. The list and save name the screen's zone (model/alert-zone.ts), so the server
// reads and shows alert times in it.
import type { BodyOf, QueryOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/** Manage Alerts shows 7 per page. */
export const ALERTS_PAGE_SIZE = 7;

/** A column the list sorts by. */
export type AlertsSortBy = NonNullable<QueryOf<'/common/alerts/list'>['sort_by']>;

/** The Alerts form as sent (edit_id and overwrite are added by the calls). */
export type AlertFormBody = Omit<BodyOf<'/common/alerts/save'>, 'token' | 'edit_id' | 'user_timezone' | 'overwrite'>;

export const alertsApi = {
  list: (p: { page: number; sortBy: AlertsSortBy; sortType: 'asc' | 'desc'; clientId: string; zone: string }) =>
    adminGet('/common/alerts/list', {
      client_id: p.clientId || undefined,
      length: ALERTS_PAGE_SIZE,
      page: p.page,
      sort_by: p.sortBy,
      sort_type: p.sortType,
      user_timezone: p.zone,
    }),
  /** Refusals (the ownership warning, a field's error) are the form's to show, not a toast. */
  save: (form: AlertFormBody, editId: string | null, overwrite: string | null, zone: string) =>
    adminPost('/common/alerts/save', { ...form, edit_id: editId, overwrite, user_timezone: zone }, { quiet: true }),
  remove: (id: string, overwrite: string | null) =>
    adminPost('/common/alerts/delete', { id, overwrite }, { quiet: true }),
  /** Super admins' client picker. */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  /** The lab picker: a client's labs (a client admin's own, whatever is asked). */
  labs: (clientId: string) => adminGet('/admin/kiosk/labs', { client_id: clientId || undefined }).then((d) => d.labs),
  /** The zone of a lab, or the one a client's labs share (the caller's own client when neither is named); null: none. */
  zone: (p: { clientId?: string; labId?: string }): Promise<string | null> =>
    adminGet('/common/alerts/zone', { client_id: p.clientId || undefined, lab_id: p.labId || undefined }).then(
      (d) => d.timezone,
    ),
};
