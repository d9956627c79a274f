import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '@gamepod/events';
import {
  type CardInput,
  type GatewayIntent,
  type GatewayWebhook,
  PaymentDeclined,
  type PaymentGateway,
  type SavedMethod,
} from './payment-gateway.ts';
import { LIVE_CARD_IN_TEST_MODE, luhnValid, TEST_CARDS, type TestCardOutcome } from './test-cards.ts';

type Method = SavedMethod & { customer: string | null; outcome: TestCardOutcome };
type Intent = { -readonly [K in keyof GatewayIntent]: GatewayIntent[K] } & { customer: string; save: boolean };

const id = (prefix: string) => `${prefix}_local${randomBytes(12).toString('hex')}`;

/** The card checks Stripe makes when a card is entered; each refusal names the field. */
export function checkCard(card: CardInput, now: Date): void {
  const number = card.number.replace(/\s+/g, '');
  if (!luhnValid(number)) throw new PaymentDeclined('Your card number is incorrect.', 'incorrect_number', 'number');
  if (card.exp_month < 1 || card.exp_month > 12) {
    throw new PaymentDeclined("Your card's expiration month is invalid.", 'invalid_expiry_month', 'exp_month');
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const endOfMonth = Date.UTC(year, card.exp_month, 1);
  if (endOfMonth <= now.getTime()) {
    throw new PaymentDeclined("Your card's expiration year is in the past.", 'invalid_expiry_year', 'exp_year');
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    throw new PaymentDeclined("Your card's security code is invalid.", 'invalid_cvc', 'cvc');
}

/**
 * The payment gateway without a provider: intents and cards kept in this process, answering
 * Stripe's documented test cards as Stripe's test mode does (4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds) and declining
 * any other number. For development and tests; nothing is charged and a restart forgets it.
 * Its webhooks are signed like Stripe's with `webhookSecret`.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly publishableKey = null;
  readonly #intents = new Map<string, Intent>();
  readonly #methods = new Map<string, Method>();
  readonly #clock: () => Date;
  readonly #webhookSecret: string;

  constructor(opts: { clock?: () => Date; webhookSecret?: string } = {}) {
    this.#clock = opts.clock ?? (() => new Date());
    this.#webhookSecret = opts.webhookSecret ?? randomBytes(24).toString('hex');
  }

  async createCustomer(): Promise<string> {
    return id('cus');
  }

  async createIntent(input: { amount: number; customer: string; metadata: Readonly<Record<string, string>> }) {
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      amount: input.amount,
      currency: 'usd',
      status: 'requires_payment_method',
      payment_method: null,
      metadata: { ...input.metadata },
      customer: input.customer,
      save: false,
    };
    this.#intents.set(intentId, intent);
    return view(intent);
  }

  async retrieveIntent(intentId: string) {
    return view(this.#intent(intentId));
  }

  async setSaveCard(intentId: string, save: boolean) {
    this.#intent(intentId).save = save;
  }

  async confirmIntent(intentId: string, paymentMethod: string) {
    const intent = this.#intent(intentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      throw new PaymentDeclined(
        `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed again.`,
        'payment_intent_unexpected_state',
      );
    }
    const method = this.#methods.get(paymentMethod);
    if (!method || (method.customer !== null && method.customer !== intent.customer)) {
      throw new PaymentDeclined(`No such PaymentMethod: '${paymentMethod}'`, 'resource_missing', 'payment_method');
    }
    intent.payment_method = paymentMethod;
    if (method.outcome.kind === 'declines') {
      intent.status = 'requires_payment_method';
      throw new PaymentDeclined(method.outcome.message, method.outcome.code);
    }
    intent.status = 'succeeded';
    if (intent.save) method.customer = intent.customer;
    return view(intent);
  }

  async createMethod(card: CardInput) {
    checkCard(card, this.#clock());
    const number = card.number.replace(/\s+/g, '');
    const outcome: TestCardOutcome = TEST_CARDS[number] ?? {
      kind: 'declines',
      brand: 'unknown',
      code: 'card_declined',
      message: LIVE_CARD_IN_TEST_MODE,
    };
    const methodId = id('pm');
    this.#methods.set(methodId, {
      id: methodId,
      type: 'card',
      card: { brand: outcome.brand, last4: number.slice(-4) },
      customer: null,
      outcome,
    });
    return methodId;
  }

  async listMethods(customer: string) {
    return [...this.#methods.values()]
      .filter((m) => m.customer === customer)
      .map(({ id: methodId, type, card }) => ({ id: methodId, type, card }));
  }

  async methodOwner(methodId: string) {
    return this.#methods.get(methodId)?.customer ?? null;
  }

  async detachMethod(methodId: string) {
    const method = this.#methods.get(methodId);
    if (method) method.customer = null;
  }

  /** A webhook body and its Stripe-Signature header for an intent's current state, as Stripe would send it. */
  signedWebhook(intentId: string, type = 'payment_intent.succeeded'): { body: string; signature: string } {
    const body = JSON.stringify({ id: id('evt'), type, data: { object: view(this.#intent(intentId)) } });
    const t = Math.floor(this.#clock().getTime() / 1000);
    const v1 = createHmac('sha256', this.#webhookSecret).update(`${t}.${body}`).digest('hex');
    return { body, signature: `t=${t},v1=${v1}` };
  }

  readWebhook(rawBody: Buffer, signature: string): GatewayWebhook | null {
    const parts = new Map(signature.split(',').map((p) => p.split('=', 2) as [string, string]));
    const t = Number(parts.get('t'));
    const expected = createHmac('sha256', this.#webhookSecret)
      .update(`${t}.${rawBody.toString('utf8')}`)
      .digest();
    const given = Buffer.from(parts.get('v1') ?? '', 'hex');
    const fresh = Math.abs(this.#clock().getTime() / 1000 - t) <= 300;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ValidationError('Stripe-Signature: does not match the body', { field: 'stripe-signature' });
    }
    return webhookOf(JSON.parse(rawBody.toString('utf8')));
  }

  #intent(intentId: string): Intent {
    const intent = this.#intents.get(intentId);
    if (!intent)
      throw new PaymentDeclined(`No such payment_intent: '${intentId}'`, 'resource_missing', 'payment_intent');
    return intent;
  }
}

const view = (i: Intent): GatewayIntent => ({
  id: i.id,
  client_secret: i.client_secret,
  amount: i.amount,
  currency: i.currency,
  status: i.status,
  payment_method: i.payment_method,
  metadata: { ...i.metadata },
});

/** Reads a provider event we act on: an intent that succeeded or is processing. */
export function webhookOf(event: { type?: string; data?: { object?: unknown } }): GatewayWebhook | null {
  const o = event.data?.object as (Partial<GatewayIntent> & { object?: string }) | undefined;
  if (!o || typeof o.id !== 'string') return null;
  const intent: GatewayIntent = {
    id: o.id,
    client_secret: o.client_secret ?? '',
    amount: Number(o.amount ?? 0),
    currency: o.currency ?? 'usd',
    status: o.status ?? '',
    payment_method: typeof o.payment_method === 'string' ? o.payment_method : null,
    metadata: o.metadata ?? {},
  };
  if (event.type === 'payment_intent.succeeded') return { type: 'intent_succeeded', intent };
  if (event.type === 'payment_intent.processing') return { type: 'intent_processing', intent };
  return null;
}
