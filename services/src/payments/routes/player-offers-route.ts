import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLAYER_OFFERS_PAGE_SIZE, userPlayerOffers } from '@gamepod/contracts/http';
import { offersForPod } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { playerOfferView } from './offer-view.ts';

/** The Buy Time list: what the session's pod's player may buy. */
export const playerOffersRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    userPlayerOffers.url,
    {
      preValidation: [requireAuth, requireKioskSession],
      schema: routeSchema(userPlayerOffers, {
        summary: "A page of the active offers of the pod's client, for every lab or the pod's own, in staff's order",
        description: `${PLAYER_OFFERS_PAGE_SIZE} per page; the kiosk loads the next page as the list scrolls.`,
        tags,
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      assertSessionOnPod(sessionOf(request), pod);
      const page = request.query.page ?? 1;
      const limit = PLAYER_OFFERS_PAGE_SIZE;
      const { rows, total } = await offersForPod(deps.db, {
        clientId: pod.client_id,
        labId: pod.lab_id,
        limit,
        offset: (page - 1) * limit,
      });
      return ok({
        offers: rows.map(playerOfferView),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / limit)),
      });
    },
  );
};
