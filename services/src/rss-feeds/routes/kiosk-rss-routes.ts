import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskRssFeeds } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { labHeadlines } from '../application/lab-headlines.ts';

/**
 * `GET /kiosk/rss_feeds`: the headlines of the pod's lab, which the kiosk's ticker shows from
 * its start; 'rss-feed-command' pushes replace them while it runs.
 */
export const kioskRssRoutes: FastifyPluginAsyncTypebox<{ deps: Pick<AppDeps, 'db'> }> = async (app, { deps }) => {
  app.get(
    kioskRssFeeds.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskRssFeeds, {
        summary: "The headlines of the pod's lab RSS feeds, for the idle and login screens' ticker",
        tags: ['kiosk'],
      }),
    },
    async (request) => ok({ feeds: await labHeadlines(deps.db, kioskPodOf(request).lab_id) }),
  );
};
