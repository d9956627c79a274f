import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '@gamepod/events';
import { checkCard } from './card-checks.ts';
import {
  type CardInput,
  type GatewayIntent,
  type GatewayWebhook,
  PaymentDeclined,
  type PaymentGateway,
  type SavedMethod,
} from './payment-gateway.ts';
import { type ProviderEvent, webhookOf } from './provider-events.ts';
import { FAILED_AFTER_PROCESSING, LIVE_CARD_IN_TEST_MODE, TEST_CARDS, type TestCardOutcome } from './test-cards.ts';

type Method = SavedMethod & { customer: string | null; outcome: TestCardOutcome };
type Charge = { readonly id: string; amount_refunded: number };
type Dispute = { readonly id: string; readonly amount: number; readonly reason: string; status: string };
type Intent = { -readonly [K in keyof GatewayIntent]: GatewayIntent[K] } & {
  customer: string;
  save: boolean;
  charge: Charge | null;
  dispute: Dispute | null;
  last_payment_error: { code: string; message: string } | null;
};

/** What an admin may do to a dispute in local mode: open one, or close it won or lost. */
export type LocalDisputeStep = 'needs_response' | 'won' | 'lost';

/** Hears the local gateway's provider events (a refund, a dispute, a processing payment's end). */
export type ProviderEventListener = (event: ProviderEvent) => unknown;

const id = (prefix: string) => `${prefix}_local${randomBytes(12).toString('hex')}`;

const view = (i: Intent): GatewayIntent => ({
  id: i.id,
  client_secret: i.client_secret,
  amount: i.amount,
  currency: i.currency,
  status: i.status,
  payment_method: i.payment_method,
  metadata: { ...i.metadata },
});

/** The objects a provider event is about, shaped as Stripe's API shapes them. */
const intentObject = (i: Intent) => ({
  object: 'payment_intent',
  ...view(i),
  last_payment_error: i.last_payment_error,
  latest_charge: i.charge?.id ?? null,
});
const chargeObject = (i: Intent, c: Charge) => ({
  id: c.id,
  object: 'charge',
  amount: i.amount,
  amount_refunded: c.amount_refunded,
  refunded: c.amount_refunded >= i.amount,
  payment_intent: i.id,
  status: 'succeeded',
});
const disputeObject = (i: Intent, d: Dispute) => ({
  id: d.id,
  object: 'dispute',
  amount: d.amount,
  charge: i.charge?.id ?? null,
  payment_intent: i.id,
  reason: d.reason,
  status: d.status,
});

/**
 * The payment gateway without a provider: intents and cards kept in this process, answering
 * Stripe's documented test cards as Stripe's test mode does (4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000
 * 0259 pays and is then disputed) and declining any other number. Two cards of its own stay
 * processing and then succeed (4000 0000 0000 6017) or fail (…6025) `laterMs` later. For
 * development and tests; nothing is charged and a restart forgets it. What a provider would
 * tell a webhook later (a processing payment's end, a dispute, a refund an admin makes with
 * `refund`, a dispute's end with `dispute`) goes to its subscribers as Stripe's events; its
 * webhooks are signed like Stripe's with `webhookSecret`.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly publishableKey = null;
  readonly #intents = new Map<string, Intent>();
  readonly #methods = new Map<string, Method>();
  readonly #listeners: ProviderEventListener[] = [];
  readonly #clock: () => Date;
  readonly #webhookSecret: string;
  readonly #laterMs: number;

  constructor(opts: { clock?: () => Date; webhookSecret?: string; laterMs?: number } = {}) {
    this.#clock = opts.clock ?? (() => new Date());
    this.#webhookSecret = opts.webhookSecret ?? randomBytes(24).toString('hex');
    this.#laterMs = opts.laterMs ?? 3_000;
  }

  /** Hears every provider event this gateway makes from now on. */
  subscribe(listener: ProviderEventListener): void {
    this.#listeners.push(listener);
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
      charge: null,
      dispute: null,
      last_payment_error: null,
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
    const { outcome } = method;
    if (outcome.kind === 'declines') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: outcome.code, message: outcome.message };
      throw new PaymentDeclined(outcome.message, outcome.code);
    }
    intent.last_payment_error = null;
    if (intent.save) method.customer = intent.customer;
    if (outcome.kind === 'processing') {
      intent.status = 'processing';
      this.#later(() => (outcome.later === 'succeeds' ? this.#succeed(intent) : this.#fail(intent)));
    } else {
      this.#charge(intent);
      if (outcome.later === 'disputed') this.#later(() => this.#openDispute(intent, 'fraudulent'));
    }
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

  /**
   * Refunds a paid intent's charge, `amountCents` of it (null: what is left), as an admin
   * would on the provider's dashboard; its subscribers hear `charge.refunded`.
   * @throws PaymentDeclined for an intent not paid, or more than is left to refund
   */
  async refund(intentId: string, amountCents: number | null): Promise<ProviderEvent> {
    const intent = this.#intent(intentId);
    const charge = intent.charge;
    if (!charge) throw new PaymentDeclined('This PaymentIntent has no successful charge to refund.', 'charge_missing');
    const left = intent.amount - charge.amount_refunded;
    const amount = amountCents ?? left;
    if (amount < 1 || amount > left) {
      throw new PaymentDeclined(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
        'amount',
      );
    }
    charge.amount_refunded += amount;
    return this.#emit('charge.refunded', chargeObject(intent, charge));
  }

  /**
   * Opens a dispute of a paid intent (needs_response), or closes its open one as won or lost,
   * as the cardholder's bank would; its subscribers hear `charge.dispute.created` or `.closed`.
   * @throws PaymentDeclined for an intent not paid, a second open dispute, or none to close
   */
  async dispute(intentId: string, step: LocalDisputeStep): Promise<ProviderEvent> {
    const intent = this.#intent(intentId);
    if (step === 'needs_response') return this.#openDispute(intent, 'general');
    const open = intent.dispute;
    if (open?.status !== 'needs_response') {
      throw new PaymentDeclined('This PaymentIntent has no open dispute.', 'dispute_missing');
    }
    open.status = step;
    return this.#emit('charge.dispute.closed', disputeObject(intent, open));
  }

  /** A webhook body and its Stripe-Signature header for an intent's current state, as Stripe would send it. */
  signedWebhook(intentId: string, type = 'payment_intent.succeeded'): { body: string; signature: string } {
    return this.sign(this.#event(type, intentObject(this.#intent(intentId))));
  }

  /** A provider event as a webhook body and its Stripe-Signature header. */
  sign(event: ProviderEvent): { body: string; signature: string } {
    const body = JSON.stringify(event);
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

  #charge(intent: Intent): void {
    intent.status = 'succeeded';
    intent.charge = { id: id('ch'), amount_refunded: 0 };
  }

  #succeed(intent: Intent): Promise<ProviderEvent> {
    this.#charge(intent);
    return this.#emit('payment_intent.succeeded', intentObject(intent));
  }

  #fail(intent: Intent): Promise<ProviderEvent> {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'card_declined', message: FAILED_AFTER_PROCESSING };
    return this.#emit('payment_intent.payment_failed', intentObject(intent));
  }

  #openDispute(intent: Intent, reason: string): Promise<ProviderEvent> {
    if (!intent.charge) throw new PaymentDeclined('This PaymentIntent has no successful charge.', 'charge_missing');
    if (intent.dispute?.status === 'needs_response') {
      throw new PaymentDeclined('This charge already has an open dispute.', 'charge_disputed');
    }
    intent.dispute = {
      id: id('dp'),
      amount: intent.amount - intent.charge.amount_refunded,
      reason,
      status: 'needs_response',
    };
    return this.#emit('charge.dispute.created', disputeObject(intent, intent.dispute));
  }

  #event(type: string, object: Readonly<Record<string, unknown>>): ProviderEvent {
    return { id: id('evt'), object: 'event', type, data: { object } };
  }

  /** Tells every subscriber, and waits for them: a refund's caller reads what it changed. */
  async #emit(type: string, object: Readonly<Record<string, unknown>>): Promise<ProviderEvent> {
    const event = this.#event(type, object);
    await Promise.allSettled(this.#listeners.map(async (listener) => listener(event)));
    return event;
  }

  #later(run: () => Promise<unknown>): void {
    setTimeout(() => void run().catch(() => undefined), this.#laterMs).unref();
  }
}
