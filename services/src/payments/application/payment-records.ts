import { PAYMENT_UNSUCCESSFUL_KEY } from '@gamepod/contracts/http';
import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, GamepodError, NotFoundError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { type PaymentCommand, type PaymentState, paymentDecider } from '../domain/payment-decider.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The player buying, and the pod they buy on. */
export type Buyer = { readonly user_id: string; readonly pod: Pick<PodTable, 'id' | 'client_id' | 'lab_id'> };

/** A payment the provider did not take: the kiosk shows its key. */
export class PaymentUnsuccessful extends GamepodError {
  constructor(status: string) {
    super('payment_unsuccessful', 402, PAYMENT_UNSUCCESSFUL_KEY, { msg_key: PAYMENT_UNSUCCESSFUL_KEY, status });
  }
}

/** An intent's state, folded from the log. */
export async function paymentState(deps: Pick<PaymentDeps, 'store'>, intentId: string): Promise<PaymentState> {
  const { events } = await deps.store.read('payment', intentId);
  return events.reduce(
    (s, e) => paymentDecider.evolve(s, e as Parameters<typeof paymentDecider.evolve>[1]),
    paymentDecider.initialState(),
  );
}

/** The payment of `buyer`, or 404: another player's intent is no business of theirs. */
export async function ownPayment(deps: PaymentDeps, buyer: Buyer, intentId: string) {
  const state = await paymentState(deps, intentId);
  if (state.status === 'none' || state.intent.user_id !== buyer.user_id) {
    throw new NotFoundError('This payment does not exist', { field: 'payment_intent' });
  }
  return state;
}

/** Decides a command on the intent and appends what it decided. */
export function decidePayment(deps: PaymentDeps, intentId: string, command: PaymentCommand, context: AppendContext) {
  return handleCommand(deps.store, paymentDecider, intentId, command, { context, clock: deps.clock });
}
