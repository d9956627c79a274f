import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  userPaymentAvailableMethods,
  userPaymentConfirmIntent,
  userPaymentCreateIntent,
  userPaymentCreateMethod,
  userPaymentDeleteMethod,
  userPaymentProvider,
  userPaymentUpdateSaveCard,
} from '@gamepod/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { PaymentDeps } from '../../application/payment/payment-deps.ts';
import {
  type Buyer,
  chooseSaveCard,
  confirmPayment,
  forgetMethod,
  openPayment,
  savedMethods,
} from '../../application/payment/payment-service.ts';
import { requireAuth, requireRole, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { DEFAULT_LIMITS, RateLimiter } from '../../auth/rate-limit.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { appendContext } from '../../auth/tenant.ts';
import { PLAYER } from '../../domain/roles.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
/** A player signed in on the pod of the request's kiosk session. */
const guard = [requireAuth, requireRole(PLAYER), requireKioskSession];

function buyerOf(request: FastifyRequest): Buyer {
  const pod = kioskPodOf(request);
  const session = sessionOf(request);
  assertSessionOnPod(session, pod);
  return { user_id: session.user_id, pod };
}

/** Buying paid time by card on a pod, and the player's saved cards. */
export const paymentRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  gateway: PaymentGateway;
}> = async (app, { deps, clock, gateway }) => {
  const payments: PaymentDeps = { store: deps.store, db: deps.db, checkpoints: deps.checkpoints, clock, gateway };
  const limiter = new RateLimiter({ nc: deps.nc, names: deps.names, clock });

  app.post(
    userPaymentProvider.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentProvider, {
        summary: 'How the kiosk takes a card: Stripe.js with this key, or its own card form',
        tags,
        security,
      }),
    },
    async (request) => {
      buyerOf(request);
      return ok({ provider: gateway.provider, publishable_key: gateway.publishableKey });
    },
  );

  app.post(
    userPaymentCreateIntent.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentCreateIntent, {
        summary: "Start buying an offer the pod shows: the provider's intent for its price",
        description: "ids is the offer; amount its usd_cost as shown (400 'amount' when the price changed).",
        tags,
        security,
      }),
    },
    async (request) => {
      const { ids, amount } = request.body;
      const intent = await openPayment(payments, buyerOf(request), { offerId: ids, amount }, appendContext(request));
      return ok({
        intent: {
          id: intent.id,
          client_secret: intent.client_secret,
          amount: intent.amount / 100,
          currency: 'usd' as const,
          status: intent.status,
        },
      });
    },
  );

  app.post(
    userPaymentConfirmIntent.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentConfirmIntent, {
        summary: 'Pay the intent with a new or saved card; its minutes are credited once',
        description:
          "succeeded or processing is paid; a refused card is 402 with the provider's message; any other status 402 'player-buytime-payment-unsuccessfull-error'. Confirming a paid intent again answers as the first time and credits nothing. Five unpaid tries by one player (twenty at one pod) in an hour: 429.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { payment_intent, payment_method, existing_method } = request.body;
      const buyer = buyerOf(request);
      // a try counts until it is paid: refused cards add up, per player and per station
      await limiter.reserve(DEFAULT_LIMITS.cardPlayer, buyer.user_id);
      await limiter.reserve(DEFAULT_LIMITS.cardPod, buyer.pod.id);
      const result = await confirmPayment(
        payments,
        buyer,
        { intentId: payment_intent, methodId: payment_method, existing: existing_method === 1 },
        appendContext(request),
      );
      await limiter.release(DEFAULT_LIMITS.cardPlayer, buyer.user_id);
      await limiter.release(DEFAULT_LIMITS.cardPod, buyer.pod.id);
      return ok(result, 'Purchase confirmed!');
    },
  );

  app.post(
    userPaymentAvailableMethods.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentAvailableMethods, { summary: "The player's saved cards", tags, security }),
    },
    async (request) => ok({ methods: await savedMethods(payments, buyerOf(request).user_id) }),
  );

  app.post(
    userPaymentUpdateSaveCard.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentUpdateSaveCard, {
        summary: 'Keep (1) or not (0) the card that pays this intent',
        tags,
        security,
      }),
    },
    async (request) => {
      const { payment_intent, save_card } = request.body;
      const save = save_card === 1 || save_card === '1';
      await chooseSaveCard(payments, buyerOf(request), { intentId: payment_intent, save }, appendContext(request));
      return ok({});
    },
  );

  app.post(
    userPaymentDeleteMethod.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentDeleteMethod, { summary: 'Forget a saved card; the cards left', tags, security }),
    },
    async (request) => {
      const methods = await forgetMethod(payments, buyerOf(request).user_id, request.body.payment_method);
      const message = 'Card removed';
      return ok({ methods, message }, message);
    },
  );

  app.post(
    userPaymentCreateMethod.url,
    {
      preValidation: guard,
      schema: routeSchema(userPaymentCreateMethod, {
        summary: "Enter a card from the kiosk's own card form",
        description:
          "A number the provider refuses (not a card number, an expiry in the past, a bad CVC) is 402 naming the field, with the provider's message; nothing is appended.",
        tags,
        security,
      }),
    },
    async (request) => {
      buyerOf(request);
      const { number, exp_month, exp_year, cvc } = request.body;
      return ok({ pm: { id: await gateway.createMethod({ number, exp_month, exp_year, cvc }) } });
    },
  );
};
