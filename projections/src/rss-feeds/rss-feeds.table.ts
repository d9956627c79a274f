import type { ColumnTypes } from '@gamepod/log-runtime';

/** One headline as a kiosk shows it. */
export type RssHeadline = { title: string; link: string | null; published_at: string | null };

/** One row per RSS feed of a lab that is not deleted, with what its last fetches read. */
export type RssFeedTable = {
  rss_feed_id: string;
  lab_id: string;
  rss_title: string;
  rss_url: string;
  /** Minutes between fetches. */
  rss_expire_time: number;
  /** The last successful fetch's headlines, wrapped (`{items}`) so the column holds one JSON value. */
  headlines: { items: RssHeadline[] };
  fetched_at: Date | null;
  /** Why the last fetch failed; null once one succeeds. */
  error: string | null;
  failed_at: Date | null;
  added_at: Date;
};

export type RssFeedsDB = { rss_feeds: RssFeedTable };

/** Postgres column types, as the migration creates them. */
export const rssFeedColumns: ColumnTypes<RssFeedTable> = {
  rss_feed_id: 'text',
  lab_id: 'text',
  rss_title: 'text',
  rss_url: 'text',
  rss_expire_time: 'integer',
  headlines: 'jsonb',
  fetched_at: 'timestamptz',
  error: 'text',
  failed_at: 'timestamptz',
  added_at: 'timestamptz',
};
