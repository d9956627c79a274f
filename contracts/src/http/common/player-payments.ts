import Type, { type Static } from 'typebox';
import { DayText } from '../date-fields.ts';
import { Strict, WithToken } from '../fields.ts';
import { PageFacts, paging, TimeZone } from '../list-fields.ts';
import { get } from '../route.ts';

/** Rows per page of User Detail's Offer Payments. */
export const PLAYER_PAYMENTS_PAGE_SIZE = 10;

const Day = Type.Optional(
  DayText({
    maxLength: 10,
    pattern: '^(|\\d{4}-\\d{2}-\\d{2}|\\d{2}/\\d{2}/\\d{4})$',
    description: 'YYYY-MM-DD or MM/DD/YYYY in user_timezone, included; empty: open',
  }),
);

export const PlayerPaymentsQuery = Strict({
  ...WithToken,
  player_id: Type.String({ minLength: 1, maxLength: 64 }),
  ...paging(PLAYER_PAYMENTS_PAGE_SIZE),
  start_date: Day,
  end_date: Day,
  user_timezone: TimeZone,
});

/** Where a payment the provider took stands now. */
export const OFFER_PAYMENT_STATUSES = [
  'processing',
  'paid',
  'failed',
  'partially_refunded',
  'refunded',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const;
export type OfferPaymentStatus = (typeof OFFER_PAYMENT_STATUSES)[number];

/** A payment the provider took, as User Detail lists it. */
export const OfferPaymentRow = Type.Object({
  payment_intent: Type.String(),
  offer_time: Type.Integer({ description: 'minutes bought' }),
  offer_cost: Type.Number({ description: 'USD' }),
  offer_name: Type.String(),
  FormattedCreatedAt: Type.String({
    description: "when it was paid (or taken, while processing), 'MM/DD/YYYY hh:mm AM' in user_timezone",
  }),
  status: Type.Enum([...OFFER_PAYMENT_STATUSES], {
    description:
      'processing: taken, not credited yet; failed: failed after processing, nothing credited; refunds and disputes take their share of the minutes back; a dispute won gives it back',
  }),
  minutes_taken_back: Type.Integer({
    description: "minutes refunds and disputes took from the player's paid time (may exceed what was left unplayed)",
  }),
  refunded_usd: Type.Number({ description: 'USD refunded so far' }),
});
export type OfferPaymentRow = Static<typeof OfferPaymentRow>;

export const PlayerPaymentsPage = Type.Object({
  payments: Type.Array(OfferPaymentRow),
  current_page: PageFacts.current_page,
  total_rows: PageFacts.total_rows,
  status_text: PageFacts.status_text,
});

/**
 * A player's offers the provider took (paid, processing, or failed after processing), newest
 * first, in a date range, with where each stands: their client's staff, or a super admin.
 */
export const commonPlayersPayments = get('/common/players/payments', {
  querystring: PlayerPaymentsQuery,
  data: PlayerPaymentsPage,
});
