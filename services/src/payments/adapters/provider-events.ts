import type { GatewayIntent, GatewayWebhook } from './payment-gateway.ts';

/** A provider event as Stripe sends it to a webhook: its type, and the object it is about. */
export type ProviderEvent = {
  readonly id: string;
  readonly object?: 'event';
  readonly type: string;
  readonly data: { readonly object: Readonly<Record<string, unknown>> };
};

type Obj = Readonly<Record<string, unknown>>;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** An id field, given as the id or as the expanded object. */
const idOf = (v: unknown): string | null =>
  text(v) ?? (v !== null && typeof v === 'object' ? text((v as Obj).id) : null);
const cents = (v: unknown): number | null => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);

/** The intent events we act on; their status says what happened. */
const INTENT_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);
const DISPUTE_EVENTS: ReadonlySet<string> = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]);

function intentOf(o: Obj): GatewayIntent | null {
  const id = text(o.id);
  const amount = cents(o.amount);
  if (!id || amount === null) return null;
  return {
    id,
    client_secret: text(o.client_secret) ?? '',
    amount,
    currency: text(o.currency) ?? 'usd',
    status: text(o.status) ?? '',
    payment_method: idOf(o.payment_method),
    metadata: (o.metadata ?? {}) as Readonly<Record<string, string>>,
  };
}

/**
 * Reads a verified provider event we act on: an intent that succeeded, is processing, failed
 * or was canceled (`payment_intent.*`); a charge refunded in full or in part
 * (`charge.refunded`, with the charge's running total); a dispute opened, changed or closed
 * (`charge.dispute.*`). Null for anything else, or an object without the fields we need.
 */
export function webhookOf(event: { type?: unknown; data?: { object?: unknown } }): GatewayWebhook | null {
  const o = event.data?.object;
  const type = typeof event.type === 'string' ? event.type : '';
  if (!o || typeof o !== 'object') return null;
  const obj = o as Obj;
  if (INTENT_EVENTS.has(type)) {
    const intent = intentOf(obj);
    if (!intent) return null;
    const error = obj.last_payment_error as Obj | null | undefined;
    const message = text(error?.message) ?? (intent.status === 'canceled' ? 'The payment was canceled.' : '');
    return { type: 'intent', intent, message };
  }
  if (type === 'charge.refunded') {
    const intentId = idOf(obj.payment_intent);
    const chargeId = text(obj.id);
    const refunded = cents(obj.amount_refunded);
    if (!intentId || !chargeId || refunded === null) return null;
    return { type: 'refund', intent_id: intentId, charge_id: chargeId, refunded_cents: refunded };
  }
  if (DISPUTE_EVENTS.has(type)) {
    const intentId = idOf(obj.payment_intent);
    const disputeId = text(obj.id);
    const amount = cents(obj.amount);
    if (!intentId || !disputeId || amount === null) return null;
    return {
      type: 'dispute',
      intent_id: intentId,
      dispute: {
        dispute_id: disputeId,
        amount_cents: amount,
        status: text(obj.status) ?? '',
        reason: text(obj.reason) ?? '',
      },
    };
  }
  return null;
}
