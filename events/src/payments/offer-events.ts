import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/**
 * Offers of paid time (`gp.evt.offer.<offer id>`): what a player may buy on a pod of the
 * offer's client (and lab, when it names one). Prices are whole cents, so no sum of them
 * ever rounds.
 */
export const OFFER_AGGREGATE = 'offer';

const Id = Type.String({ minLength: 1, maxLength: 128 });

/** What staff save about an offer, every time. */
const offer = {
  lab_id: Type.Union([Id, Type.Null()], { description: 'null: every lab of the client' }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  minutes: Type.Integer({ minimum: 1, maximum: 100_000 }),
  price_cents: Type.Integer({ minimum: 50, maximum: 100_000_00, description: 'USD cents' }),
  image_url: Type.Union([Type.String({ minLength: 1, maxLength: 2000 }), Type.Null()]),
  active: Type.Boolean(),
  position: Type.Integer({ minimum: 0, maximum: 10_000, description: 'the order players see, lowest first' }),
};

export const OfferCreated = defineEvent({
  type: 'OfferCreated',
  aggregate: OFFER_AGGREGATE,
  description:
    "A client admin (or a super admin) made an offer of paid time: minutes for a price in USD, for the client's pods or one lab's.",
  schema: Type.Object({ offer_id: Id, client_id: Id, ...offer }),
});

export const OfferEdited = defineEvent({
  type: 'OfferEdited',
  aggregate: OFFER_AGGREGATE,
  description: 'Staff saved the offer again: every field as it now is. Time already bought keeps its minutes.',
  schema: Type.Object(offer),
});

export const OfferDeleted = defineEvent({
  type: 'OfferDeleted',
  aggregate: OFFER_AGGREGATE,
  description: 'Staff deleted the offer: players no longer see it; payments made for it keep their record.',
  schema: Type.Object({}),
});

/** The offer event types, for the catalogue. */
export const OFFER_EVENTS = [OfferCreated, OfferEdited, OfferDeleted] as const;
