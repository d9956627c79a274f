// User Detail's Offer Payments: the player's paid offers, newest first, 10 a page, filtered by
// a date range (From and To, mm/dd/yyyy, both included; either may stay empty).
import { signal } from '@preact/signals-react';
import { createResource } from '../../../lib/resource.ts';
import { PAYMENTS_PAGE_SIZE, paymentsApi } from '../api/payments-api.ts';

export { PAYMENTS_PAGE_SIZE };

type PaymentsQuery = { readonly playerId: string; readonly page: number; readonly start: string; readonly end: string };

const query = signal<PaymentsQuery>({ playerId: '', page: 1, start: '', end: '' });
export const paymentsFrom = signal('');
export const paymentsTo = signal('');
/** The range's field that is not a full date yet. */
export const rangeError = signal<string | null>(null);

export const offerPayments = createResource(() => paymentsApi.list(query.value));

const FULL_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

export function openOfferPayments(playerId: string): () => void {
  paymentsFrom.value = '';
  paymentsTo.value = '';
  rangeError.value = null;
  query.value = { playerId, page: 1, start: '', end: '' };
  void offerPayments.load();
  return offerPayments.reset;
}

export function goToPaymentsPage(page: number): void {
  query.value = { ...query.value, page };
  void offerPayments.load();
}

/** Filter: the typed range from page 1. */
export function filterPayments(): void {
  const start = paymentsFrom.value;
  const end = paymentsTo.value;
  if ((start && !FULL_DATE.test(start)) || (end && !FULL_DATE.test(end))) {
    rangeError.value = 'Dates are mm/dd/yyyy';
    return;
  }
  rangeError.value = null;
  query.value = { ...query.value, page: 1, start, end };
  void offerPayments.load();
}

/** Clear: every payment again. */
export function clearPaymentsRange(): void {
  paymentsFrom.value = '';
  paymentsTo.value = '';
  filterPayments();
}

export function typeFrom(text: string): void {
  paymentsFrom.value = text;
}

export function typeTo(text: string): void {
  paymentsTo.value = text;
}
