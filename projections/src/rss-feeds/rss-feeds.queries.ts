import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { RssFeedsDB, RssFeedTable } from './rss-feeds.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<RssFeedsDB>).withSchema(liveSchema('rss_feeds'));

export async function rssFeedById(db: Kysely<unknown>, id: string): Promise<RssFeedTable | undefined> {
  return from(db).selectFrom('rss_feeds').selectAll().where('rss_feed_id', '=', id).executeTakeFirst();
}

/** A lab's feeds in the order they were added. */
export async function rssFeedsOfLab(db: Kysely<unknown>, labId: string): Promise<RssFeedTable[]> {
  return from(db)
    .selectFrom('rss_feeds')
    .selectAll()
    .where('lab_id', '=', labId)
    .orderBy('added_at')
    .orderBy('rss_feed_id')
    .execute();
}
