import { ValidationError } from '@gamepod/events';
import Stripe from 'stripe';
import {
  type CardInput,
  type GatewayIntent,
  GatewayUnavailable,
  type GatewayWebhook,
  PaymentDeclined,
  type PaymentGateway,
  type SavedMethod,
} from './payment-gateway.ts';
import { webhookOf } from './provider-events.ts';

/** Where the SDK sends its calls: Stripe's API, or a stand-in for it in tests. */
export type StripeEndpoint = { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };

/** The form field a card error's `param` names. */
const FIELDS: Readonly<Record<string, string>> = {
  'card[number]': 'number',
  'card[exp_month]': 'exp_month',
  'card[exp_year]': 'exp_year',
  'card[cvc]': 'cvc',
};

/** A Stripe error as our errors: a refused card or intent keeps Stripe's message; the rest is the provider failing. */
function translated(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclined(
      error.message,
      error.decline_code ?? error.code ?? 'card_declined',
      FIELDS[error.param ?? ''],
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code) {
    return new PaymentDeclined(error.message, error.code, FIELDS[error.param ?? '']);
  }
  return new GatewayUnavailable(error);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translated(error);
  }
}

const intentOf = (i: Stripe.PaymentIntent): GatewayIntent => ({
  id: i.id,
  client_secret: i.client_secret ?? '',
  amount: i.amount,
  currency: i.currency,
  status: i.status,
  payment_method: typeof i.payment_method === 'string' ? i.payment_method : (i.payment_method?.id ?? null),
  metadata: i.metadata,
});

const methodOf = (m: Stripe.PaymentMethod): SavedMethod => ({
  id: m.id,
  type: 'card',
  card: { brand: m.card?.brand ?? 'unknown', last4: m.card?.last4 ?? '' },
});

/**
 * Stripe through its official SDK: PaymentIntents confirmed server side with a PaymentMethod
 * (the kiosk's Stripe.js Elements makes it, or our card form where the account may send card
 * numbers), one Customer per player for saved cards, and webhooks checked against
 * STRIPE_WEBHOOK_SECRET.
 */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(opts: { secretKey: string; webhookSecret: string; publishableKey?: string; endpoint?: StripeEndpoint }) {
    this.publishableKey = opts.publishableKey || null;
    this.#stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(opts.endpoint ?? {}),
    });
    this.#webhookSecret = opts.webhookSecret;
  }

  createCustomer(userId: string) {
    return call(async () => (await this.#stripe.customers.create({ metadata: { user_id: userId } })).id);
  }

  createIntent(input: { amount: number; customer: string; metadata: Readonly<Record<string, string>> }) {
    return call(async () =>
      intentOf(
        await this.#stripe.paymentIntents.create({
          amount: input.amount,
          currency: 'usd',
          customer: input.customer,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { ...input.metadata },
        }),
      ),
    );
  }

  retrieveIntent(intentId: string) {
    return call(async () => intentOf(await this.#stripe.paymentIntents.retrieve(intentId)));
  }

  async setSaveCard(intentId: string, save: boolean) {
    await call(() => this.#stripe.paymentIntents.update(intentId, { setup_future_usage: save ? 'off_session' : '' }));
  }

  confirmIntent(intentId: string, paymentMethod: string) {
    return call(async () =>
      intentOf(await this.#stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod })),
    );
  }

  createMethod(card: CardInput) {
    return call(async () => {
      const method = await this.#stripe.paymentMethods.create({
        type: 'card',
        card: {
          number: card.number.replace(/\s+/g, ''),
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          cvc: card.cvc,
        },
      });
      return method.id;
    });
  }

  listMethods(customer: string) {
    return call(async () => {
      const list = await this.#stripe.paymentMethods.list({ customer, type: 'card', limit: 20 });
      return list.data.map(methodOf);
    });
  }

  methodOwner(methodId: string) {
    return call(async () => {
      try {
        const method = await this.#stripe.paymentMethods.retrieve(methodId);
        return typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    });
  }

  async detachMethod(methodId: string) {
    await call(() => this.#stripe.paymentMethods.detach(methodId));
  }

  readWebhook(rawBody: Buffer, signature: string): GatewayWebhook | null {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch {
      throw new ValidationError('Stripe-Signature: does not match the body', { field: 'stripe-signature' });
    }
    return webhookOf(event as unknown as { type?: string; data?: { object?: unknown } });
  }
}
