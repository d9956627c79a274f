import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/**
 * Where a payment stands: waiting for its card, processing (taken, nothing credited yet), paid
 * (its minutes credited; refunds and disputes may take some back), or refused (or failed
 * after processing).
 */
export type PaymentStatus = 'open' | 'processing' | 'paid' | 'failed';

/** A paid payment's dispute: none, open (its minutes held back), won (given back) or lost. */
export type PaymentDisputeStatus = 'open' | 'won' | 'lost';

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
  /** When the provider first took it (processing or succeeded): Offer Payments lists these. */
  accepted_at: Date | null;
  /** The charge's refunds so far. */
  refunded_cents: number;
  /** Minutes refunds, disputes and a failed processing credit now take back from the player. */
  minutes_taken_back: number;
  dispute_status: PaymentDisputeStatus | null;
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
  accepted_at: 'timestamptz',
  refunded_cents: 'integer',
  minutes_taken_back: 'integer',
  dispute_status: 'text',
};
