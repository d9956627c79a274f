import assert from 'node:assert/strict';
import { type LocalDisputeStep, LocalGateway } from '../../src/payments/adapters/local-gateway.ts';
import type { PaymentGateway } from '../../src/payments/adapters/payment-gateway.ts';
import { StripeGateway } from '../../src/payments/adapters/stripe-gateway.ts';
import type { PaymentServices, WebhookSigner } from './payment-fixtures.ts';
import { type SignedWebhook, StripeStandIn } from './stripe-stand-in.ts';

/** How long the provider takes to settle a processing payment or open a test card's dispute, in tests. */
export const LATER_MS = 300;

/**
 * One provider as a test drives it: the gateway the app uses, and what happens on the
 * provider's side later (a refund made on its dashboard, a dispute), told to the app as that
 * provider tells it: the stand-in for Stripe by signed webhooks, the local gateway by itself
 * (its refunds and disputes made through its local-mode calls, as an admin would).
 */
export type ProviderUnderTest = {
  readonly gateway: PaymentGateway;
  readonly sign: WebhookSigner;
  /** Sends the provider's later word to the services `f`. */
  connect(f: PaymentServices): void;
  refund(f: PaymentServices, intentId: string, cents: number | null): Promise<void>;
  dispute(f: PaymentServices, intentId: string, step: LocalDisputeStep): Promise<void>;
  /** The last provider event told to the app, signed as a webhook (to replay it). */
  lastTold(): SignedWebhook;
  /** The provider API calls so far where they can be seen (the stand-in's), else null. */
  calls(): readonly string[] | null;
  close?(): Promise<void>;
};

/** The local gateway (no Stripe key), with its refund and dispute calls. */
export async function localProvider(): Promise<ProviderUnderTest> {
  const gateway = new LocalGateway({ laterMs: LATER_MS });
  const told: SignedWebhook[] = [];
  gateway.subscribe((event) => {
    told.push(gateway.sign(event));
  });
  const admin = async (f: PaymentServices, path: string, body: Record<string, unknown>) => {
    const res = await f.post(`/api/v1/payment/local/${path}`, body, await f.token(3, f.pod.client.id));
    assert.equal(res.statusCode, 200, res.body);
  };
  return {
    gateway,
    sign: async (intentId) => gateway.signedWebhook(intentId),
    connect: () => undefined,
    refund: (f, intentId, cents) =>
      admin(f, 'refund', { payment_intent: intentId, ...(cents === null ? {} : { amount: cents / 100 }) }),
    dispute: (f, intentId, step) => admin(f, 'dispute', { payment_intent: intentId, status: step }),
    lastTold: () => told.at(-1) ?? assert.fail('nothing told yet'),
    calls: () => null,
  };
}

/** Stripe's official SDK, pointed by its host, port and protocol settings at a stand-in for Stripe's API. */
export async function stripeProvider(): Promise<ProviderUnderTest> {
  const standIn = new StripeStandIn({ laterMs: LATER_MS });
  const endpoint = await standIn.start();
  const gateway = new StripeGateway({
    secretKey: 'sk_test_gamepod',
    publishableKey: 'pk_test_gamepod',
    webhookSecret: standIn.webhookSecret,
    endpoint,
  });
  return {
    gateway,
    sign: (intentId) => standIn.signedWebhook(intentId),
    connect(f) {
      standIn.deliverTo(async (signed) => {
        const res = await f.deliver(signed);
        assert.equal(res.statusCode, 200, res.body);
      });
    },
    refund: (_f, intentId, cents) => standIn.refund(intentId, cents),
    dispute: (_f, intentId, step) => standIn.dispute(intentId, step),
    lastTold: () => standIn.sent.at(-1) ?? assert.fail('nothing sent yet'),
    calls: () => standIn.requests,
    close: () => standIn.close(),
  };
}
