import { type RawBuilder, sql } from 'kysely';
import { byQuarters } from '../play-rollups/play-rollups.window.ts';
import type { RevenueRow } from '../reports/report-revenue.queries.ts';
import { inScope, type ReportScope, table } from '../reports/report-scope.ts';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * As `revenueByOfferSql`, from the rollups: the window's whole quarter hours from
 * revenue_quarters, its ragged ends from the payments paid in them.
 */
export function rollupRevenueByOfferSql(s: ReportScope): RawBuilder<RevenueRow> {
  const c = byQuarters({ from: s.from, to: s.to });
  const inner = c.inner
    ? sql`select q.offer_name, q.payments, q.minutes, q.cents from ${table('revenue_rollups', 'revenue_quarters')} q
      where q.quarter >= ${ts(c.inner.from)} and q.quarter < ${ts(c.inner.to)}
        and ${s.clientId === undefined ? sql`true` : sql`q.client_id = ${s.clientId}`} and q.lab_id = ${s.labId ?? ''}`
    : sql`select null::text, 0, 0::bigint, 0::bigint where false`;
  const ends =
    c.ends.length === 0
      ? sql`false`
      : sql`(${sql.join(
          c.ends.map((e) => sql`(y.paid_at >= ${ts(e.from)} and y.paid_at < ${ts(e.to)})`),
          sql` or `,
        )})`;
  return sql<RevenueRow>`select x.offer_name as offer, sum(x.payments)::int as payments, sum(x.minutes)::int as minutes,
      sum(x.cents)::int as cents
    from (${inner}
      union all
      select y.offer_name, 1, greatest(y.minutes - y.minutes_taken_back, 0),
        case when y.dispute_status = 'lost' then 0 else greatest(y.amount_cents - y.refunded_cents, 0) end
      from ${table('revenue_rollups', 'revenue_payments')} y
      where y.status = 'paid' and ${ends} and ${inScope('y', s)}) x(offer_name, payments, minutes, cents)
    group by x.offer_name order by cents desc, offer`;
}
