import { type RawBuilder, sql } from 'kysely';
import { inScope, type ReportScope, table } from './report-scope.ts';

export type RevenueRow = { offer: string; payments: number; minutes: number; cents: number };

/**
 * Paid time sold in a report's window (by when it was paid), per offer name, the largest first.
 * Open and refused payments earned nothing. What was given back is not earned: refunds come off
 * the amount, a chargeback lost takes all of it, and the minutes taken back from the player
 * come off the minutes. A dispute still open counts, as the charge stands until it closes.
 */
export function revenueByOfferSql(s: ReportScope): RawBuilder<RevenueRow> {
  return sql<RevenueRow>`select y.offer_name as offer, count(*)::int as payments,
      sum(greatest(y.minutes - y.minutes_taken_back, 0))::int as minutes,
      sum(case when y.dispute_status = 'lost' then 0 else greatest(y.amount_cents - y.refunded_cents, 0) end)::int as cents
    from ${table('payments', 'payments')} y
    where y.status = 'paid' and y.paid_at >= ${s.from}::timestamptz and y.paid_at < ${s.to}::timestamptz
      and ${inScope('y', s)}
    group by y.offer_name order by cents desc, offer`;
}
