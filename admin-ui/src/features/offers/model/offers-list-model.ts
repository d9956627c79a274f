// Manage Offers' list: 10 a page in the order players see them, a super admin's client filter,
// and the pickers (clients for a super admin, the chosen client's labs).
import type { OfferRow } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { createResource } from '#lib/resource.ts';
import { offersApi } from '../api/offers-api.ts';

export const isSuperAdmin = computed(() => userSession.value?.role_id === 4);

type OffersQuery = { readonly page: number; readonly clientId: string };
export const offersQuery = signal<OffersQuery>({ page: 1, clientId: '' });
let fetchedKey = '';

export const offersPage = createResource(() => {
  const q = offersQuery.value;
  fetchedKey = JSON.stringify(q);
  return offersApi.list(q.page, q.clientId);
});
export const offerRows = computed<readonly OfferRow[] | null>(() => offersPage.data.value?.offers ?? null);

export const clientOptions = createResource(() => offersApi.clients());
export const labOptions = createResource(() => offersApi.labs(offersQuery.value.clientId));

/** Lab names by id, for the table. */
export const labNames = computed(() => new Map((labOptions.data.value ?? []).map((l) => [String(l.id), l.value])));
export const clientNames = computed(
  () => new Map((clientOptions.data.value ?? []).map((c) => [String(c.id), c.value])),
);

/** Loads the page the query names; a change during a load is loaded right after it. */
export async function refreshOffers(): Promise<void> {
  await offersPage.load();
  if (fetchedKey !== JSON.stringify(offersQuery.value)) await refreshOffers();
}

export function goToOffersPage(page: number): void {
  offersQuery.value = { ...offersQuery.value, page };
  void refreshOffers();
}

/** A super admin's client: the list shows its offers, the form saves for it, the labs are its. */
export function chooseClient(clientId: string): void {
  offersQuery.value = { page: 1, clientId };
  void refreshOffers();
  void labOptions.load();
}

export function openOffersList(): () => void {
  offersQuery.value = { page: 1, clientId: '' };
  void refreshOffers();
  void labOptions.load();
  if (isSuperAdmin.value) void clientOptions.load();
  return () => {
    offersPage.reset();
    labOptions.reset();
  };
}
