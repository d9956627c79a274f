import type { ColumnTypes } from '@gamepod/log-runtime';
import type { PaymentDisputeStatus, PaymentStatus } from '../payments/payments.table.ts';

/** A payment as the revenue rollups need it, folded by the same rules as `payments`. */
export type RevenuePaymentTable = {
  intent_id: string;
  client_id: string;
  lab_id: string;
  offer_name: string;
  status: PaymentStatus;
  paid_at: Date | null;
  minutes: number;
  amount_cents: number;
  refunded_cents: number;
  minutes_taken_back: number;
  dispute_status: PaymentDisputeStatus | null;
};

/**
 * Paid time sold, by the UTC quarter hour it was paid in and the offer's name, per lab and per
 * client (lab ''): payments, the minutes kept and the cents earned (what refunds and a lost
 * chargeback took back already taken off).
 */
export type RevenueQuarterTable = {
  client_id: string;
  lab_id: string;
  quarter: Date;
  offer_name: string;
  payments: number;
  minutes: number;
  cents: number;
};

export type RevenueRollupsDB = { revenue_payments: RevenuePaymentTable; revenue_quarters: RevenueQuarterTable };

export const revenuePaymentColumns: ColumnTypes<RevenuePaymentTable> = {
  intent_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  offer_name: 'text',
  status: 'text',
  paid_at: 'timestamptz',
  minutes: 'integer',
  amount_cents: 'integer',
  refunded_cents: 'integer',
  minutes_taken_back: 'integer',
  dispute_status: 'text',
};

export const revenueQuarterColumns: ColumnTypes<RevenueQuarterTable> = {
  client_id: 'text',
  lab_id: 'text',
  quarter: 'timestamptz',
  offer_name: 'text',
  payments: 'integer',
  minutes: 'bigint',
  cents: 'bigint',
};
