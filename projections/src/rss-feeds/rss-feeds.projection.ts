import {
  LabRssFeedAdded,
  LabRssFeedRemoved,
  RssFeedFetched,
  RssFeedFetchFailed,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { rssFeedsMigrations } from './rss-feeds.migrations.ts';
import { type RssFeedTable, rssFeedColumns } from './rss-feeds.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<RssFeedTable>({
  table: 'rss_feeds',
  keyColumn: 'rss_feed_id',
  columnTypes: rssFeedColumns,
  handlers: [
    on(LabRssFeedAdded, {
      key: (e) => e.data.rss_feed_id,
      apply: (_row, e) => ({
        rss_feed_id: e.data.rss_feed_id,
        lab_id: e.aggregate_id,
        rss_title: e.data.rss_title,
        rss_url: e.data.rss_url,
        rss_expire_time: e.data.rss_expire_time,
        headlines: { items: [] },
        fetched_at: null,
        error: null,
        failed_at: null,
        added_at: at(e),
      }),
    }),
    on<typeof LabRssFeedRemoved.schema, RssFeedTable>(LabRssFeedRemoved, {
      key: (e) => e.data.rss_feed_id,
      apply: () => null,
    }),
    // a fetch that lands after its feed was deleted changes nothing
    on(RssFeedFetched, {
      key: (e) => e.aggregate_id,
      apply: (found, e) =>
        found && { ...found, headlines: { items: e.data.items }, fetched_at: at(e), error: null, failed_at: null },
    }),
    on(RssFeedFetchFailed, {
      key: (e) => e.aggregate_id,
      apply: (found, e) => found && { ...found, error: e.data.reason, failed_at: at(e) },
    }),
  ],
});

/** Each lab's RSS feeds with the headlines last read from them, for the kiosks' ticker. */
export const rssFeedsProjection = defineProjection({
  name: 'rss_feeds',
  description: "Each lab's RSS feeds with the headlines the server last read from them, for the kiosks' ticker.",
  migrations: rssFeedsMigrations,
  tables: { rss_feeds: rssFeedColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
