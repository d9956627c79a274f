import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import type { FileStore } from '../../files/file-store.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { homeImageRoutes } from './home-image-routes.ts';

/** `/admin/kiosk/` lab_api_keys, upload/lab_homeimage and their deletes (a lab's RSS feeds are the rss-feeds area's). */
export const labContentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; files: FileStore }> = async (
  app,
  { deps, files },
) => {
  await app.register(apiKeyRoutes, { deps });
  await app.register(homeImageRoutes, { deps, files });
};
