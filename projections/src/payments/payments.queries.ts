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

/**
 * A player's payments the provider took (paid, processing, or failed after processing) in a
 * date range (by when it took them), newest first, a page at a time.
 */
export async function paidPaymentsOfUser(
  db: Kysely<unknown>,
  q: PaidPaymentsQuery,
): Promise<{ rows: PaymentTable[]; total: number }> {
  const from =
    q.from === null ? sql`true` : sql`accepted_at >= (${q.from}::date::timestamp at time zone ${q.timeZone})`;
  const to = q.to === null ? sql`true` : sql`accepted_at < ((${q.to}::date + 1)::timestamp at time zone ${q.timeZone})`;
  const { rows } = await sql<PaymentTable & { total_rows: number }>`select *, count(*) over () :: int as total_rows
    from ${sql.table(`${SCHEMA}.payments`)}
    where user_id = ${q.userId} and accepted_at is not null and ${from} and ${to}
    order by accepted_at desc, intent_id desc
    limit ${q.limit} offset ${q.offset}`.execute(db);
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}

/** What makes an intent the one to give again: the same player, offer, pod, provider and price. */
export type ReusableIntentQuery = {
  readonly userId: string;
  readonly offerId: string;
  readonly podId: string;
  readonly provider: string;
  readonly amountCents: number;
  readonly minutes: number;
  /** Made at or after this. */
  readonly since: Date;
};

/** The newest open intent (nothing paid or refused it) that fits, or undefined. */
export async function reusableIntentOf(db: Kysely<unknown>, q: ReusableIntentQuery): Promise<PaymentTable | undefined> {
  return rm(db)
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', q.userId)
    .where('offer_id', '=', q.offerId)
    .where('pod_id', '=', q.podId)
    .where('provider', '=', q.provider)
    .where('amount_cents', '=', q.amountCents)
    .where('minutes', '=', q.minutes)
    .where('status', '=', 'open')
    .where('created_at', '>=', q.since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
