import {
  type Decider,
  type EventData,
  NotFoundError,
  PaymentCardSaveChosen,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentSucceeded,
} from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type PaymentEvent =
  | Of<typeof PaymentIntentCreated>
  | Of<typeof PaymentCardSaveChosen>
  | Of<typeof PaymentSucceeded>
  | Of<typeof PaymentFailed>;

export type PaymentIntentFacts = EventData<typeof PaymentIntentCreated>;

export type PaymentState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open' | 'paid' | 'failed';
      readonly intent: PaymentIntentFacts;
      readonly save_card: boolean;
      readonly failure: string | null;
    };

/** What the provider said of the intent, from a confirm or a webhook. */
export type Settlement = {
  readonly status: string;
  readonly message: string;
  readonly via: 'confirm' | 'webhook';
  readonly payment_method: string | null;
  readonly existing_method: boolean;
};

export type PaymentCommand =
  | { readonly type: 'Open'; readonly intent: PaymentIntentFacts }
  | { readonly type: 'ChooseSaveCard'; readonly save_card: boolean }
  | { readonly type: 'Settle'; readonly settlement: Settlement };

const PAID: ReadonlySet<string> = new Set(['succeeded', 'processing']);
const NOT_FOUND = () => new NotFoundError('This payment does not exist', { field: 'payment_intent' });

/**
 * One card payment for paid time (gp.evt.payment.<intent id>). Its minutes are credited once:
 * the first settlement as succeeded or processing appends PaymentSucceeded, and every later
 * one (a second confirm, a replayed webhook, both at once) finds the intent paid and appends
 * nothing. A refusal is recorded while the intent is open, so the player may try another card.
 */
export const paymentDecider: Decider<PaymentCommand, PaymentState, PaymentEvent> = {
  aggregate: 'payment',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentIntentCreated':
        return { status: 'open', intent: event.data, save_card: false, failure: null };
      case 'PaymentCardSaveChosen':
        return state.status === 'none' ? state : { ...state, save_card: event.data.save_card };
      case 'PaymentSucceeded':
        return state.status === 'none' ? state : { ...state, status: 'paid' };
      case 'PaymentFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed', failure: event.data.status };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Open':
        // the provider's intent id is fresh: a state here is a retry of this very open
        return state.status === 'none' ? [PaymentIntentCreated.of(command.intent)] : [];
      case 'ChooseSaveCard':
        if (state.status === 'none') throw NOT_FOUND();
        if (state.status === 'paid' || state.save_card === command.save_card) return [];
        return [PaymentCardSaveChosen.of({ save_card: command.save_card })];
      case 'Settle': {
        if (state.status === 'none') throw NOT_FOUND();
        if (state.status === 'paid') return [];
        const s = command.settlement;
        const { intent } = state;
        if (PAID.has(s.status)) {
          return [
            PaymentSucceeded.of({
              intent_id: intent.intent_id,
              user_id: intent.user_id,
              offer_id: intent.offer_id,
              minutes: intent.minutes,
              amount_cents: intent.amount_cents,
              status: s.status as 'succeeded' | 'processing',
              via: s.via,
              payment_method: s.payment_method,
              existing_method: s.existing_method,
            }),
          ];
        }
        if (state.status === 'failed' && state.failure === s.status) return [];
        return [PaymentFailed.of({ intent_id: intent.intent_id, status: s.status, message: s.message.slice(0, 500) })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
