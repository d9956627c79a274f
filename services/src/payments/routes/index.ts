import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { offersRoutes } from './offers-routes.ts';
import { paymentPlugin } from './payment-plugin.ts';
import { playerOffersRoute } from './player-offers-route.ts';
import { playerPaymentsRoutes } from './player-payments-routes.ts';
import { remainingTimeRoute } from './remaining-time-route.ts';

/** The payments area: offers, paying for time (and the gateway's webhook), a player's payments and time balance. */
export const paymentsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (
  app,
  { deps, clock, gateway, identity },
) => {
  await app.register(remainingTimeRoute, { prefix: API_PREFIX, deps: identity });
  await app.register(offersRoutes, { prefix: API_PREFIX, deps, clock });
  await app.register(playerOffersRoute, { prefix: API_PREFIX, deps });
  await app.register(paymentPlugin, { prefix: API_PREFIX, deps, clock, gateway });
  await app.register(playerPaymentsRoutes, { prefix: API_PREFIX, deps });
};
