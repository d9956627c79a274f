import Type, { type Static } from 'typebox';
import { Flag, KioskKeys, Nullable, Strict, WithToken } from '../fields.ts';
import { Empty, post } from '../route.ts';

// `/user/payment/…`: buying an offer of paid time by card, and the player's saved cards.

/** The key the kiosk shows for a payment that did not go through. */
export const PAYMENT_UNSUCCESSFUL_KEY = 'player-buytime-payment-unsuccessfull-error';

const IntentId = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_]+$',
  description: "the provider's intent id",
});
const MethodId = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_]+$',
  description: "the provider's payment method id",
});
const PlayerKeys = {
  ...KioskKeys,
  user_id: Type.Optional(Type.String({ maxLength: 128, description: 'not needed: the session says who asks' })),
};

/** A payment intent as the kiosk needs it: the browser SDK confirms with its client_secret. */
export const PaymentIntentDto = Type.Object({
  id: Type.String(),
  client_secret: Type.String(),
  amount: Type.Number({ description: 'USD' }),
  currency: Type.Literal('usd'),
  status: Type.String(),
});

export const SavedPaymentMethod = Type.Object({
  id: Type.String(),
  type: Type.Literal('card'),
  card: Type.Object({ brand: Type.String(), last4: Type.String() }),
});
export type SavedPaymentMethod = Static<typeof SavedPaymentMethod>;

export const CreateIntentBody = Strict({
  ...PlayerKeys,
  amount: Type.Number({ minimum: 0.5, maximum: 100_000, description: "the offer's usd_cost, as the player saw it" }),
  ids: Type.String({ minLength: 1, maxLength: 64, description: 'the offer being bought' }),
});

export const ConfirmIntentBody = Strict({
  ...PlayerKeys,
  payment_intent: IntentId,
  payment_method: MethodId,
  existing_method: Type.Optional(Flag),
});

/** The completed payment's record, and the balance it left. */
export const ConfirmedPayment = Type.Object({
  intent: Type.Object({ id: Type.String(), status: Type.String() }),
  payment: Type.Object({
    intent: Type.String(),
    offer: Type.String(),
    save_card: Flag,
    existing_method: Flag,
  }),
  time: Type.Integer({ description: 'minutes left after the credit' }),
});
export type ConfirmedPayment = Static<typeof ConfirmedPayment>;

export const UpdateSaveCardBody = Strict({
  ...PlayerKeys,
  payment_intent: IntentId,
  save_card: Type.Union([Flag, Type.Literal('0'), Type.Literal('1')]),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
});

export const DeleteMethodBody = Strict({ ...PlayerKeys, payment_method: MethodId });

export const CreateMethodBody = Strict({
  ...PlayerKeys,
  type: Type.Literal('card'),
  number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$', description: 'digits, spaces allowed' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 0, maximum: 2200, description: 'YY or YYYY' }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
});

export const MethodList = Type.Object({ methods: Type.Array(SavedPaymentMethod) });

/** Who takes the card: Stripe.js with its publishable key, or the kiosk's own card form. */
export const PaymentProvider = Type.Object({
  provider: Type.Union([Type.Literal('stripe'), Type.Literal('local')]),
  publishable_key: Type.Union([Type.String(), Type.Null()], {
    description: "Stripe.js's key; null: the kiosk's own card form sends the card to create_method",
  }),
});
export type PaymentProvider = Static<typeof PaymentProvider>;

/** How the kiosk takes a card on this server. */
export const userPaymentProvider = post('/user/payment/provider', {
  body: Strict(PlayerKeys),
  data: PaymentProvider,
});

/** Start buying an offer: the provider's intent for its price. */
export const userPaymentCreateIntent = post('/user/payment/create_intent', {
  body: CreateIntentBody,
  data: Type.Object({ intent: PaymentIntentDto }),
});

/** Pay the intent with a card (new or saved); its minutes are credited once. */
export const userPaymentConfirmIntent = post('/user/payment/confirm_intent', {
  body: ConfirmIntentBody,
  data: ConfirmedPayment,
});

/** The player's saved cards. */
export const userPaymentAvailableMethods = post('/user/payment/available_methods', {
  body: Strict(PlayerKeys),
  data: MethodList,
});

/** Keep (1) or not (0) the card that pays this intent for the next purchase. */
export const userPaymentUpdateSaveCard = post('/user/payment/update_save_card', {
  body: UpdateSaveCardBody,
  data: Empty,
});

/** Forget a saved card; the cards left. */
export const userPaymentDeleteMethod = post('/user/payment/delete_method', {
  body: DeleteMethodBody,
  data: Type.Object({ methods: Type.Array(SavedPaymentMethod), message: Type.String() }),
});

/** Enter a card in the kiosk's own card form (the local gateway's, or a provider that allows it). */
export const userPaymentCreateMethod = post('/user/payment/create_method', {
  body: CreateMethodBody,
  data: Type.Object({ pm: Type.Object({ id: Type.String() }) }),
});

/** The provider's webhook: its signature is checked on the raw body. */
export const paymentWebhook = post('/payment/webhook', {
  data: Type.Object({
    received: Type.Boolean(),
    credited: Type.Boolean({ description: "this event credited the intent's minutes" }),
    applied: Type.Boolean({ description: 'this event changed the payment (anything appended)' }),
  }),
});

/** What a local-mode refund or dispute step did to the payment. */
export const LocalPaymentOutcome = Type.Object({
  applied: Type.Boolean({ description: 'the payment changed' }),
  minutes_taken_back: Type.Integer({ description: "the payment's minutes now taken from the player's paid time" }),
});

/**
 * Local mode only (the local gateway, no Stripe key): refund a paid intent as an admin would
 * on the provider's dashboard. Its client's admins and super admins.
 */
export const paymentLocalRefund = post('/payment/local/refund', {
  body: Strict({
    ...WithToken,
    payment_intent: IntentId,
    amount: Type.Optional(
      Nullable(Type.Number({ minimum: 0.01, maximum: 100_000, description: 'USD; absent or null: what is left' })),
    ),
  }),
  data: LocalPaymentOutcome,
});

/** Local mode only: a dispute of a paid intent opens (needs_response), or its open one closes won or lost. */
export const paymentLocalDispute = post('/payment/local/dispute', {
  body: Strict({
    ...WithToken,
    payment_intent: IntentId,
    status: Type.Union([Type.Literal('needs_response'), Type.Literal('won'), Type.Literal('lost')]),
  }),
  data: LocalPaymentOutcome,
});
