import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentWebhook } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { settleFromWebhook } from '../../application/payment/payment-service.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

/**
 * The provider's webhook. Its signature is checked on the raw body, so this plugin reads JSON
 * as bytes; an intent that succeeded or is processing is credited once, whoever told us first.
 */
export const paymentWebhookRoute: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  gateway: PaymentGateway;
}> = async (app, { deps, clock, gateway }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    paymentWebhook.url,
    {
      schema: routeSchema(paymentWebhook, {
        summary: "The payment provider's webhook (Stripe-Signature checked on the raw body)",
        description:
          'payment_intent.succeeded and payment_intent.processing credit the intent once; other events are received and ignored.',
        tags: ['payments'],
      }),
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new ValidationError('stripe-signature: required, with a JSON body', { field: 'stripe-signature' });
      }
      const event = gateway.readWebhook(request.body, signature);
      if (!event) return ok({ received: true, credited: false });
      const credited = await settleFromWebhook(
        { store: deps.store, db: deps.db, checkpoints: deps.checkpoints, clock, gateway },
        event.intent,
      );
      return ok({ received: true, credited });
    },
  );
};
