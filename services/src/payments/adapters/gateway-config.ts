import { LocalGateway } from './local-gateway.ts';
import type { LocalGatewayRecords } from './local-gateway-records.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';
import { UnconfiguredGateway } from './unconfigured-gateway.ts';

/**
 * The gateway the environment asks for: Stripe when STRIPE_SECRET_KEY is set (its webhooks
 * checked with STRIPE_WEBHOOK_SECRET, and cards taken on the kiosk by Stripe.js with
 * STRIPE_PUBLISHABLE_KEY); else the local gateway, which takes Stripe's test
 * cards, except in production (NODE_ENV=production), where payments are off unless
 * PAYMENT_GATEWAY=local says a demo server wants it. The local gateway keeps its intents and
 * cards in `localRecords` (services give it a KV bucket every instance shares).
 */
export function gatewayFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  clock?: () => Date,
  localRecords?: LocalGatewayRecords,
): PaymentGateway {
  const key = env.STRIPE_SECRET_KEY;
  if (key)
    return new StripeGateway({
      secretKey: key,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    });
  if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY !== 'local') return new UnconfiguredGateway();
  return new LocalGateway({
    clock,
    webhookSecret: env.LOCAL_GATEWAY_WEBHOOK_SECRET,
    ...(localRecords ? { records: localRecords } : {}),
  });
}
