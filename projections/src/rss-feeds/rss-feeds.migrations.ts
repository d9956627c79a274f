import type { Kysely, Migration } from 'kysely';

export const rssFeedsMigrations: Record<string, Migration> = {
  '2026-11-27T16:00_create_rss_feeds': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rss_feeds')
        .addColumn('rss_feed_id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('rss_title', 'text', (c) => c.notNull())
        .addColumn('rss_url', 'text', (c) => c.notNull())
        .addColumn('rss_expire_time', 'integer', (c) => c.notNull())
        .addColumn('headlines', 'jsonb', (c) => c.notNull())
        .addColumn('fetched_at', 'timestamptz')
        .addColumn('error', 'text')
        .addColumn('failed_at', 'timestamptz')
        .addColumn('added_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // a kiosk reads its lab's feeds
      await db.schema.createIndex('rss_feeds_by_lab').on('rss_feeds').columns(['lab_id', 'added_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rss_feeds').execute();
    },
  },
};
