import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeleteLabRssFeed, adminKioskLabRssFeed, RSS_FEED_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { Static } from 'typebox';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { labContentDecider } from '../../labs/domain/lab-content-decider.ts';
import { rssFeedsOf } from '../../labs/routes/lab-content-view.ts';
import { visibleLab } from '../../labs/routes/lab-view.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
const readModels = ['labs'] as const;
/** An http(s) URL, as the form typed it (trimmed). */
function feedUrl(text: string): string {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ValidationError('rss_url: must be a URL like https://example.com/feed.xml', { field: 'rss_url' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ValidationError('rss_url: must start with http:// or https://', { field: 'rss_url' });
  }
  return trimmed;
}

/** The feed a form adds: its fields required (RSS_FEED_FORM_RULES), the title trimmed, the URL an http(s) one. */
function feedOf(body: Static<typeof adminKioskLabRssFeed.body>) {
  refuseMissingFields(RSS_FEED_FORM_RULES, body);
  return { rss_title: body.rss_title.trim(), rss_url: feedUrl(body.rss_url), rss_expire_time: body.rss_expire_time };
}

/** A lab's RSS feeds: add (title, URL, refresh minutes) and delete. */
export const rssFeedRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
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
      const lab = await visibleLab(deps, request, lab_id);
      const feed = feedOf(request.body);
      const command = { type: 'AddRssFeed' as const, actor: actorOf(request), feed };
      const { events } = await runFleetCommand(deps, request, labContentDecider, lab_id, command, readModels);
      const added = events[0];
      const id = added?.type === 'LabRssFeedAdded' ? added.data.rss_feed_id : '';
      return ok({ id, rssfeeds: await rssFeedsOf(deps.db, lab) }, 'Rss feed saved');
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
      const lab = await visibleLab(deps, request, lab_id);
      const command = { type: 'RemoveRssFeed' as const, actor: actorOf(request), rss_feed_id: id };
      await runFleetCommand(deps, request, labContentDecider, lab_id, command, readModels);
      return ok({ rssfeeds: await rssFeedsOf(deps.db, lab) }, 'Rss feed deleted');
    },
  );
};
