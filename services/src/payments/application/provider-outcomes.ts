import { SYSTEM_ACTOR } from '@gamepod/events';
import type { GatewayWebhook } from '../adapters/payment-gateway.ts';
import type { PaymentCommand } from '../domain/payment-decider.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { decidePayment, paymentState } from './payment-records.ts';

/** What one provider event did: whether it changed the payment, and whether that was the credit. */
export type OutcomeResult = { readonly applied: boolean; readonly credited: boolean };

/** Provider statuses an intent's webhook settles; others (requires_action...) wait for the next word. */
const SETTLED_BY_WEBHOOK: ReadonlySet<string> = new Set([
  'succeeded',
  'processing',
  'requires_payment_method',
  'canceled',
]);

function commandOf(event: GatewayWebhook): PaymentCommand | null {
  switch (event.type) {
    case 'intent':
      if (!SETTLED_BY_WEBHOOK.has(event.intent.status)) return null;
      return {
        type: 'Settle',
        settlement: {
          status: event.intent.status,
          message: event.message || 'The payment failed.',
          via: 'webhook',
          payment_method: event.intent.payment_method,
          existing_method: false,
        },
      };
    case 'refund':
      return { type: 'Refund', charge_id: event.charge_id, refunded_cents: event.refunded_cents };
    case 'dispute':
      return { type: 'Dispute', dispute: event.dispute };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * What the provider later tells of one of our intents (by verified webhook, or from the local
 * gateway): it succeeded (the credit, once), is processing, failed, was refunded or disputed.
 * An intent that is not ours is ignored. Waits for the read models the screens show, so the
 * local gateway's refund call answers with what it changed.
 */
export async function applyProviderEvent(deps: PaymentDeps, event: GatewayWebhook): Promise<OutcomeResult> {
  const intentId = event.type === 'intent' ? event.intent.id : event.intent_id;
  const command = commandOf(event);
  if (!command || (await paymentState(deps, intentId)).status === 'none') return { applied: false, credited: false };
  const { events, appended, seq } = await decidePayment(deps, intentId, command, { actor: SYSTEM_ACTOR });
  if (appended) await deps.checkpoints.waitFor(['payments', 'time_balances'], seq);
  return { applied: appended, credited: events.some((e) => e.type === 'PaymentSucceeded') };
}
