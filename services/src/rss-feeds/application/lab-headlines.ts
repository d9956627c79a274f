import type { RssFeedHeadlines } from '@gamepod/contracts/realtime';
import { orWhenMissing } from '@gamepod/log-runtime';
import { rssFeedsOfLab } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** The lab's feeds that have headlines, in the order they were added: what its kiosks' ticker shows. */
export async function labHeadlines(db: Kysely<unknown>, labId: string): Promise<RssFeedHeadlines[]> {
  // a read model not migrated yet (a fresh start) reads as no feeds
  const feeds = await orWhenMissing(rssFeedsOfLab(db, labId), []);
  return feeds
    .filter((f) => f.headlines.items.length > 0)
    .map((f) => ({ rss_feed_id: f.rss_feed_id, rss_title: f.rss_title, items: f.headlines.items }));
}
