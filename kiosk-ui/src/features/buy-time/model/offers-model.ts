import type { PlayerOffer } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { toastFailure } from '#app-state/messages/catalogue-model.ts';
import { buyTimeApi } from '../api/buy-time-api.ts';
import { playerKeys } from './player-keys.ts';

export const offers = signal<readonly PlayerOffer[]>([]);
/** The last page read, and how many there are (0 before the first). */
const pageRead = signal(0);
const lastPage = signal(0);
export const offersLoading = signal(false);
export const offersFailed = signal(false);

export const hasMoreOffers = computed(() => pageRead.value < lastPage.value);
/** Read once, and nothing to show. */
export const noOffers = computed(() => pageRead.value > 0 && offers.value.length === 0 && !offersLoading.value);

/** Reads the next page of offers (the first after `resetOffers`); one read at a time. */
export async function loadMoreOffers(): Promise<void> {
  const keys = playerKeys();
  if (!keys || offersLoading.value || (pageRead.value > 0 && !hasMoreOffers.value)) return;
  offersLoading.value = true;
  offersFailed.value = false;
  try {
    const reply = await buyTimeApi.offers(keys, pageRead.value + 1);
    const seen = new Set(offers.value.map((o) => o.id));
    offers.value = [...offers.value, ...reply.offers.filter((o) => !seen.has(o.id))];
    pageRead.value = reply.current_page;
    lastPage.value = reply.last_page;
  } catch (err) {
    offersFailed.value = true;
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to load the offers, please try again.');
  } finally {
    offersLoading.value = false;
  }
}

export function resetOffers(): void {
  offers.value = [];
  pageRead.value = 0;
  lastPage.value = 0;
  offersFailed.value = false;
}
