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
import { requireAuth, requireRole, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { DEFAULT_LIMITS, type LimitRule, RateLimiter } from '../../auth/rate-limit.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { appendContext } from '../../auth/tenant.ts';
import { PLAYER } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { chooseSaveCard, confirmPayment } from '../application/confirm-payment.ts';
import { openPayment } from '../application/open-payment.ts';
import type { PaymentDeps } from '../application/payment-deps.ts';
import { enterMethod, forgetMethod, savedMethods } from '../application/payment-methods.ts';
import type { Buyer } from '../application/payment-records.ts';

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
export const paymentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; payments: PaymentDeps }> = async (
  app,
  { deps, payments },
) => {
  const { gateway, clock } = payments;
  const limits = [DEFAULT_LIMITS.cardPlayer, DEFAULT_LIMITS.intentPlayer, DEFAULT_LIMITS.cardEntryPlayer];
  const limiter = new RateLimiter({
    nc: deps.nc,
    names: deps.names,
    clock,
    maxAgeMs: Math.max(...limits.map((l) => l.windowMs)),
  });
  /** Counts the call against the player and the station before any work: 429 when either is over. */
  const reserve = async (buyer: Buyer, perPlayer: LimitRule, perPod: LimitRule) => {
    await limiter.reserve(perPlayer, buyer.user_id);
    await limiter.reserve(perPod, buyer.pod.id);
  };

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
        description:
          "ids is the offer; amount its usd_cost as shown (400 'amount' when the price changed). The player's open, unpaid intent for the same offer at this pod (made in the last hour) is given again instead of a new one. Ten calls by one player (thirty at one pod) in 15 minutes: 429.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { ids, amount } = request.body;
      const buyer = buyerOf(request);
      await reserve(buyer, DEFAULT_LIMITS.intentPlayer, DEFAULT_LIMITS.intentPod);
      const intent = await openPayment(payments, buyer, { offerId: ids, amount }, appendContext(request));
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
          "succeeded or processing is taken (the kiosk shows success), but only succeeded credits minutes: a processing payment is credited when the provider says it succeeded. A refused card is 402 with the provider's message; any other status 402 'player-buytime-payment-unsuccessfull-error'. A card another player entered is 404, before the provider is asked. Confirming a paid intent again answers as the first time and credits nothing. Five unpaid tries by one player (twenty at one pod) in an hour: 429.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { payment_intent, payment_method, existing_method } = request.body;
      const buyer = buyerOf(request);
      // a try counts until it is paid: refused cards add up, per player and per station
      await reserve(buyer, DEFAULT_LIMITS.cardPlayer, DEFAULT_LIMITS.cardPod);
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
          "A number the provider refuses (not a card number, an expiry in the past, a bad CVC) is 402 naming the field, with the provider's message; nothing is appended. The card made is recorded as this player's (PaymentMethodEntered): only they may pay with it. Ten cards by one player (thirty at one pod) in an hour: 429.",
        tags,
        security,
      }),
    },
    async (request) => {
      const buyer = buyerOf(request);
      await reserve(buyer, DEFAULT_LIMITS.cardEntryPlayer, DEFAULT_LIMITS.cardEntryPod);
      const { number, exp_month, exp_year, cvc } = request.body;
      const card = { number, exp_month, exp_year, cvc };
      return ok({ pm: { id: await enterMethod(payments, buyer.user_id, card, appendContext(request)) } });
    },
  );
};
