// User Detail's Offer Payments: the player's paid offers, newest first, 10 a page, filtered by
// the days they were paid (both included; either end may stay open).
import { signal } from '@preact/signals-react';
import { createDateRange, type Days, NO_DAYS } from '#lib/date-range.ts';
import { createResource } from '#lib/resource.ts';
import { PAYMENTS_PAGE_SIZE, paymentsApi } from '../api/payments-api.ts';

export { PAYMENTS_PAGE_SIZE };

type PaymentsQuery = { readonly playerId: string; readonly page: number; readonly start: string; readonly end: string };

const query = signal<PaymentsQuery>({ playerId: '', page: 1, ...NO_DAYS });
export const paymentDates = createDateRange();

export const offerPayments = createResource(() => paymentsApi.list(query.value));

export function openOfferPayments(playerId: string): () => void {
  paymentDates.clear();
  query.value = { playerId, page: 1, ...NO_DAYS };
  void offerPayments.load();
  return offerPayments.reset;
}

export function goToPaymentsPage(page: number): void {
  query.value = { ...query.value, page };
  void offerPayments.reload();
}

/** The payments of the days given, from page 1. */
export function filterPayments(days: Days): void {
  query.value = { ...query.value, page: 1, ...days };
  void offerPayments.reload();
}
