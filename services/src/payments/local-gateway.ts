import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '@gamepod/events';
import { type LocalGatewayRecords, type LocalIntent, MemoryGatewayRecords } from './local-gateway-records.ts';
import {
  type CardInput,
  type GatewayIntent,
  type GatewayWebhook,
  PaymentDeclined,
  type PaymentGateway,
} from './payment-gateway.ts';
import { LIVE_CARD_IN_TEST_MODE, luhnValid, TEST_CARDS, type TestCardOutcome } from './test-cards.ts';

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
 * The payment gateway without a provider: intents and cards kept in `records` (this process
 * by default; a KV bucket every services instance shares, as `gatewayFromEnv` makes it, so a
 * purchase whose calls reach different instances behind a load balancer works), answering
 * Stripe's documented test cards as Stripe's test mode does (4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds) and declining
 * any other number. For development, demos and tests; nothing is charged. Its webhooks are
 * signed like Stripe's with `webhookSecret`.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly publishableKey = null;
  readonly #records: LocalGatewayRecords;
  readonly #clock: () => Date;
  readonly #webhookSecret: string;

  constructor(opts: { clock?: () => Date; webhookSecret?: string; records?: LocalGatewayRecords } = {}) {
    this.#records = opts.records ?? new MemoryGatewayRecords();
    this.#clock = opts.clock ?? (() => new Date());
    this.#webhookSecret = opts.webhookSecret ?? randomBytes(24).toString('hex');
  }

  async createCustomer(): Promise<string> {
    return id('cus');
  }

  async createIntent(input: { amount: number; customer: string; metadata: Readonly<Record<string, string>> }) {
    const intentId = id('pi');
    const intent: LocalIntent = {
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
    await this.#records.putIntent(intent);
    return view(intent);
  }

  async retrieveIntent(intentId: string) {
    return view(await this.#intent(intentId));
  }

  async setSaveCard(intentId: string, save: boolean) {
    if (!(await this.#records.updateIntent(intentId, (intent) => ({ ...intent, save })))) throw missing(intentId);
  }

  async confirmIntent(intentId: string, paymentMethod: string) {
    const method = await this.#records.method(paymentMethod);
    // checked and changed as one step: a second confirm racing on another instance finds it paid
    const intent = await this.#records.updateIntent(intentId, (current) => {
      if (current.status === 'succeeded' || current.status === 'processing') {
        throw new PaymentDeclined(
          `This PaymentIntent's status is ${current.status}, so it cannot be confirmed again.`,
          'payment_intent_unexpected_state',
        );
      }
      if (!method || (method.customer !== null && method.customer !== current.customer)) {
        throw new PaymentDeclined(`No such PaymentMethod: '${paymentMethod}'`, 'resource_missing', 'payment_method');
      }
      const declined = method.outcome.kind === 'declines';
      return { ...current, payment_method: paymentMethod, status: declined ? 'requires_payment_method' : 'succeeded' };
    });
    if (!intent) throw missing(intentId);
    if (!method) throw new Error('unreachable: the change refused a missing card');
    if (method.outcome.kind === 'declines') throw new PaymentDeclined(method.outcome.message, method.outcome.code);
    if (intent.save) await this.#records.putMethod({ ...method, customer: intent.customer });
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
    await this.#records.putMethod({
      id: methodId,
      type: 'card',
      card: { brand: outcome.brand, last4: number.slice(-4) },
      customer: null,
      outcome,
    });
    return methodId;
  }

  async listMethods(customer: string) {
    return (await this.#records.methodsOf(customer)).map(({ id: methodId, type, card }) => ({
      id: methodId,
      type,
      card,
    }));
  }

  async methodOwner(methodId: string) {
    return (await this.#records.method(methodId))?.customer ?? null;
  }

  async detachMethod(methodId: string) {
    const method = await this.#records.method(methodId);
    if (method) await this.#records.putMethod({ ...method, customer: null });
  }

  /** A webhook body and its Stripe-Signature header for an intent's current state, as Stripe would send it. */
  async signedWebhook(
    intentId: string,
    type = 'payment_intent.succeeded',
  ): Promise<{ body: string; signature: string }> {
    const body = JSON.stringify({ id: id('evt'), type, data: { object: view(await this.#intent(intentId)) } });
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

  async #intent(intentId: string): Promise<LocalIntent> {
    const intent = await this.#records.intent(intentId);
    if (!intent) throw missing(intentId);
    return intent;
  }
}

const missing = (intentId: string) =>
  new PaymentDeclined(`No such payment_intent: '${intentId}'`, 'resource_missing', 'payment_intent');

const view = (i: LocalIntent): GatewayIntent => ({
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
