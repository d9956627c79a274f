import { PAYMENT_UNSUCCESSFUL_KEY } from '@gamepod/contracts/http';
import {
  type AppendContext,
  GamepodError,
  handleCommand,
  NotFoundError,
  SYSTEM_ACTOR,
  ValidationError,
} from '@gamepod/events';
import { offerById, type PodTable } from '@gamepod/projections';
import { centsOf } from '../../domain/offer/offer-form.ts';
import { type PaymentState, paymentDecider, type Settlement } from '../../domain/payment/payment-decider.ts';
import { type GatewayIntent, PAID_STATUSES, PaymentDeclined } from '../../payments/payment-gateway.ts';
import { paidMinutesLeft } from '../paid-time/paid-time-left.ts';
import { customerOf } from './payment-customer.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The player buying, and the pod they buy on. */
export type Buyer = { readonly user_id: string; readonly pod: Pick<PodTable, 'id' | 'client_id' | 'lab_id'> };

/** A payment the provider did not take: the kiosk shows its key. */
export class PaymentUnsuccessful extends GamepodError {
  constructor(status: string) {
    super('payment_unsuccessful', 402, PAYMENT_UNSUCCESSFUL_KEY, { msg_key: PAYMENT_UNSUCCESSFUL_KEY, status });
  }
}

const NO_PAYMENT = () => new NotFoundError('This payment does not exist', { field: 'payment_intent' });

async function paymentState(deps: Pick<PaymentDeps, 'store'>, intentId: string): Promise<PaymentState> {
  const { events } = await deps.store.read('payment', intentId);
  return events.reduce(
    (s, e) => paymentDecider.evolve(s, e as Parameters<typeof paymentDecider.evolve>[1]),
    paymentDecider.initialState(),
  );
}

/** The open payment of `buyer`, or 404: another player's intent is no business of theirs. */
async function ownPayment(deps: PaymentDeps, buyer: Buyer, intentId: string) {
  const state = await paymentState(deps, intentId);
  if (state.status === 'none' || state.intent.user_id !== buyer.user_id) throw NO_PAYMENT();
  return state;
}

/**
 * Opens a payment for an offer the buyer's pod shows: the provider's intent for its price,
 * recorded in the log. `amount` must be the price the player saw.
 *
 * @throws 404 (field ids) for an offer the pod does not show, 400 (field amount) for another price.
 */
export async function openPayment(
  deps: PaymentDeps,
  buyer: Buyer,
  input: { readonly offerId: string; readonly amount: number },
  context: AppendContext,
): Promise<GatewayIntent> {
  const offer = await offerById(deps.db, input.offerId);
  const shown =
    offer?.active &&
    offer.client_id === buyer.pod.client_id &&
    (offer.lab_id === null || offer.lab_id === buyer.pod.lab_id);
  if (!offer || !shown) throw new NotFoundError('This offer does not exist', { field: 'ids' });
  if (centsOf(input.amount, 'amount') !== offer.price_cents) {
    throw new ValidationError("amount: does not match the offer's price", { field: 'amount' });
  }
  const customer = await customerOf(deps, buyer.user_id);
  const intent = await deps.gateway.createIntent({
    amount: offer.price_cents,
    customer,
    metadata: { user_id: buyer.user_id, offer_id: offer.offer_id, pod_id: buyer.pod.id },
  });
  const { seq, appended } = await handleCommand(
    deps.store,
    paymentDecider,
    intent.id,
    {
      type: 'Open',
      intent: {
        intent_id: intent.id,
        provider: deps.gateway.provider,
        user_id: buyer.user_id,
        client_id: buyer.pod.client_id,
        lab_id: buyer.pod.lab_id,
        pod_id: buyer.pod.id,
        offer_id: offer.offer_id,
        offer_name: offer.name,
        minutes: offer.minutes,
        amount_cents: offer.price_cents,
        currency: 'usd',
      },
    },
    { context, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['payments'], seq);
  return intent;
}

/** Records whether the card that pays the intent is kept, with the provider and in the log. */
export async function chooseSaveCard(
  deps: PaymentDeps,
  buyer: Buyer,
  input: { readonly intentId: string; readonly save: boolean },
  context: AppendContext,
): Promise<void> {
  const state = await ownPayment(deps, buyer, input.intentId);
  if (state.status === 'paid') return;
  await deps.gateway.setSaveCard(input.intentId, input.save);
  await handleCommand(
    deps.store,
    paymentDecider,
    input.intentId,
    { type: 'ChooseSaveCard', save_card: input.save },
    {
      context,
      clock: deps.clock,
    },
  );
}

/** Appends what the provider said of the intent: the credit, once, or the refusal. */
async function settle(deps: PaymentDeps, intentId: string, settlement: Settlement, context: AppendContext) {
  return handleCommand(
    deps.store,
    paymentDecider,
    intentId,
    { type: 'Settle', settlement },
    { context, clock: deps.clock },
  );
}

/**
 * Pays the buyer's intent with a card (a new one, or one they saved). Succeeded or processing
 * credits the offer's minutes, once however often it is confirmed; anything else is a refusal.
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
  if (input.existing) {
    const customer = await customerOf(deps, buyer.user_id);
    if ((await deps.gateway.methodOwner(input.methodId)) !== customer) {
      throw new NotFoundError('This card is not saved', { field: 'payment_method' });
    }
  }
  let intent: GatewayIntent;
  if (state.status === 'paid') intent = await deps.gateway.retrieveIntent(input.intentId);
  else {
    try {
      intent = await deps.gateway.confirmIntent(input.intentId, input.methodId);
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      // a confirm that lost a race with another finds the intent already paid
      const now = await deps.gateway.retrieveIntent(input.intentId);
      if (!PAID_STATUSES.has(now.status)) {
        const declined = { status: 'requires_payment_method', message: error.message, via: 'confirm' as const };
        await settle(
          deps,
          input.intentId,
          { ...declined, payment_method: input.methodId, existing_method: input.existing },
          context,
        );
        throw error;
      }
      intent = now;
    }
  }
  const { seq } = await settle(
    deps,
    input.intentId,
    {
      status: intent.status,
      message: '',
      via: 'confirm',
      payment_method: intent.payment_method,
      existing_method: input.existing,
    },
    context,
  );
  if (!PAID_STATUSES.has(intent.status)) throw new PaymentUnsuccessful(intent.status);
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

/**
 * A verified webhook of an intent that succeeded or is processing: credits it, once, if it is
 * one of ours. Says whether this call credited it.
 */
export async function settleFromWebhook(deps: PaymentDeps, intent: GatewayIntent): Promise<boolean> {
  const state = await paymentState(deps, intent.id);
  if (state.status === 'none' || !PAID_STATUSES.has(intent.status)) return false;
  const { appended } = await settle(
    deps,
    intent.id,
    {
      status: intent.status,
      message: '',
      via: 'webhook',
      payment_method: intent.payment_method,
      existing_method: false,
    },
    { actor: SYSTEM_ACTOR },
  );
  return appended;
}

/** The buyer's saved cards. */
export async function savedMethods(deps: PaymentDeps, userId: string) {
  return deps.gateway.listMethods(await customerOf(deps, userId));
}

/** Forgets one of the buyer's saved cards; 404 for a card that is not theirs. */
export async function forgetMethod(deps: PaymentDeps, userId: string, methodId: string) {
  const customer = await customerOf(deps, userId);
  if ((await deps.gateway.methodOwner(methodId)) !== customer) {
    throw new NotFoundError('This card is not saved', { field: 'payment_method' });
  }
  await deps.gateway.detachMethod(methodId);
  return deps.gateway.listMethods(customer);
}
