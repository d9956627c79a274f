import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type LocalDisputeStep, LocalGateway } from '../../src/payments/adapters/local-gateway.ts';
import { PaymentDeclined } from '../../src/payments/adapters/payment-gateway.ts';
import type { ProviderEvent } from '../../src/payments/adapters/provider-events.ts';
import type { StripeEndpoint } from '../../src/payments/adapters/stripe-gateway.ts';

/** A signed webhook: its body and Stripe-Signature header. */
export type SignedWebhook = { readonly body: string; readonly signature: string };

/** Stripe's form encoding (`metadata[user_id]=…`, `card[number]=…`) as nested objects. */
function formOf(text: string): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = /^([a-z_]+)\[([a-z_]+)\]$/.exec(key);
    if (m?.[1] && m[2]) {
      const group = (out[m[1]] as Record<string, string> | undefined) ?? {};
      group[m[2]] = value;
      out[m[1]] = group;
    } else out[key] = value;
  }
  return out;
}

/** A refusal as Stripe's API writes it: card errors 402, the rest invalid requests. */
function errorOf(e: PaymentDeclined): { status: number; body: unknown } {
  const code = String(e.data.decline_code);
  const param = e.data.field ? `card[${String(e.data.field)}]` : undefined;
  if (code === 'payment_intent_unexpected_state' || code === 'resource_missing') {
    return {
      status: code === 'resource_missing' ? 404 : 400,
      body: { error: { type: 'invalid_request_error', code, message: e.message } },
    };
  }
  const cardCode =
    code.startsWith('incorrect') || code.startsWith('invalid') || code === 'expired_card' ? code : 'card_declined';
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: cardCode,
        decline_code: code,
        message: e.message,
        ...(param ? { param } : {}),
      },
    },
  };
}

/**
 * A stand-in for Stripe's API on 127.0.0.1, for the official SDK to talk to in tests (its host,
 * port and protocol settings): customers, payment intents and payment methods, answering
 * Stripe's test cards as test mode does (the local gateway is its engine). It signs webhooks
 * with the SDK's own test-header helper, and sends what happens later (a processing payment's
 * end, a refund, a dispute) as signed webhooks to whatever `deliverTo` names.
 */
export class StripeStandIn {
  readonly engine: LocalGateway;
  readonly webhookSecret = 'whsec_stand_in_secret';
  readonly #server: Server;
  readonly #stripe = new Stripe('sk_test_stand_in');
  /** Every request the SDK sent: method and path. */
  readonly requests: string[] = [];
  /** Every webhook it sent, signed, in order. */
  readonly sent: SignedWebhook[] = [];
  #deliver: ((signed: SignedWebhook) => Promise<unknown>) | null = null;

  constructor(opts: { laterMs?: number } = {}) {
    this.engine = new LocalGateway({ laterMs: opts.laterMs ?? 50 });
    this.engine.subscribe((event) => this.#send(event));
    this.#server = createServer((req, res) => {
      this.#serve(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  }

  async start(): Promise<StripeEndpoint> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.#server.address() as AddressInfo).port, protocol: 'http' };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Where the webhooks of what happens later go (the app's webhook call, in a test). */
  deliverTo(deliver: (signed: SignedWebhook) => Promise<unknown>): void {
    this.#deliver = deliver;
  }

  /** Refunds an intent's charge (`cents`, or null for the rest), as on Stripe's dashboard; the webhook follows. */
  async refund(intentId: string, cents: number | null): Promise<void> {
    await this.engine.refund(intentId, cents);
  }

  /** A dispute of the intent's charge opens, or closes won or lost; the webhook follows. */
  async dispute(intentId: string, step: LocalDisputeStep): Promise<void> {
    await this.engine.dispute(intentId, step);
  }

  async #send(event: ProviderEvent): Promise<void> {
    const body = JSON.stringify(event);
    const signed = {
      body,
      signature: this.#stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret }),
    };
    this.sent.push(signed);
    await this.#deliver?.(signed);
  }

  /** A `payment_intent.succeeded` event for the intent as it now is, and its Stripe-Signature. */
  async signedWebhook(intentId: string): Promise<{ body: string; signature: string }> {
    const intent = await this.engine.retrieveIntent(intentId);
    const body = JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { object: 'payment_intent', ...intent } },
    });
    const signature = this.#stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret });
    return { body, signature };
  }

  async #serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = formOf(req.method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8'));
    this.requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` });
      res.end(JSON.stringify(body));
    };
    // Stripe.js makes a card's payment method with the publishable key in the form, as Stripe allows
    const publishable =
      req.method === 'POST' && url.pathname === '/v1/payment_methods' && /^pk_/.test(String(form.key));
    if (!publishable && !String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    try {
      send(200, await this.#route(req.method ?? 'GET', url.pathname, form));
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      const { status, body } = errorOf(error);
      send(status, body);
    }
  }

  async #route(method: string, path: string, form: Record<string, string | Record<string, string>>): Promise<unknown> {
    const e = this.engine;
    const intent = (i: Awaited<ReturnType<LocalGateway['retrieveIntent']>>) => ({ object: 'payment_intent', ...i });
    const parts = path.split('/').filter(Boolean);
    const [, kind, id, action] = parts;
    if (method === 'POST' && path === '/v1/customers') return { id: await e.createCustomer(), object: 'customer' };
    if (kind === 'payment_intents') {
      if (method === 'POST' && !id) {
        return intent(
          await e.createIntent({
            amount: Number(form.amount),
            customer: String(form.customer),
            metadata: (form.metadata as Record<string, string>) ?? {},
          }),
        );
      }
      if (id && method === 'GET') return intent(await e.retrieveIntent(id));
      if (id && method === 'POST' && action === 'confirm') {
        return intent(await e.confirmIntent(id, String(form.payment_method)));
      }
      if (id && method === 'POST' && !action) {
        await e.setSaveCard(id, form.setup_future_usage === 'off_session');
        return intent(await e.retrieveIntent(id));
      }
    }
    if (kind === 'payment_methods') {
      if (method === 'POST' && !id) {
        const card = form.card as Record<string, string>;
        const pm = await e.createMethod({
          number: card.number ?? '',
          exp_month: Number(card.exp_month),
          exp_year: Number(card.exp_year),
          cvc: card.cvc ?? '',
        });
        return { id: pm, object: 'payment_method', type: 'card' };
      }
      if (method === 'GET' && !id) {
        const methods = await e.listMethods(String(form.customer));
        return { object: 'list', data: methods.map((m) => ({ object: 'payment_method', ...m })), has_more: false };
      }
      if (id && method === 'GET')
        return { id, object: 'payment_method', type: 'card', customer: await e.methodOwner(id) };
      if (id && method === 'POST' && action === 'detach') {
        await e.detachMethod(id);
        return { id, object: 'payment_method', customer: null };
      }
    }
    throw new PaymentDeclined(`Unrecognized request URL (${method}: ${path})`, 'resource_missing');
  }
}
