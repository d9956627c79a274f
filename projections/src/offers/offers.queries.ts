import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { OffersDB, OfferTable } from './offers.table.ts';

const SCHEMA = liveSchema('offers');
const rm = (db: Kysely<unknown>) => (db as Kysely<OffersDB>).withSchema(SCHEMA);

/** A page of rows and how many there are in all. */
export type OfferPage = { readonly rows: OfferTable[]; readonly total: number };

/** One offer, live, or undefined. */
export async function offerById(db: Kysely<unknown>, offerId: string): Promise<OfferTable | undefined> {
  return rm(db).selectFrom('offers').selectAll().where('offer_id', '=', offerId).executeTakeFirst();
}

type Paged = { readonly limit: number; readonly offset: number };

/** A page of `offers` (filtered by `where`) in the players' order, with the total it was cut from. */
async function page(
  db: Kysely<unknown>,
  paged: Paged,
  where: (b: ReturnType<typeof selectOffers>) => ReturnType<typeof selectOffers>,
): Promise<OfferPage> {
  const rows = await where(selectOffers(db))
    .orderBy('position')
    .orderBy('offer_id')
    .limit(paged.limit)
    .offset(paged.offset)
    .execute();
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}

const selectOffers = (db: Kysely<unknown>) =>
  rm(db).selectFrom('offers').selectAll().select(sql<number>`count(*) over ()::int`.as('total_rows'));

/** Staff's list: one client's offers (null: every client's), in the players' order. */
export async function listOffers(
  db: Kysely<unknown>,
  q: Paged & { readonly clientId: string | null },
): Promise<OfferPage> {
  const { clientId } = q;
  return page(db, q, (b) => (clientId === null ? b.orderBy('client_id') : b.where('client_id', '=', clientId)));
}

/** What a pod's player may buy: the active offers of its client, for every lab or its own, in order. */
export async function offersForPod(
  db: Kysely<unknown>,
  q: Paged & { readonly clientId: string; readonly labId: string },
): Promise<OfferPage> {
  return page(db, q, (b) =>
    b
      .where('client_id', '=', q.clientId)
      .where('active', '=', true)
      .where((w) => w.or([w('lab_id', 'is', null), w('lab_id', '=', q.labId)])),
  );
}
