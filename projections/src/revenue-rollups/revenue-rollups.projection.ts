import { type AnyDB, defineProjection, type RowChange, rowProjection } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import { paymentHandlers } from '../payments/payments.projection.ts';
import type { PaymentTable } from '../payments/payments.table.ts';
import { QUARTER_MS } from '../play-rollups/play-rollups.buckets.ts';
import { addCounters, type CounterTable } from '../play-rollups/play-rollups.writes.ts';
import { revenueRollupsMigrations } from './revenue-rollups.migrations.ts';
import {
  type RevenuePaymentTable,
  type RevenueQuarterTable,
  revenuePaymentColumns,
  revenueQuarterColumns,
} from './revenue-rollups.table.ts';

const paymentOf = (r: PaymentTable | RevenuePaymentTable): RevenuePaymentTable => ({
  intent_id: r.intent_id,
  client_id: r.client_id,
  lab_id: r.lab_id,
  offer_name: r.offer_name,
  status: r.status,
  paid_at: r.paid_at,
  minutes: r.minutes,
  amount_cents: r.amount_cents,
  refunded_cents: r.refunded_cents,
  minutes_taken_back: r.minutes_taken_back,
  dispute_status: r.dispute_status,
});

// payments' own rules, kept to the columns the rollups read
const handlers = paymentHandlers.map(
  ([type, h]) =>
    [
      type,
      {
        key: h.key,
        apply: (row: RevenuePaymentTable | undefined, e: Parameters<typeof h.apply>[1]) => {
          const next = h.apply(row as PaymentTable | undefined, e);
          return next ? paymentOf(next) : next;
        },
      },
    ] as const,
);

/**
 * What a payment adds to its quarter hour, for its lab and its client (lab ''): a paid one earns
 * its minutes less those taken back, and its cents less refunds (nothing once a chargeback is
 * lost); an open, processing or refused one earns nothing. `sign` -1 takes it away.
 */
export function revenueDeltas(p: RevenuePaymentTable, sign: 1 | -1): RevenueQuarterTable[] {
  if (p.status !== 'paid' || p.paid_at === null) return [];
  const quarter = new Date(Math.floor(p.paid_at.getTime() / QUARTER_MS) * QUARTER_MS);
  const earned = {
    payments: sign,
    minutes: sign * Math.max(p.minutes - p.minutes_taken_back, 0),
    cents: p.dispute_status === 'lost' ? 0 : sign * Math.max(p.amount_cents - p.refunded_cents, 0),
  };
  return [p.lab_id, ''].map((lab_id) => ({
    client_id: p.client_id,
    lab_id,
    quarter,
    offer_name: p.offer_name,
    ...earned,
  }));
}

const QUARTERS: CounterTable = {
  name: 'revenue_quarters',
  keys: { client_id: 'text', lab_id: 'text', quarter: 'timestamptz', offer_name: 'text' },
  counters: { payments: 'integer', minutes: 'bigint', cents: 'bigint' },
};

async function afterWrite(
  db: Kysely<AnyDB>,
  changes: readonly RowChange<RevenuePaymentTable>[],
  ctx: { readonly schema: string },
): Promise<void> {
  const deltas = changes.flatMap(({ before, after }) => [
    ...(before ? revenueDeltas(before, -1) : []),
    ...(after ? revenueDeltas(after, 1) : []),
  ]);
  await addCounters(db, ctx.schema, QUARTERS, deltas);
}

const payments = rowProjection<RevenuePaymentTable>({
  table: 'revenue_payments',
  keyColumn: 'intent_id',
  columnTypes: revenuePaymentColumns,
  handlers,
  afterWrite,
});

/** Paid time sold, rolled up by UTC quarter hour and offer, beside each payment for a window's ragged ends. */
export const revenueRollupsProjection = defineProjection({
  name: 'revenue_rollups',
  description:
    'Paid time sold by UTC quarter hour of payment and offer name, per lab and per client (payments, minutes kept, cents earned after refunds and lost chargebacks), beside each payment for the windows’ ragged ends.',
  migrations: revenueRollupsMigrations,
  tables: { revenue_payments: revenuePaymentColumns, revenue_quarters: revenueQuarterColumns },
  eventTypes: payments.eventTypes,
  apply: payments.apply,
});
