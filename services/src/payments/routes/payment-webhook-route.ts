import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentWebhook } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { PaymentDeps } from '../application/payment-deps.ts';
import { applyProviderEvent } from '../application/provider-outcomes.ts';

/**
 * The provider's webhook. Its signature is checked on the raw body, so this plugin reads JSON
 * as bytes; what it tells of one of our intents (succeeded, processing, failed, refunded,
 * disputed) is decided on once, whoever told us first and however often.
 */
export const paymentWebhookRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps; payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    paymentWebhook.url,
    {
      schema: routeSchema(paymentWebhook, {
        summary: "The payment provider's webhook (Stripe-Signature checked on the raw body)",
        description:
          'payment_intent.succeeded credits the intent once; payment_intent.processing, .payment_failed and .canceled record where it stands; charge.refunded and charge.dispute.created/.updated/.closed take its share of the minutes back (a dispute won gives it back). Other events are received and ignored.',
        tags: ['payments'],
      }),
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new ValidationError('stripe-signature: required, with a JSON body', { field: 'stripe-signature' });
      }
      const event = payments.gateway.readWebhook(request.body, signature);
      if (!event) return ok({ received: true, credited: false, applied: false });
      return ok({ received: true, ...(await applyProviderEvent(payments, event)) });
    },
  );
};
