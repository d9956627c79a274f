import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeleteLabRssFeed, adminKioskLabRssFeed } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { addRssFeed, removeRssFeed } from '../application/rss-feed-writes.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
/** A lab's RSS feeds: add (title, URL, refresh minutes) and delete. */
export const rssFeedRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    adminKioskLabRssFeed.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabRssFeed, {
        summary: 'Add an RSS feed to a lab; replies with its id and the lab’s feeds',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id } = request.body;
      return ok(await addRssFeed(deps, fleetCallOf(request), lab_id, request.body), 'Rss feed saved');
    },
  );

  app.post(
    adminKioskDeleteLabRssFeed.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteLabRssFeed, {
        summary: 'Delete an RSS feed of a lab; replies with the feeds left',
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, lab_id } = request.body;
      return ok({ rssfeeds: await removeRssFeed(deps, fleetCallOf(request), lab_id, id) }, 'Rss feed deleted');
    },
  );
};
