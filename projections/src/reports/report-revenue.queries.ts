import { type RawBuilder, sql } from 'kysely';
import { inScope, type ReportScope, table } from './report-scope.ts';

export type RevenueRow = { offer: string; payments: number; minutes: number; cents: number };

/**
 * Paid time sold in a report's window (by when it was paid), per offer name, the largest first.
 * Open and refused payments earned nothing.
 */
export function revenueByOfferSql(s: ReportScope): RawBuilder<RevenueRow> {
  return sql<RevenueRow>`select y.offer_name as offer, count(*)::int as payments,
      sum(y.minutes)::int as minutes, sum(y.amount_cents)::int as cents
    from ${table('payments', 'payments')} y
    where y.status = 'paid' and y.paid_at >= ${s.from}::timestamptz and y.paid_at < ${s.to}::timestamptz
      and ${inScope('y', s)}
    group by y.offer_name order by cents desc, offer`;
}
