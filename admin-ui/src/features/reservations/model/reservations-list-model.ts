// Manage Your Reservations: one page of 10, those still to end first; delete with its confirm.
import { signal } from '@preact/signals-react';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import { handleApiFailure } from '../../../lib/api-failures.ts';
import { createResource } from '../../../lib/resource.ts';
import { reservationsApi } from '../api/reservations-api.ts';

export const reservationsPageNumber = signal(1);
export const reservationsPage = createResource(() => reservationsApi.list(reservationsPageNumber.value));

/** The reservation the delete modal asks about. */
export const pendingDelete = signal<string | null>(null);
export const deleting = signal(false);

export const goToReservationsPage = (page: number): void => {
  reservationsPageNumber.value = page;
  void reservationsPage.reload();
};

export const askDelete = (id: string): void => {
  pendingDelete.value = id;
};
export const cancelDelete = (): void => {
  if (!deleting.value) pendingDelete.value = null;
};

/** Yes in the delete modal: deletes it and reloads the page it was on. */
export async function confirmDelete(): Promise<void> {
  const id = pendingDelete.value;
  if (!id || deleting.value) return;
  deleting.value = true;
  try {
    await reservationsApi.remove(id);
    showToast('success', 'Reservation deleted');
    pendingDelete.value = null;
    await reservationsPage.load();
  } catch (err) {
    handleApiFailure(err);
  } finally {
    deleting.value = false;
  }
}

/** Opening the screen: the first page. */
export function openReservationsList(): () => void {
  reservationsPageNumber.value = 1;
  void reservationsPage.load();
  return reservationsPage.reset;
}
