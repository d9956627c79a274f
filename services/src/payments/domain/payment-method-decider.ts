import { type Decider, NotFoundError, PAYMENT_METHOD_AGGREGATE, PaymentMethodEntered } from '@gamepod/events';

type Entered = ReturnType<typeof PaymentMethodEntered.of>;

/** Whose card a payment method is: nobody's yet, or the player who entered it. */
export type PaymentMethodState = { readonly owner: string | null };

/**
 * `Enter`: the kiosk's card form made the method for `user_id`. `Use`: `user_id` pays with it;
 * a method we never saw (the provider's own card form made it) becomes theirs on first use.
 */
export type PaymentMethodCommand = {
  readonly type: 'Enter' | 'Use';
  readonly user_id: string;
  readonly provider: 'stripe' | 'local';
};

/**
 * A card belongs to the player who entered it (gp.evt.payment_method.<payment method id>): the
 * first entry wins, and anyone else who names it is refused as if it did not exist, before
 * the provider is asked.
 */
export const paymentMethodDecider: Decider<PaymentMethodCommand, PaymentMethodState, Entered> = {
  aggregate: PAYMENT_METHOD_AGGREGATE,
  initialState: () => ({ owner: null }),
  evolve: (state, event) => (state.owner === null ? { owner: event.data.user_id } : state),
  decide(command, state) {
    if (state.owner === command.user_id) return [];
    if (state.owner !== null) throw new NotFoundError('This card does not exist', { field: 'payment_method' });
    return [
      PaymentMethodEntered.of({
        user_id: command.user_id,
        provider: command.provider,
        via: command.type === 'Enter' ? 'card_form' : 'first_use',
      }),
    ];
  },
};
