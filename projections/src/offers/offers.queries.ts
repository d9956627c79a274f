import { type Kysely, sql } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { OffersDB, OfferTable } from './offers.table.ts';

const SCHEMA = liveSchema('offers');
const rm = (db: Kysely<unknown>) => (db as Kysely<OffersDB>).withSchema(SCHEMA);

/** A page of rows and how many there are in all. */
export type OfferPage = { readonly rows: OfferTable[]; readonly total: number };

/** One offer, live, or undefined. */
export async function offerById(db: Kysely<unknown>, offerId: string): Promise<OfferTable | undefined> {
  return rm(db).selectFrom('offers').selectAll().where('offer_id', '=', offerId).executeTakeFirst();
}

/** Staff's list: one client's offers (null: every client's), in the players' order. */
export async function listOffers(
  db: Kysely<unknown>,
  q: { readonly clientId: string | null; readonly limit: number; readonly offset: number },
): Promise<OfferPage> {
  const rows = await rm(db)
    .selectFrom('offers')
    .selectAll()
    .select(sql<number>`count(*) over ()::int`.as('total_rows'))
    .$if(q.clientId !== null, (b) => b.where('client_id', '=', q.clientId as string))
    .orderBy('client_id')
    .orderBy('position')
    .orderBy('offer_id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}

/** What a pod's player may buy: the active offers of its client, for every lab or its own, in order. */
export async function offersForPod(
  db: Kysely<unknown>,
  q: { readonly clientId: string; readonly labId: string; readonly limit: number; readonly offset: number },
): Promise<OfferPage> {
  const rows = await rm(db)
    .selectFrom('offers')
    .selectAll()
    .select(sql<number>`count(*) over ()::int`.as('total_rows'))
    .where('client_id', '=', q.clientId)
    .where('active', '=', true)
    .where((w) => w.or([w('lab_id', 'is', null), w('lab_id', '=', q.labId)]))
    .orderBy('position')
    .orderBy('offer_id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}
