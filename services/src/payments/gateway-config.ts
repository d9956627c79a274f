import { LocalGateway } from './local-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

/**
 * The gateway the environment asks for: Stripe when STRIPE_SECRET_KEY is set (its webhooks
 * checked with STRIPE_WEBHOOK_SECRET), else the local gateway, which takes Stripe's test cards.
 */
export function gatewayFromEnv(env: NodeJS.ProcessEnv = process.env, clock?: () => Date): PaymentGateway {
  const key = env.STRIPE_SECRET_KEY;
  if (key) return new StripeGateway({ secretKey: key, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '' });
  return new LocalGateway({ clock, webhookSecret: env.LOCAL_GATEWAY_WEBHOOK_SECRET });
}
