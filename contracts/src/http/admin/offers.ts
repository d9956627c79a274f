import Type, { type Static } from 'typebox';
import { Flag, Nullable, Strict, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging } from '../list-fields.ts';
import { Empty, get, post } from '../route.ts';

// Offers of paid time (roles 3 and 4): a client admin's own client's, a super admin's any.

/** Rows per page of the offers list. */
export const OFFER_PAGE_SIZE = 10;
/** The cheapest and dearest offer, in USD: card payments below 0.50 are refused by card networks. */
export const OFFER_USD_MIN = 0.5;
export const OFFER_USD_MAX = 100_000;

export const OffersListQuery = Strict({
  ...WithToken,
  client_id: Type.Optional(
    Type.String({ maxLength: 64, description: "a super admin's client filter; empty: every client's" }),
  ),
  ...paging(OFFER_PAGE_SIZE),
});

/** An offer as staff see it. */
export const OfferRow = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  lab_id: Nullable(Type.String({ description: 'null: every lab of the client' })),
  name: Type.String(),
  minutes: Type.Integer(),
  usd_cost: Type.Number({ description: 'USD, two decimals' }),
  ImageURL: Nullable(Type.String()),
  active: Flag,
  order: Type.Integer({ description: 'players see lower first' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type OfferRow = Static<typeof OfferRow>;

export const OffersPage = Type.Object({ offers: Type.Array(OfferRow), ...PageFacts });
export type OffersPage = Static<typeof OffersPage>;

export const SaveOfferBody = Strict({
  ...WithToken,
  edit_id: Type.Optional(Nullable(Type.Union([UuidId('the offer being edited'), Type.Literal('')]))),
  client_id: Type.Optional(
    Nullable(Type.String({ maxLength: 64, description: "required of a super admin; a client admin's is their own" })),
  ),
  lab_id: Type.Optional(
    Nullable(Type.String({ maxLength: 64, description: "one of the client's labs; empty or null: every lab" })),
  ),
  name: Type.String({ minLength: 1, maxLength: 100, format: 'name' }),
  minutes: Type.Integer({ minimum: 1, maximum: 100_000 }),
  usd_cost: Type.Number({ minimum: OFFER_USD_MIN, maximum: OFFER_USD_MAX, description: 'USD, at most two decimals' }),
  image_url: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 2000,
        pattern: '^(https://|/)\\S*$',
        description: "an https URL or a path on this server (an uploaded file's URL); empty: none",
      }),
    ),
  ),
  active: Type.Optional(Flag),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type SaveOfferBody = Static<typeof SaveOfferBody>;

export const DeleteOfferBody = Strict({ ...WithToken, id: UuidId('the offer') });

/** One page of offers: a super admin's of any client or all, a client admin's own client's. */
export const adminOffersList = get('/admin/offers/list', { querystring: OffersListQuery, data: OffersPage });

/** Create an offer, or edit the one `edit_id` names. */
export const adminOffersSave = post('/admin/offers/save', {
  body: SaveOfferBody,
  data: Type.Object({ offer: OfferRow }),
});

/** Delete an offer: players stop seeing it; payments made for it keep their record. */
export const adminOffersDelete = post('/admin/offers/delete', { body: DeleteOfferBody, data: Empty });
