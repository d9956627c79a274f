// The reservations screens' calls: the list, one reservation, save (create or edit), delete,
// and the labs and pods the form picks from.
import type { ReservationSaveBody } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/** The reservations list shows 10 per page. */
export const RESERVATIONS_PAGE_SIZE = 10;

export const reservationsApi = {
  list: (page: number) => adminGet('/admin/reservations/list', { length: RESERVATIONS_PAGE_SIZE, page }),
  detail: (id: string) => adminGet('/admin/reservations/edit', { reservation_id: id }).then((d) => d.reservation),
  save: (body: ReservationSaveBody) => adminPost('/admin/reservations/save', body),
  remove: (id: string) => adminPost('/admin/reservations/delete', { reservation_id: id }),
  labs: () => adminGet('/admin/kiosk/labs').then((d) => d.labs),
  pods: (labId: string) => adminGet('/admin/kiosk/pods', { lab_id: labId }).then((d) => d.pods),
};
