import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { KeyedQueue } from '../../application/payment/keyed-queue.ts';
import type { PaymentDeps } from '../../application/payment/payment-deps.ts';
import { applyProviderEvent } from '../../application/payment/provider-outcomes.ts';
import { LocalGateway } from '../../payments/local-gateway.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';
import { webhookOf } from '../../payments/provider-events.ts';
import { paymentRoutes } from '../user/payment-routes.ts';
import { localPaymentRoutes } from './local-payment-routes.ts';
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
