// Manage Offers' calls: the list (10 a page), save (create or edit), delete, and the pickers.
import type { BodyOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/** The offer form as sent (the token and edit_id are the calls'). */
export type OfferBody = Omit<BodyOf<'/admin/offers/save'>, 'token' | 'edit_id'>;

export const offersApi = {
  list: (page: number, clientId: string) =>
    adminGet('/admin/offers/list', { client_id: clientId || undefined, page, length: 10 }),
  /** A refused field is the form's to show, beside the toast. */
  save: (body: OfferBody, editId: string | null) =>
    adminPost('/admin/offers/save', { ...body, edit_id: editId }, { quiet: true }),
  remove: (id: string) => adminPost('/admin/offers/delete', { id }),
  /** Super admins' client picker. */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  /** A client's labs (a client admin's own, whatever is asked; every lab for a super admin with none). */
  labs: (clientId: string) => adminGet('/admin/kiosk/labs', { client_id: clientId || undefined }).then((d) => d.labs),
};
