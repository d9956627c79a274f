import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/**
 * Card payments for paid time, one subject per payment intent (`gp.evt.payment.<intent id>`,
 * the provider's id). The intent's subject is the claim on it: PaymentSucceeded is appended
 * with the subject's expected sequence, so however many confirms and webhooks race, one
 * lands and the others find it there. Amounts are whole cents.
 */
export const PAYMENT_AGGREGATE = 'payment';

/** An id of ours or the provider's (intents, users, charges, disputes). */
export const PaymentId = Type.String({ minLength: 1, maxLength: 128 });
const Id = PaymentId;
const nullable = <S extends ReturnType<typeof Type.String>>(s: S) => Type.Union([s, Type.Null()]);
/** Who told us: the kiosk's confirm call, or the provider's webhook. */
const Via = Type.Union([Type.Literal('confirm'), Type.Literal('webhook')]);

/** Who carries the payment: Stripe, or the local gateway that stands in for it without a key. */
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;

export const PaymentIntentCreated = defineEvent({
  type: 'PaymentIntentCreated',
  aggregate: PAYMENT_AGGREGATE,
  description:
    "A player on a pod started buying an offer: the provider made a payment intent for the offer's price. Nothing is credited yet.",
  schema: Type.Object({
    intent_id: Id,
    provider: Type.Enum([...PAYMENT_PROVIDERS]),
    user_id: Id,
    client_id: Id,
    lab_id: Id,
    pod_id: Id,
    offer_id: Id,
    offer_name: Type.String({ minLength: 1, maxLength: 100 }),
    minutes: Type.Integer({ minimum: 1 }),
    amount_cents: Type.Integer({ minimum: 1 }),
    currency: Type.Literal('usd'),
  }),
});

export const PaymentCardSaveChosen = defineEvent({
  type: 'PaymentCardSaveChosen',
  aggregate: PAYMENT_AGGREGATE,
  description: 'The player chose whether the card of this payment is kept for the next purchase.',
  schema: Type.Object({ save_card: Type.Boolean() }),
});

export const PaymentProcessing = defineEvent({
  type: 'PaymentProcessing',
  aggregate: PAYMENT_AGGREGATE,
  description:
    'The provider took the payment but has not settled it (status processing): nothing is credited until it succeeds (PaymentSucceeded) or fails (PaymentFailed).',
  schema: Type.Object({
    intent_id: Id,
    user_id: Id,
    via: Via,
    payment_method: nullable(Type.String({ maxLength: 128 })),
    existing_method: Type.Boolean({ description: 'paid with a card saved before' }),
  }),
});

export const PaymentSucceeded = defineEvent({
  type: 'PaymentSucceeded',
  aggregate: PAYMENT_AGGREGATE,
  description:
    "The provider reported the intent succeeded: the offer's minutes are credited to the player, once per intent, whether the kiosk's confirm or the provider's webhook told us first. Status 'processing' is only in events appended before a processing payment stopped counting as paid (such a credit is taken back by PaymentReversed if the payment fails).",
  schema: Type.Object({
    intent_id: Id,
    user_id: Id,
    offer_id: Id,
    minutes: Type.Integer({ minimum: 1 }),
    amount_cents: Type.Integer({ minimum: 1 }),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('processing')]),
    via: Via,
    payment_method: nullable(Type.String({ maxLength: 128 })),
    existing_method: Type.Boolean({ description: 'paid with a card saved before' }),
  }),
});

export const PaymentFailed = defineEvent({
  type: 'PaymentFailed',
  aggregate: PAYMENT_AGGREGATE,
  description:
    "The provider refused the payment (a declined card, too little money), or a processing payment failed: the provider's status and message. Nothing had been credited.",
  schema: Type.Object({
    intent_id: Id,
    status: Type.String({ minLength: 1, maxLength: 64 }),
    message: Type.String({ maxLength: 500 }),
  }),
});

export const PaymentCustomerLinked = defineEvent({
  type: 'PaymentCustomerLinked',
  aggregate: 'payment_customer',
  description:
    "A player's first purchase made them a customer of the payment provider (`gp.evt.payment_customer.<user id>`): the customer holds the cards they save. The first link wins.",
  schema: Type.Object({ provider: Type.Enum([...PAYMENT_PROVIDERS]), customer_id: Id }),
});

/** The payment event types of an intent's way to being paid, and the customer link. */
export const PAYMENT_INTENT_EVENTS = [
  PaymentIntentCreated,
  PaymentCardSaveChosen,
  PaymentProcessing,
  PaymentSucceeded,
  PaymentFailed,
  PaymentCustomerLinked,
] as const;
