import { StripeGateway } from '../src/payments/stripe-gateway.ts';
import { paymentCases } from './support/payment-cases.ts';
import { StripeStandIn } from './support/stripe-stand-in.ts';

// the official SDK, pointed by its host, port and protocol settings at a stand-in for Stripe's API
paymentCases("paying for time through Stripe's SDK (/user/payment/*, signed webhooks)", async () => {
  const standIn = new StripeStandIn();
  const endpoint = await standIn.start();
  const gateway = new StripeGateway({
    secretKey: 'sk_test_gamepod',
    publishableKey: 'pk_test_gamepod',
    webhookSecret: standIn.webhookSecret,
    endpoint,
  });
  return { gateway, sign: (intentId) => standIn.signedWebhook(intentId), close: () => standIn.close() };
});
