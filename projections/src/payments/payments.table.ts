import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/** Where a payment stands: waiting for its card, paid (its minutes credited), or refused. */
export type PaymentStatus = 'open' | 'paid' | 'failed';

/** One row per payment intent a player opened for an offer of paid time. */
export type PaymentTable = {
  intent_id: string;
  provider: string;
  user_id: string;
  client_id: string;
  lab_id: string;
  pod_id: string;
  offer_id: string;
  offer_name: string;
  minutes: number;
  amount_cents: number;
  status: PaymentStatus;
  /** The provider's last status word (succeeded, processing, requires_payment_method...). */
  provider_status: string | null;
  failure: string | null;
  save_card: boolean;
  existing_method: boolean;
  created_at: Date;
  paid_at: Date | null;
};

export type PaymentsDB = { payments: PaymentTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const paymentColumns: ColumnTypes<PaymentTable> = {
  intent_id: 'text',
  provider: 'text',
  user_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  pod_id: 'text',
  offer_id: 'text',
  offer_name: 'text',
  minutes: 'integer',
  amount_cents: 'integer',
  status: 'text',
  provider_status: 'text',
  failure: 'text',
  save_card: 'boolean',
  existing_method: 'boolean',
  created_at: 'timestamptz',
  paid_at: 'timestamptz',
};
