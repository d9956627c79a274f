import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { ReservationsDB, ReservationTable } from './reservations.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<ReservationsDB>).withSchema(liveSchema('reservations'));

export type ReservationListQuery = {
  /** One client's reservations, or null for every client's (a super admin). */
  readonly clientId: string | null;
  readonly limit: number;
  readonly offset: number;
  /** What has ended by now is listed after what has not. */
  readonly now: Date;
};

/**
 * One page of reservations and how many there are: those still to end first, soonest start
 * first, then those that ended, latest first.
 */
export async function listReservations(
  db: Kysely<unknown>,
  q: ReservationListQuery,
): Promise<{ rows: ReservationTable[]; total: number }> {
  let matching = from(db).selectFrom('reservations');
  if (q.clientId !== null) matching = matching.where('client_id', '=', q.clientId);
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy(sql`end_at <= ${q.now}`)
      .orderBy(sql`case when end_at > ${q.now} then start_at end`, 'asc')
      .orderBy('start_at', 'desc')
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A reservation that is not deleted. */
export async function reservationById(db: Kysely<unknown>, id: string): Promise<ReservationTable | undefined> {
  return from(db).selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The reservations holding `podId` that have not ended at `now`, soonest first (at most
 * `limit`): the one running, or the next.
 */
export async function reservationsOfPod(
  db: Kysely<unknown>,
  podId: string,
  now: Date,
  limit = 2,
): Promise<ReservationTable[]> {
  return from(db)
    .selectFrom('reservation_pods as rp')
    .innerJoin('reservations as r', 'r.id', 'rp.reservation_id')
    .selectAll('r')
    .where('rp.pod_id', '=', podId)
    .where('rp.end_at', '>', now)
    .orderBy('rp.start_at')
    .limit(limit)
    .execute();
}

/** A lab's reservations that have not ended by `now`, soonest first, at most `limit`. */
export async function upcomingReservationsOfLab(
  db: Kysely<unknown>,
  labId: string,
  now: Date,
  limit: number,
): Promise<ReservationTable[]> {
  return from(db)
    .selectFrom('reservations')
    .selectAll()
    .where('lab_id', '=', labId)
    .where('end_at', '>', now)
    .orderBy('start_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
