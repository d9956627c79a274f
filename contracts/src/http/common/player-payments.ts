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

/** A paid offer as User Detail lists it. */
export const OfferPaymentRow = Type.Object({
  payment_intent: Type.String(),
  offer_time: Type.Integer({ description: 'minutes bought' }),
  offer_cost: Type.Number({ description: 'USD' }),
  offer_name: Type.String(),
  FormattedCreatedAt: Type.String({ description: "when it was paid, 'MM/DD/YYYY hh:mm AM' in user_timezone" }),
});
export type OfferPaymentRow = Static<typeof OfferPaymentRow>;

export const PlayerPaymentsPage = Type.Object({
  payments: Type.Array(OfferPaymentRow),
  current_page: PageFacts.current_page,
  total_rows: PageFacts.total_rows,
  status_text: PageFacts.status_text,
});

/** A player's paid offers, newest first, in a date range: their client's staff, or a super admin. */
export const commonPlayersPayments = get('/common/players/payments', {
  querystring: PlayerPaymentsQuery,
  data: PlayerPaymentsPage,
});
