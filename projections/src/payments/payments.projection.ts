import {
  PaymentCardSaveChosen,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentProcessing,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, type RowProjectionSpec, rowProjection } from '@gamepod/log-runtime';
import { paymentsMigrations } from './payments.migrations.ts';
import { type PaymentTable, paymentColumns } from './payments.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
/** Dispute statuses that give the minutes back. */
const WON: ReadonlySet<string> = new Set(['won', 'warning_closed']);

/** How each event changes a payment's row; the revenue rollups fold payments by the same rules. */
export const paymentHandlers: RowProjectionSpec<PaymentTable>['handlers'] = [
  on(PaymentIntentCreated, {
    key: (e) => e.aggregate_id,
    apply: (_row, e) => {
      const { currency: _c, ...intent } = e.data;
      return {
        ...intent,
        // the row is the stream's, keyed as every later event finds it, whatever the data says
        intent_id: e.aggregate_id,
        status: 'open',
        provider_status: null,
        failure: null,
        save_card: false,
        existing_method: false,
        created_at: at(e),
        paid_at: null,
        accepted_at: null,
        refunded_cents: 0,
        minutes_taken_back: 0,
        dispute_status: null,
      };
    },
  }),
  on(PaymentCardSaveChosen, {
    key: (e) => e.aggregate_id,
    apply: (row, e) => (row ? { ...row, save_card: e.data.save_card } : undefined),
  }),
  on(PaymentProcessing, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            status: 'processing',
            provider_status: 'processing',
            failure: null,
            existing_method: e.data.existing_method,
            accepted_at: row.accepted_at ?? at(e),
          }
        : undefined,
  }),
  on(PaymentSucceeded, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            status: 'paid',
            provider_status: e.data.status,
            failure: null,
            existing_method: e.data.existing_method,
            paid_at: at(e),
            accepted_at: row.accepted_at ?? at(e),
          }
        : undefined,
  }),
  on(PaymentFailed, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row ? { ...row, status: 'failed', provider_status: e.data.status, failure: e.data.message } : undefined,
  }),
  on(PaymentReversed, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            status: 'failed',
            provider_status: e.data.status,
            failure: e.data.message,
            minutes_taken_back: row.minutes_taken_back + e.data.minutes,
          }
        : undefined,
  }),
  on(PaymentRefunded, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            refunded_cents: e.data.refunded_cents,
            minutes_taken_back: row.minutes_taken_back + e.data.minutes,
          }
        : undefined,
  }),
  on(PaymentDisputed, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row ? { ...row, dispute_status: 'open', minutes_taken_back: row.minutes_taken_back + e.data.minutes } : undefined,
  }),
  on(PaymentDisputeClosed, {
    key: (e) => e.aggregate_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            dispute_status: WON.has(e.data.status) ? 'won' : 'lost',
            minutes_taken_back: row.minutes_taken_back - e.data.minutes,
          }
        : undefined,
  }),
];

const rows = rowProjection<PaymentTable>({
  table: 'payments',
  keyColumn: 'intent_id',
  columnTypes: paymentColumns,
  handlers: paymentHandlers,
});

/** Every card payment for paid time: what was bought, by whom, where, and how it ended. */
export const paymentsProjection = defineProjection({
  name: 'payments',
  description:
    "One row per payment intent for an offer: the player, pod, offer, minutes and cents; whether it was paid (when), is processing, or was refused (the provider's message); and what refunds and disputes took back.",
  migrations: paymentsMigrations,
  tables: { payments: paymentColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
