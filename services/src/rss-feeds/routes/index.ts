import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { kioskRssRoutes } from './kiosk-rss-routes.ts';
import { rssFeedRoutes } from './rss-feed-routes.ts';

/** The RSS feeds area: a lab's feeds on the edit-lab screen, and the headlines the kiosk shows. */
export const rssFeedsRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps }) => {
  await app.register(rssFeedRoutes, { prefix: API_PREFIX, deps });
  await app.register(kioskRssRoutes, { prefix: API_PREFIX, deps });
};
