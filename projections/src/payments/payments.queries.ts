import { type Kysely, sql } from 'kysely';
import type { PlayingActivitiesQuery } from '../play-sessions/play-sessions.queries.ts';
import { liveSchema } from '../runtime/projection.ts';
import type { PaymentsDB, PaymentTable } from './payments.table.ts';

const SCHEMA = liveSchema('payments');
const rm = (db: Kysely<unknown>) => (db as Kysely<PaymentsDB>).withSchema(SCHEMA);

/** One payment, or undefined. */
export async function paymentById(db: Kysely<unknown>, intentId: string): Promise<PaymentTable | undefined> {
  return rm(db).selectFrom('payments').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
}

/** The player, the days (in their zone, both included; null: open) and the page, as Game Playing Time's. */
export type PaidPaymentsQuery = PlayingActivitiesQuery;

/** A player's paid payments in a date range (by when they were paid), newest first, a page at a time. */
export async function paidPaymentsOfUser(
  db: Kysely<unknown>,
  q: PaidPaymentsQuery,
): Promise<{ rows: PaymentTable[]; total: number }> {
  const from = q.from === null ? sql`true` : sql`paid_at >= (${q.from}::date::timestamp at time zone ${q.timeZone})`;
  const to = q.to === null ? sql`true` : sql`paid_at < ((${q.to}::date + 1)::timestamp at time zone ${q.timeZone})`;
  const { rows } = await sql<PaymentTable & { total_rows: number }>`select *, count(*) over () :: int as total_rows
    from ${sql.table(`${SCHEMA}.payments`)}
    where user_id = ${q.userId} and status = 'paid' and ${from} and ${to}
    order by paid_at desc, intent_id desc
    limit ${q.limit} offset ${q.offset}`.execute(db);
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}
