import type { OfferPaymentRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Card } from '#components/card.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { DateRangeFilter } from '#components/date-range-filter.tsx';
import {
  filterPayments,
  goToPaymentsPage,
  offerPayments,
  openOfferPayments,
  PAYMENTS_PAGE_SIZE,
  paymentDates,
} from '../model/offer-payments-model.ts';
import { paymentStatusText } from '../model/payment-status.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const COLUMNS: Column<OfferPaymentRow>[] = [
  { key: 'payment_intent', header: 'Payment', cell: (p) => <span className="payment-intent">{p.payment_intent}</span> },
  { key: 'offer_name', header: 'Offer', cell: (p) => p.offer_name },
  { key: 'offer_time', header: 'Minutes', align: 'end', cell: (p) => p.offer_time.toLocaleString('en-US') },
  { key: 'offer_cost', header: 'Amount', align: 'end', cell: (p) => usd.format(p.offer_cost) },
  { key: 'created', header: 'Paid At', cell: (p) => p.FormattedCreatedAt },
  { key: 'status', header: 'Status', cell: (p) => paymentStatusText(p) },
];

/** Offer Payments: a date range with Filter and Clear, then 10 payments a page. */
export function OfferPaymentsCard({ playerId }: { playerId: string }) {
  useSignals();
  useEffect(() => openOfferPayments(playerId), [playerId]);
  const page = offerPayments.data.value;
  return (
    <Card title="Offer Payments">
      <DateRangeFilter
        range={paymentDates}
        label="Offer payments date range"
        busy={offerPayments.loading.value}
        onApply={filterPayments}
      />
      <DataTable
        label="Offer payments"
        columns={COLUMNS}
        rows={page?.payments ?? null}
        rowKey={(p) => p.payment_intent}
        loading={offerPayments.loading.value}
        emptyText="No payments found at the moment!"
        pager={pagerOf(page, goToPaymentsPage, { pageSize: PAYMENTS_PAGE_SIZE })}
      />
    </Card>
  );
}
