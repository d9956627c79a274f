import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentLocalDispute, paymentLocalRefund } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { LocalGateway } from '../adapters/local-gateway.ts';
import type { PaymentDeps } from '../application/payment-deps.ts';
import { paymentState } from '../application/payment-records.ts';
import { centsOf } from '../domain/offer-form.ts';
import { minutesTakenBack } from '../domain/payment-state.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/**
 * Local mode only (no Stripe key): what would happen on the provider's side later, made by an
 * admin of the payment's client so the refund and dispute paths can be tried without Stripe.
 * The local gateway tells the app as Stripe's webhook would; the reply says what that changed.
 * With Stripe these routes do not exist: refunds and disputes arrive by webhook.
 */
export const localPaymentRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentDeps; local: LocalGateway }> = async (
  app,
  { payments, local },
) => {
  /** The payment, if the session's admin may act on it: 404 for none, 403 for another client's. */
  const paymentOf = async (intentId: string, session: ReturnType<typeof sessionOf>) => {
    const state = await paymentState(payments, intentId);
    if (state.status === 'none') throw new NotFoundError('This payment does not exist', { field: 'payment_intent' });
    assertClientAccess(session, state.intent.client_id);
  };
  const version = async (intentId: string) => (await payments.store.read('payment', intentId)).version;
  /** What the gateway's event did: its subscriber (the app) applied it before the gateway returned. */
  const outcome = async (intentId: string, before: number) => {
    const state = await paymentState(payments, intentId);
    return ok({
      applied: (await version(intentId)) !== before,
      minutes_taken_back: state.status === 'none' ? 0 : minutesTakenBack(state),
    });
  };

  app.post(
    paymentLocalRefund.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(paymentLocalRefund, {
        summary: 'Local mode: refund a paid intent, in full or in part',
        description:
          "Only with the local gateway (no STRIPE_SECRET_KEY). The payment's client's admins and super admins. The refund's share of the offer's minutes (rounded up) is taken from the player's paid time, played or not. An amount over what is left to refund is 402.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { payment_intent, amount } = request.body;
      await paymentOf(payment_intent, sessionOf(request));
      const cents = amount === undefined || amount === null ? null : centsOf(amount, 'amount');
      const before = await version(payment_intent);
      await local.refund(payment_intent, cents);
      return outcome(payment_intent, before);
    },
  );

  app.post(
    paymentLocalDispute.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(paymentLocalDispute, {
        summary: "Local mode: a paid intent's dispute opens, or closes won or lost",
        description:
          "Only with the local gateway. needs_response opens one (its minutes are taken from the player's paid time); won gives them back; lost keeps them taken. 402 when there is no charge, or no open dispute to close.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { payment_intent, status } = request.body;
      await paymentOf(payment_intent, sessionOf(request));
      const before = await version(payment_intent);
      await local.dispute(payment_intent, status);
      return outcome(payment_intent, before);
    },
  );
};
