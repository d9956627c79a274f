import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { PAYMENT_PROVIDERS, PaymentId } from './payment-events.ts';

/** A card's payment method at the provider (`gp.evt.payment_method.<payment method id>`). */
export const PAYMENT_METHOD_AGGREGATE = 'payment_method';

export const PaymentMethodEntered = defineEvent({
  type: 'PaymentMethodEntered',
  aggregate: PAYMENT_METHOD_AGGREGATE,
  description:
    "A player entered this card: the kiosk's card form made its payment method through us, or (a card the provider's own form took) it was first used by this player. Only this player may pay with it; the first entry wins.",
  schema: Type.Object({
    user_id: PaymentId,
    provider: Type.Enum([...PAYMENT_PROVIDERS]),
    via: Type.Union([Type.Literal('card_form'), Type.Literal('first_use')]),
  }),
});

export const PAYMENT_METHOD_EVENTS = [PaymentMethodEntered] as const;
