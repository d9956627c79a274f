import {
  type Decider,
  NotFoundError,
  PaymentCardSaveChosen,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentProcessing,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
} from '@gamepod/events';
import {
  evolvePayment,
  initialPaymentState,
  type KnownPayment,
  minutesOfCents,
  minutesTakenBack,
  type PaymentEvent,
  type PaymentIntentFacts,
  type PaymentState,
} from './payment-state.ts';

export type { PaymentEvent, PaymentIntentFacts, PaymentState } from './payment-state.ts';

/** What the provider said of the intent, from a confirm or a webhook. */
export type Settlement = {
  readonly status: string;
  readonly message: string;
  readonly via: 'confirm' | 'webhook';
  readonly payment_method: string | null;
  readonly existing_method: boolean;
};

/** A dispute as the provider reports it, opened or closed. */
export type DisputeReport = {
  readonly dispute_id: string;
  readonly amount_cents: number;
  readonly status: string;
  readonly reason: string;
};

export type PaymentCommand =
  | { readonly type: 'Open'; readonly intent: PaymentIntentFacts }
  | { readonly type: 'ChooseSaveCard'; readonly save_card: boolean }
  | { readonly type: 'Settle'; readonly settlement: Settlement }
  /** The charge's refunds add up to `refunded_cents` (the provider's running total). */
  | { readonly type: 'Refund'; readonly charge_id: string; readonly refunded_cents: number }
  | { readonly type: 'Dispute'; readonly dispute: DisputeReport };

const NOT_FOUND = () => new NotFoundError('This payment does not exist', { field: 'payment_intent' });
/** The statuses a failed payment goes back to at the provider. */
const FAILED_AFTER_PROCESSING: ReadonlySet<string> = new Set(['requires_payment_method', 'canceled']);
/** Dispute statuses that close it, and those of them that give the minutes back. */
const DISPUTE_CLOSED: ReadonlySet<string> = new Set(['won', 'lost', 'warning_closed']);
const DISPUTE_GIVES_BACK: ReadonlySet<string> = new Set(['won', 'warning_closed']);

function settle(state: KnownPayment, s: Settlement): PaymentEvent[] {
  const { intent } = state;
  const who = { intent_id: intent.intent_id, user_id: intent.user_id };
  const how = { via: s.via, payment_method: s.payment_method, existing_method: s.existing_method };
  if (s.status === 'succeeded') {
    if (state.status === 'paid') return [];
    return [
      PaymentSucceeded.of({
        ...who,
        offer_id: intent.offer_id,
        minutes: intent.minutes,
        amount_cents: intent.amount_cents,
        status: 'succeeded',
        ...how,
      }),
    ];
  }
  if (s.status === 'processing') {
    return state.status === 'open' || state.status === 'failed' ? [PaymentProcessing.of({ ...who, ...how })] : [];
  }
  const message = s.message.slice(0, 500);
  if (state.status === 'paid') {
    // a settled payment is taken back only by refunds and disputes, but one credited while
    // processing was not settled, and failing takes back what it still credits
    if (!state.credited_processing || !FAILED_AFTER_PROCESSING.has(s.status)) return [];
    const minutes = Math.max(0, intent.minutes - minutesTakenBack(state));
    return [PaymentReversed.of({ ...who, status: s.status, message, minutes })];
  }
  if (state.status === 'failed' && state.failure === s.status) return [];
  return [PaymentFailed.of({ intent_id: intent.intent_id, status: s.status, message })];
}

/** What may still be taken back: never more than the payment credited. */
const room = (state: KnownPayment) => Math.max(0, state.intent.minutes - minutesTakenBack(state));

function refund(state: KnownPayment, chargeId: string, refundedCents: number): PaymentEvent[] {
  const { intent } = state;
  const total = Math.min(refundedCents, intent.amount_cents);
  // nothing was credited, or this total was already counted (a replayed or late webhook)
  if (state.status !== 'paid' || total <= state.refunded_cents) return [];
  const minutes = Math.min(room(state), Math.max(0, minutesOfCents(intent, total) - state.refund_minutes));
  return [
    PaymentRefunded.of({
      intent_id: intent.intent_id,
      user_id: intent.user_id,
      charge_id: chargeId,
      amount_cents: total - state.refunded_cents,
      refunded_cents: total,
      minutes,
    }),
  ];
}

function dispute(state: KnownPayment, d: DisputeReport): PaymentEvent[] {
  if (state.status !== 'paid') return [];
  const { intent } = state;
  const who = { intent_id: intent.intent_id, user_id: intent.user_id, dispute_id: d.dispute_id };
  const known = state.disputes[d.dispute_id];
  const closed = DISPUTE_CLOSED.has(d.status);
  const givesBack = DISPUTE_GIVES_BACK.has(d.status);
  if (!known) {
    // won before we heard it open: nothing was ever taken
    if (givesBack) return [];
    const minutes = Math.min(room(state), minutesOfCents(intent, d.amount_cents));
    const opened = PaymentDisputed.of({ ...who, amount_cents: d.amount_cents, reason: d.reason.slice(0, 64), minutes });
    return closed ? [opened, PaymentDisputeClosed.of({ ...who, status: d.status, minutes: 0 })] : [opened];
  }
  if (!known.open || !closed) return [];
  return [PaymentDisputeClosed.of({ ...who, status: d.status, minutes: givesBack ? known.minutes : 0 })];
}

/**
 * One card payment for paid time (gp.evt.payment.<intent id>). Its minutes are credited once,
 * and only when the provider says it succeeded: the first such settlement appends
 * PaymentSucceeded, and every later one (a second confirm, a replayed webhook, both at once)
 * finds the intent paid and appends nothing. Processing credits nothing until it succeeds or
 * fails. A refusal is recorded while the intent is unpaid, so the player may try another card.
 * Refunds and disputes of a paid intent take back their share of its minutes (rounded up,
 * never more than it credited); a dispute won gives its share back. The provider's running
 * totals and dispute ids make a replayed or late webhook append nothing.
 */
export const paymentDecider: Decider<PaymentCommand, PaymentState, PaymentEvent> = {
  aggregate: 'payment',
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide(command, state) {
    if (command.type === 'Open') {
      // the provider's intent id is fresh: a state here is a retry of this very open
      return state.status === 'none' ? [PaymentIntentCreated.of(command.intent)] : [];
    }
    if (state.status === 'none') throw NOT_FOUND();
    switch (command.type) {
      case 'ChooseSaveCard':
        if (state.status === 'paid' || state.status === 'processing' || state.save_card === command.save_card)
          return [];
        return [PaymentCardSaveChosen.of({ save_card: command.save_card })];
      case 'Settle':
        return settle(state, command.settlement);
      case 'Refund':
        return refund(state, command.charge_id, command.refunded_cents);
      case 'Dispute':
        return dispute(state, command.dispute);
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
