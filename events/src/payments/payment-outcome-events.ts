import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { PAYMENT_AGGREGATE, PaymentId } from './payment-events.ts';

/**
 * What the provider reports of a paid intent afterwards: refunds, disputes, and a processing
 * payment that had been credited and then failed. Each says how many of the offer's minutes
 * it takes from (or gives back to) the player's paid time, so the balance is a sum of events.
 * The minutes taken back never add up to more than the payment credited, and may take the
 * balance below 0 when they were already played.
 */

const Minutes = (description: string) => Type.Integer({ minimum: 0, description });

export const PaymentRefunded = defineEvent({
  type: 'PaymentRefunded',
  aggregate: PAYMENT_AGGREGATE,
  description:
    "The provider refunded a paid intent, in full or in part: this refund's cents, the charge's refunds so far, and the minutes taken from the player's paid time (the offer's minutes in the share refunded, rounded up).",
  schema: Type.Object({
    intent_id: PaymentId,
    user_id: PaymentId,
    charge_id: PaymentId,
    amount_cents: Type.Integer({ minimum: 1, description: 'this refund' }),
    refunded_cents: Type.Integer({ minimum: 1, description: "the charge's refunds so far" }),
    minutes: Minutes('taken from paid time by this refund'),
  }),
});

export const PaymentDisputed = defineEvent({
  type: 'PaymentDisputed',
  aggregate: PAYMENT_AGGREGATE,
  description:
    "The cardholder disputed a paid intent with their bank (a chargeback): the provider holds the disputed amount, so its share of the offer's minutes is taken from the player's paid time until the dispute is won.",
  schema: Type.Object({
    intent_id: PaymentId,
    user_id: PaymentId,
    dispute_id: PaymentId,
    amount_cents: Type.Integer({ minimum: 0, description: 'the disputed amount' }),
    reason: Type.String({ maxLength: 64, description: "the provider's reason (fraudulent, product_not_received...)" }),
    minutes: Minutes('taken from paid time'),
  }),
});

export const PaymentDisputeClosed = defineEvent({
  type: 'PaymentDisputeClosed',
  aggregate: PAYMENT_AGGREGATE,
  description:
    'A dispute of a paid intent closed: won (or an inquiry closed without a chargeback) gives the minutes it took back; lost keeps them taken.',
  schema: Type.Object({
    intent_id: PaymentId,
    user_id: PaymentId,
    dispute_id: PaymentId,
    status: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "the provider's status: won, lost, warning_closed",
    }),
    minutes: Minutes('given back to paid time'),
  }),
});

export const PaymentReversed = defineEvent({
  type: 'PaymentReversed',
  aggregate: PAYMENT_AGGREGATE,
  description:
    'A payment credited while it was still processing (as PaymentSucceeded did before processing stopped counting as paid) failed afterwards: the minutes it still credited are taken back.',
  schema: Type.Object({
    intent_id: PaymentId,
    user_id: PaymentId,
    status: Type.String({ minLength: 1, maxLength: 64 }),
    message: Type.String({ maxLength: 500 }),
    minutes: Minutes('taken from paid time'),
  }),
});

/** The event types of what happens to a paid intent afterwards. */
export const PAYMENT_OUTCOME_EVENTS = [
  PaymentRefunded,
  PaymentDisputed,
  PaymentDisputeClosed,
  PaymentReversed,
] as const;
