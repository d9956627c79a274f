import { type AppendContext, NotFoundError, ValidationError } from '@gamepod/events';
import { type OfferTable, offerById, reusableIntentOf } from '@gamepod/projections';
import { type GatewayIntent, PaymentDeclined } from '../adapters/payment-gateway.ts';
import { centsOf } from '../domain/offer-form.ts';
import { customerOf } from './payment-customer.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { type Buyer, decidePayment, paymentState } from './payment-records.ts';

/** How long an unpaid intent is offered again for the same offer, instead of a new one. */
export const INTENT_REUSE_MS = 60 * 60_000;
/** Provider statuses of an intent that a card may still pay. */
const PAYABLE: ReadonlySet<string> = new Set(['requires_payment_method', 'requires_confirmation']);

/**
 * The buyer's open intent for this offer at this pod and price, made in the last hour, that
 * nothing has paid or refused and the provider still holds as payable; else null.
 */
async function reusableIntent(deps: PaymentDeps, buyer: Buyer, offer: OfferTable): Promise<GatewayIntent | null> {
  const row = await reusableIntentOf(deps.db, {
    userId: buyer.user_id,
    offerId: offer.offer_id,
    podId: buyer.pod.id,
    provider: deps.gateway.provider,
    amountCents: offer.price_cents,
    minutes: offer.minutes,
    since: new Date(deps.clock().getTime() - INTENT_REUSE_MS),
  });
  if (!row) return null;
  // the log, not the read model, says it is still open
  if ((await paymentState(deps, row.intent_id)).status !== 'open') return null;
  try {
    const intent = await deps.gateway.retrieveIntent(row.intent_id);
    return PAYABLE.has(intent.status) && intent.amount === offer.price_cents ? intent : null;
  } catch (error) {
    // the local gateway forgets its intents on a restart
    if (error instanceof PaymentDeclined) return null;
    throw error;
  }
}

/**
 * Opens a payment for an offer the buyer's pod shows: the provider's intent for its price,
 * recorded in the log. `amount` must be the price the player saw. An open intent of the same
 * player for the same offer is given again instead of a new one, so asking again and again
 * neither fills the log nor calls the provider to make intents.
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
  return deps.opening.run(`${buyer.user_id}:${offer.offer_id}`, async () => {
    const open = await reusableIntent(deps, buyer, offer);
    if (open) return open;
    const customer = await customerOf(deps, buyer.user_id);
    const intent = await deps.gateway.createIntent({
      amount: offer.price_cents,
      customer,
      metadata: { user_id: buyer.user_id, offer_id: offer.offer_id, pod_id: buyer.pod.id },
    });
    const { seq, appended } = await decidePayment(
      deps,
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
      context,
    );
    if (appended) await deps.checkpoints.waitFor(['payments'], seq);
    return intent;
  });
}
