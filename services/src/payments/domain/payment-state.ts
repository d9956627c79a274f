import type {
  EventData,
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

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type PaymentEvent =
  | Of<typeof PaymentIntentCreated>
  | Of<typeof PaymentCardSaveChosen>
  | Of<typeof PaymentProcessing>
  | Of<typeof PaymentSucceeded>
  | Of<typeof PaymentFailed>
  | Of<typeof PaymentRefunded>
  | Of<typeof PaymentDisputed>
  | Of<typeof PaymentDisputeClosed>
  | Of<typeof PaymentReversed>;

export type PaymentIntentFacts = EventData<typeof PaymentIntentCreated>;

/** A dispute's hold on the payment's minutes: kept while it is open and when it is lost. */
export type DisputeHold = { readonly open: boolean; readonly minutes: number };

/**
 * Where an intent stands: open (waiting for a card; `failure` is the last refusal's status),
 * processing (taken, not settled: nothing credited), paid (its minutes credited), or failed
 * (refused or failed after processing; another card may still pay it).
 */
export type PaymentState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open' | 'processing' | 'paid' | 'failed';
      readonly intent: PaymentIntentFacts;
      readonly save_card: boolean;
      readonly failure: string | null;
      /** Credited as PaymentSucceeded 'processing' (the old rule): a later failure takes it back. */
      readonly credited_processing: boolean;
      /** The charge's refunds so far, and the minutes they took. */
      readonly refunded_cents: number;
      readonly refund_minutes: number;
      readonly disputes: Readonly<Record<string, DisputeHold>>;
    };

export type KnownPayment = Exclude<PaymentState, { status: 'none' }>;

/** The minutes refunds and disputes now hold back from what the payment credited. */
export function minutesTakenBack(state: KnownPayment): number {
  return state.refund_minutes + Object.values(state.disputes).reduce((sum, d) => sum + d.minutes, 0);
}

/** The offer's minutes in `cents` of the price, rounded up: a refund never leaves a part-minute paid for nothing. */
export function minutesOfCents(intent: PaymentIntentFacts, cents: number): number {
  return Math.ceil((intent.minutes * Math.min(cents, intent.amount_cents)) / intent.amount_cents);
}

export const initialPaymentState = (): PaymentState => ({ status: 'none' });

/** Folds one payment event. */
export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  if (event.type === 'PaymentIntentCreated') {
    return {
      status: 'open',
      intent: event.data,
      save_card: false,
      failure: null,
      credited_processing: false,
      refunded_cents: 0,
      refund_minutes: 0,
      disputes: {},
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentCardSaveChosen':
      return { ...state, save_card: event.data.save_card };
    case 'PaymentProcessing':
      return { ...state, status: 'processing' };
    case 'PaymentSucceeded':
      return { ...state, status: 'paid', credited_processing: event.data.status === 'processing' };
    case 'PaymentFailed':
      return { ...state, status: 'failed', failure: event.data.status };
    case 'PaymentReversed':
      return { ...state, status: 'failed', failure: event.data.status, credited_processing: false };
    case 'PaymentRefunded':
      return {
        ...state,
        refunded_cents: event.data.refunded_cents,
        refund_minutes: state.refund_minutes + event.data.minutes,
      };
    case 'PaymentDisputed':
      return {
        ...state,
        disputes: { ...state.disputes, [event.data.dispute_id]: { open: true, minutes: event.data.minutes } },
      };
    case 'PaymentDisputeClosed': {
      const held = state.disputes[event.data.dispute_id]?.minutes ?? 0;
      return {
        ...state,
        disputes: {
          ...state.disputes,
          [event.data.dispute_id]: { open: false, minutes: Math.max(0, held - event.data.minutes) },
        },
      };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
