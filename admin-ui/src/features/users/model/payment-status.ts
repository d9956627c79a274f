import type { OfferPaymentRow, OfferPaymentStatus } from '@gamepod/contracts/http';

const LABELS: Readonly<Record<OfferPaymentStatus, string>> = {
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_won: 'Dispute won',
  dispute_lost: 'Dispute lost',
};

/**
 * Where a payment stands, as Offer Payments shows it, with the minutes refunds and disputes
 * took from the player's paid time: "Refunded (−60 min)".
 */
export function paymentStatusText(p: Pick<OfferPaymentRow, 'status' | 'minutes_taken_back'>): string {
  const label = LABELS[p.status];
  return p.minutes_taken_back > 0 ? `${label} (−${p.minutes_taken_back.toLocaleString('en-US')} min)` : label;
}
