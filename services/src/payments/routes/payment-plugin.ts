import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { LocalGateway } from '../adapters/local-gateway.ts';
import type { PaymentGateway } from '../adapters/payment-gateway.ts';
import { webhookOf } from '../adapters/provider-events.ts';
import { KeyedQueue } from '../application/keyed-queue.ts';
import type { PaymentDeps } from '../application/payment-deps.ts';
import { applyProviderEvent } from '../application/provider-outcomes.ts';
import { localPaymentRoutes } from './local-payment-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { paymentWebhookRoute } from './payment-webhook-route.ts';

/**
 * Card payments: the player's calls, the provider's webhook, and with the local gateway its
 * refund and dispute calls. The local gateway cannot call our webhook, so what it tells later
 * (a processing payment's end, a dispute, a refund) is applied here as the webhook would.
 */
export const paymentPlugin: FastifyPluginAsync<{ deps: AppDeps; clock: () => Date; gateway: PaymentGateway }> = async (
  app,
  { deps, clock, gateway },
) => {
  const payments: PaymentDeps = {
    store: deps.store,
    db: deps.db,
    checkpoints: deps.checkpoints,
    clock,
    gateway,
    opening: new KeyedQueue(),
  };
  await app.register(paymentRoutes, { deps, payments });
  await app.register(paymentWebhookRoute, { deps, payments });
  if (gateway instanceof LocalGateway) {
    gateway.subscribe(async (event) => {
      const told = webhookOf(event);
      if (!told) return;
      try {
        await applyProviderEvent(payments, told);
      } catch (error) {
        app.log.error({ err: error, provider_event: event.type }, 'a local gateway event could not be applied');
      }
    });
    await app.register(localPaymentRoutes, { payments, local: gateway });
  }
};
