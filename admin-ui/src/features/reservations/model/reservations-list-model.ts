// Manage Your Reservations: one page of 10, those still to end first; delete with its confirm.
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import { createResource } from '#lib/resource.ts';
import { reservationsApi } from '../api/reservations-api.ts';

export const reservationsPageNumber = signal(1);
export const reservationsPage = createResource(() => reservationsApi.list(reservationsPageNumber.value));

export const goToReservationsPage = (page: number): void => {
  reservationsPageNumber.value = page;
  void reservationsPage.reload();
};

/** A reservation's Delete, behind its confirmation: deleted, then the page it was on again. */
export const reservationDelete = createPendingDelete(async (id: string) => {
  await reservationsApi.remove(id);
  showToast('success', 'Reservation deleted');
  await reservationsPage.load();
});

/** Opening the screen: the first page. */
export function openReservationsList(): () => void {
  reservationsPageNumber.value = 1;
  void reservationsPage.load();
  return reservationsPage.reset;
}
