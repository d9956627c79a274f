import { channelName } from '@gamepod/contracts/realtime';
import {
  LabRssFeedAdded,
  LabRssFeedRemoved,
  RssFeedFetched,
  RssFeedFetchFailed,
  type StoredEvent,
} from '@gamepod/events';
import { listPods, podsProjection, rssFeedById, rssFeedsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { fetchRssFeed } from '../application/fetch-rss-feed.ts';
import { labHeadlines } from '../application/lab-headlines.ts';

const timerKey = (feedId: string) => `feed:${feedId}`;
const feedOf = (key: string) => key.slice('feed:'.length);

/**
 * A lab's RSS feeds are read by the server: a feed is fetched as soon as it is added, and
 * again `rss_expire_time` minutes after each fetch, fetched or failed (each recorded fetch
 * sets the next; a deleted feed's timer is cancelled and a fetch that still lands sets none).
 * When a fetch reads new headlines, or a feed is deleted, the lab's live pods get
 * 'rss-feed-command' with every feed of the lab that has headlines. A failed fetch pushes
 * nothing: the pods keep what they show.
 */
export function rssFeeds(deps: Pick<ReactionDeps, 'store' | 'db' | 'clock' | 'publish' | 'feeds'>) {
  const pushTo = async (labId: string) => {
    const pods = await listPods(deps.db, { labId });
    if (pods.length === 0) return;
    const feeds = await labHeadlines(deps.db, labId);
    for (const pod of pods) {
      deps.publish(channelName('pod', pod.id), 'rss-feed-command', {
        pod_ids: [pod.id],
        lab_id: labId,
        feeds,
        server_info: 'production',
      });
    }
  };
  return defineReaction({
    name: 'rss_feeds',
    description: "fetches each lab feed on its expire time and pushes new headlines to the lab's kiosks",
    eventTypes: [LabRssFeedAdded.type, LabRssFeedRemoved.type, RssFeedFetched.type, RssFeedFetchFailed.type],
    readModels: [rssFeedsProjection.name, podsProjection.name],
    async handle(events: readonly StoredEvent[], ctx) {
      for (const e of events) {
        if (e.type === LabRssFeedAdded.type) {
          const { rss_feed_id } = e.data as { rss_feed_id: string };
          ctx.timers.set(timerKey(rss_feed_id), ctx.now, {});
        } else if (e.type === LabRssFeedRemoved.type) {
          ctx.timers.cancel(timerKey((e.data as { rss_feed_id: string }).rss_feed_id));
          await pushTo(e.aggregate_id);
        } else {
          const feed = await rssFeedById(deps.db, e.aggregate_id);
          if (!feed) continue;
          ctx.timers.set(timerKey(feed.rss_feed_id), new Date(ctx.now.getTime() + feed.rss_expire_time * 60_000), {});
          if (e.type === RssFeedFetched.type && (e.data as { changed: boolean }).changed) await pushTo(feed.lab_id);
        }
      }
    },
    async fire(timer, ctx) {
      const feed = await rssFeedById(deps.db, feedOf(timer.key));
      if (!feed) return;
      await fetchRssFeed({ store: deps.store, clock: deps.clock, limits: deps.feeds }, feed, ctx.messageId);
    },
  });
}
