import type { AppendContext } from '@gamepod/events';
import { ACCEPTED_STATUSES, type GatewayIntent, PaymentDeclined } from '../adapters/payment-gateway.ts';
import type { Settlement } from '../domain/payment-decider.ts';
import { paidMinutesLeft } from './paid-time-left.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { assertMethodUsable } from './payment-methods.ts';
import { type Buyer, decidePayment, ownPayment, PaymentUnsuccessful } from './payment-records.ts';

/** Records whether the card that pays the intent is kept, with the provider and in the log. */
export async function chooseSaveCard(
  deps: PaymentDeps,
  buyer: Buyer,
  input: { readonly intentId: string; readonly save: boolean },
  context: AppendContext,
): Promise<void> {
  const state = await ownPayment(deps, buyer, input.intentId);
  if (state.status === 'paid' || state.status === 'processing') return;
  await deps.gateway.setSaveCard(input.intentId, input.save);
  await decidePayment(deps, input.intentId, { type: 'ChooseSaveCard', save_card: input.save }, context);
}

/** What the provider says of the intent after this confirm: its answer, or its state when the card was refused. */
async function confirmAtProvider(
  deps: PaymentDeps,
  input: { readonly intentId: string; readonly methodId: string; readonly existing: boolean },
  context: AppendContext,
): Promise<GatewayIntent> {
  try {
    return await deps.gateway.confirmIntent(input.intentId, input.methodId);
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) throw error;
    // a confirm that lost a race with another finds the intent already taken
    const now = await deps.gateway.retrieveIntent(input.intentId);
    if (ACCEPTED_STATUSES.has(now.status)) return now;
    const refusal: Settlement = {
      status: 'requires_payment_method',
      message: error.message,
      via: 'confirm',
      payment_method: input.methodId,
      existing_method: input.existing,
    };
    await decidePayment(deps, input.intentId, { type: 'Settle', settlement: refusal }, context);
    throw error;
  }
}

/**
 * Pays the buyer's intent with a card (a new one they entered, or one they saved). Succeeded
 * credits the offer's minutes, once however often it is confirmed; processing is taken but
 * credits nothing until the provider says it succeeded; anything else is a refusal. A card
 * another player entered is refused before the provider is asked.
 *
 * @returns the intent's status, whether the card is saved, and the minutes now left
 * @throws PaymentDeclined (402, the provider's own message) for a refused card,
 *   PaymentUnsuccessful (402, the unsuccessful key) for any other status, 404 for another's intent or card.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  buyer: Buyer,
  input: { readonly intentId: string; readonly methodId: string; readonly existing: boolean },
  context: AppendContext,
) {
  const state = await ownPayment(deps, buyer, input.intentId);
  await assertMethodUsable(deps, buyer.user_id, input.methodId, input.existing, context);
  // taken already: the provider's word now, without confirming again
  const taken = state.status === 'paid' || state.status === 'processing';
  const intent = taken
    ? await deps.gateway.retrieveIntent(input.intentId)
    : await confirmAtProvider(deps, input, context);
  const settlement: Settlement = {
    status: intent.status,
    message: '',
    via: 'confirm',
    payment_method: intent.payment_method,
    existing_method: input.existing,
  };
  const { seq } = await decidePayment(deps, input.intentId, { type: 'Settle', settlement }, context);
  if (!ACCEPTED_STATUSES.has(intent.status)) throw new PaymentUnsuccessful(intent.status);
  await deps.checkpoints.waitFor(['time_balances', 'payments'], seq);
  return {
    intent: { id: intent.id, status: intent.status },
    payment: {
      intent: intent.id,
      offer: state.intent.offer_id,
      save_card: state.save_card ? (1 as const) : (0 as const),
      existing_method: input.existing ? (1 as const) : (0 as const),
    },
    time: await paidMinutesLeft(deps.db, buyer.user_id, deps.clock()),
  };
}
