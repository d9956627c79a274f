import {
  PaymentCardSaveChosen,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentSucceeded,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { paymentsMigrations } from './payments.migrations.ts';
import { type PaymentTable, paymentColumns } from './payments.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<PaymentTable>({
  table: 'payments',
  keyColumn: 'intent_id',
  columnTypes: paymentColumns,
  handlers: [
    on(PaymentIntentCreated, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { currency: _c, ...intent } = e.data;
        return {
          ...intent,
          status: 'open',
          provider_status: null,
          failure: null,
          save_card: false,
          existing_method: false,
          created_at: at(e),
          paid_at: null,
        };
      },
    }),
    on(PaymentCardSaveChosen, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, save_card: e.data.save_card } : undefined),
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
            }
          : undefined,
    }),
    on(PaymentFailed, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row ? { ...row, status: 'failed', provider_status: e.data.status, failure: e.data.message } : undefined,
    }),
  ],
});

/** Every card payment for paid time: what was bought, by whom, where, and how it ended. */
export const paymentsProjection = defineProjection({
  name: 'payments',
  description:
    "One row per payment intent for an offer: the player, pod, offer, minutes and cents, and whether it was paid (when) or refused (the provider's message).",
  migrations: paymentsMigrations,
  tables: { payments: paymentColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
