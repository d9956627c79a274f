import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FleetDeps } from '../../application/fleet-command.ts';
import type { FileStore } from '../../files/file-store.ts';
import { rssFeedRoutes } from '../../rss-feeds/routes/rss-feed-routes.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { homeImageRoutes } from './home-image-routes.ts';

/** `/admin/kiosk/` lab_rss_feed, lab_api_keys, upload/lab_homeimage and their deletes. */
export const labContentRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps; files: FileStore }> = async (
  app,
  { deps, files },
) => {
  await app.register(rssFeedRoutes, { deps });
  await app.register(apiKeyRoutes, { deps });
  await app.register(homeImageRoutes, { deps, files });
};
