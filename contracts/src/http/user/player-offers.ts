import Type, { type Static } from 'typebox';
import { KioskKeys, Nullable, Strict } from '../fields.ts';
import { PageNumber } from '../list-fields.ts';
import { get } from '../route.ts';

/** Offers per page of the Buy Time list, which loads the next page as it scrolls. */
export const PLAYER_OFFERS_PAGE_SIZE = 10;

/** An offer as the player's Buy Time list shows it. */
export const PlayerOffer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  minutes: Type.Integer(),
  usd_cost: Type.Number({ description: 'USD, two decimals' }),
  ImageURL: Nullable(Type.String()),
});
export type PlayerOffer = Static<typeof PlayerOffer>;

export const PlayerOffersQuery = Strict({
  ...KioskKeys,
  user_id: Type.Optional(Type.String({ maxLength: 128, description: 'not needed: the session says who asks' })),
  page: Type.Optional(PageNumber),
});

export const PlayerOffersPage = Type.Object({
  offers: Type.Array(PlayerOffer),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type PlayerOffersPage = Static<typeof PlayerOffersPage>;

/** The active offers of the session's pod's client (for every lab or the pod's), in the order staff set. */
export const userPlayerOffers = get('/user/player_offers', { querystring: PlayerOffersQuery, data: PlayerOffersPage });
