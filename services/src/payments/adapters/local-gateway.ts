import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '@gamepod/events';
import { checkCard } from './card-checks.ts';
import {
  type LocalCharge,
  type LocalDispute,
  type LocalGatewayRecords,
  type LocalIntent,
  MemoryGatewayRecords,
} from './local-gateway-records.ts';
import {
  type CardInput,
  type GatewayIntent,
  type GatewayWebhook,
  PaymentDeclined,
  type PaymentGateway,
} from './payment-gateway.ts';
import { type ProviderEvent, webhookOf } from './provider-events.ts';
import { FAILED_AFTER_PROCESSING, LIVE_CARD_IN_TEST_MODE, TEST_CARDS, type TestCardOutcome } from './test-cards.ts';

type Intent = LocalIntent;
type Charge = LocalCharge;
type Dispute = LocalDispute;

/** What an admin may do to a dispute in local mode: open one, or close it won or lost. */
export type LocalDisputeStep = 'needs_response' | 'won' | 'lost';

/** Hears the local gateway's provider events (a refund, a dispute, a processing payment's end). */
export type ProviderEventListener = (event: ProviderEvent) => unknown;

const id = (prefix: string) => `${prefix}_local${randomBytes(12).toString('hex')}`;

const missing = (intentId: string) =>
  new PaymentDeclined(`No such payment_intent: '${intentId}'`, 'resource_missing', 'payment_intent');

/** The intent paid: succeeded, with a charge of its own. */
const charged = (intent: Intent): Intent => ({
  ...intent,
  status: 'succeeded',
  charge: { id: id('ch'), amount_refunded: 0 },
});

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
 * The payment gateway without a provider: intents and cards kept in `records` (this process
 * by default; a KV bucket every services instance shares, as `gatewayFromEnv` makes it, so a
 * purchase whose calls reach different instances behind a load balancer works), answering
 * Stripe's documented test cards as Stripe's test mode does (4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000
 * 0259 pays and is then disputed) and declining any other number. Two cards of its own stay
 * processing and then succeed (4000 0000 0000 6017) or fail (…6025) `laterMs` later. For
 * development, demos and tests; nothing is charged. What a provider would tell a webhook later
 * (a processing payment's end, a dispute, a refund an admin makes with `refund`, a dispute's
 * end with `dispute`) goes to the subscribers of the instance it happens on, as Stripe's
 * events; its webhooks are signed like Stripe's with `webhookSecret`.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly publishableKey = null;
  readonly #records: LocalGatewayRecords;
  readonly #listeners: ProviderEventListener[] = [];
  readonly #clock: () => Date;
  readonly #webhookSecret: string;
  readonly #laterMs: number;

  constructor(
    opts: { clock?: () => Date; webhookSecret?: string; laterMs?: number; records?: LocalGatewayRecords } = {},
  ) {
    this.#records = opts.records ?? new MemoryGatewayRecords();
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
    await this.#records.putIntent(intent);
    return view(intent);
  }

  async retrieveIntent(intentId: string) {
    return view(await this.#intent(intentId));
  }

  async setSaveCard(intentId: string, save: boolean) {
    await this.#update(intentId, (intent) => ({ ...intent, save }));
  }

  async confirmIntent(intentId: string, paymentMethod: string) {
    const method = await this.#records.method(paymentMethod);
    // checked and changed in one step: a second confirm racing on another instance finds it paid
    const intent = await this.#update(intentId, (current) => {
      if (current.status === 'succeeded' || current.status === 'processing') {
        throw new PaymentDeclined(
          `This PaymentIntent's status is ${current.status}, so it cannot be confirmed again.`,
          'payment_intent_unexpected_state',
        );
      }
      if (!method || (method.customer !== null && method.customer !== current.customer)) {
        throw new PaymentDeclined(`No such PaymentMethod: '${paymentMethod}'`, 'resource_missing', 'payment_method');
      }
      const { outcome } = method;
      const tried = { ...current, payment_method: paymentMethod };
      if (outcome.kind === 'declines') {
        return {
          ...tried,
          status: 'requires_payment_method',
          last_payment_error: { code: outcome.code, message: outcome.message },
        };
      }
      if (outcome.kind === 'processing') return { ...tried, status: 'processing', last_payment_error: null };
      return { ...charged(tried), last_payment_error: null };
    });
    if (!method) throw new Error('the confirm went through without a card');
    const { outcome } = method;
    if (outcome.kind === 'declines') throw new PaymentDeclined(outcome.message, outcome.code);
    if (intent.save) await this.#records.putMethod({ ...method, customer: intent.customer });
    if (outcome.kind === 'processing') {
      this.#later(() => (outcome.later === 'succeeds' ? this.#succeed(intentId) : this.#fail(intentId)));
    } else if (outcome.later === 'disputed') {
      this.#later(() => this.#openDispute(intentId, 'fraudulent'));
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

  /**
   * Refunds a paid intent's charge, `amountCents` of it (null: what is left), as an admin
   * would on the provider's dashboard; its subscribers hear `charge.refunded`.
   * @throws PaymentDeclined for an intent not paid, or more than is left to refund
   */
  async refund(intentId: string, amountCents: number | null): Promise<ProviderEvent> {
    const intent = await this.#update(intentId, (current) => {
      const charge = current.charge;
      if (!charge)
        throw new PaymentDeclined('This PaymentIntent has no successful charge to refund.', 'charge_missing');
      const left = current.amount - charge.amount_refunded;
      const amount = amountCents ?? left;
      if (amount < 1 || amount > left) {
        throw new PaymentDeclined(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          'amount_too_large',
          'amount',
        );
      }
      return { ...current, charge: { ...charge, amount_refunded: charge.amount_refunded + amount } };
    });
    return this.#emit('charge.refunded', chargeObject(intent, intent.charge as Charge));
  }

  /**
   * Opens a dispute of a paid intent (needs_response), or closes its open one as won or lost,
   * as the cardholder's bank would; its subscribers hear `charge.dispute.created` or `.closed`.
   * @throws PaymentDeclined for an intent not paid, a second open dispute, or none to close
   */
  async dispute(intentId: string, step: LocalDisputeStep): Promise<ProviderEvent> {
    if (step === 'needs_response') return this.#openDispute(intentId, 'general');
    const intent = await this.#update(intentId, (current) => {
      const open = current.dispute;
      if (open?.status !== 'needs_response') {
        throw new PaymentDeclined('This PaymentIntent has no open dispute.', 'dispute_missing');
      }
      return { ...current, dispute: { ...open, status: step } };
    });
    return this.#emit('charge.dispute.closed', disputeObject(intent, intent.dispute as Dispute));
  }

  /** A webhook body and its Stripe-Signature header for an intent's current state, as Stripe would send it. */
  async signedWebhook(
    intentId: string,
    type = 'payment_intent.succeeded',
  ): Promise<{ body: string; signature: string }> {
    return this.sign(this.#event(type, intentObject(await this.#intent(intentId))));
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

  async #intent(intentId: string): Promise<Intent> {
    const intent = await this.#records.intent(intentId);
    if (!intent) throw missing(intentId);
    return intent;
  }

  async #update(intentId: string, change: (intent: Intent) => Intent): Promise<Intent> {
    const changed = await this.#records.updateIntent(intentId, change);
    if (!changed) throw missing(intentId);
    return changed;
  }

  async #succeed(intentId: string): Promise<ProviderEvent> {
    const intent = await this.#update(intentId, charged);
    return this.#emit('payment_intent.succeeded', intentObject(intent));
  }

  async #fail(intentId: string): Promise<ProviderEvent> {
    const intent = await this.#update(intentId, (current) => ({
      ...current,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: FAILED_AFTER_PROCESSING },
    }));
    return this.#emit('payment_intent.payment_failed', intentObject(intent));
  }

  async #openDispute(intentId: string, reason: string): Promise<ProviderEvent> {
    const intent = await this.#update(intentId, (current) => {
      if (!current.charge) throw new PaymentDeclined('This PaymentIntent has no successful charge.', 'charge_missing');
      if (current.dispute?.status === 'needs_response') {
        throw new PaymentDeclined('This charge already has an open dispute.', 'charge_disputed');
      }
      const dispute = {
        id: id('dp'),
        amount: current.amount - current.charge.amount_refunded,
        reason,
        status: 'needs_response',
      };
      return { ...current, dispute };
    });
    return this.#emit('charge.dispute.created', disputeObject(intent, intent.dispute as Dispute));
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
