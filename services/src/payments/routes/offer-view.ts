import type { OfferRow, PlayerOffer } from '@gamepod/contracts/http';
import type { OfferTable } from '@gamepod/projections';
import { usdOf } from '../domain/offer-form.ts';

/** An offer as the player's Buy Time list shows it. */
export const playerOfferView = (row: OfferTable): PlayerOffer => ({
  id: row.offer_id,
  name: row.name,
  minutes: row.minutes,
  usd_cost: usdOf(row.price_cents),
  ImageURL: row.image_url,
});

/** An offer as staff see it. */
export const offerRowView = (row: OfferTable): OfferRow => ({
  ...playerOfferView(row),
  client_id: row.client_id,
  lab_id: row.lab_id,
  active: row.active ? 1 : 0,
  order: row.position,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
