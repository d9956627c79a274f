import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import {
  LabApiKeyCreated,
  LabApiKeyRevoked,
  LabHomeImageRemoved,
  LabHomeImageSet,
  LabRssFeedAdded,
  LabRssFeedRemoved,
  type StoredEvent,
} from '@gamepod/events';
import { on, rowProjection } from '@gamepod/log-runtime';
import {
  type LabApiKeyTable,
  type LabHomeImagesTable,
  type LabRssFeedTable,
  labApiKeyColumns,
  labHomeImagesColumns,
  labRssFeedColumns,
} from './labs.table.ts';

// The labs read model's content tables: RSS feeds, API keys and home images.

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

export const rssFeedRows = rowProjection<LabRssFeedTable>({
  table: 'lab_rss_feeds',
  keyColumn: 'rss_feed_id',
  columnTypes: labRssFeedColumns,
  handlers: [
    on(LabRssFeedAdded, {
      key: (e) => e.data.rss_feed_id,
      apply: (_row, e) => ({ lab_id: e.aggregate_id, ...e.data, created_at: at(e), updated_at: at(e) }),
    }),
    on(LabRssFeedRemoved, { key: (e) => e.data.rss_feed_id, apply: (): LabRssFeedTable | null => null }),
  ],
});

export const apiKeyRows = rowProjection<LabApiKeyTable>({
  table: 'lab_api_keys',
  keyColumn: 'api_key_id',
  columnTypes: labApiKeyColumns,
  handlers: [
    on(LabApiKeyCreated, {
      key: (e) => e.data.api_key_id,
      apply: (_row, e) => ({ lab_id: e.aggregate_id, ...e.data, created_at: at(e) }),
    }),
    on(LabApiKeyRevoked, { key: (e) => e.data.api_key_id, apply: (): LabApiKeyTable | null => null }),
  ],
});

const column = (slot: HomeImageSlot) => `${slot}_image` as const;
const noImages = (lab_id: string): LabHomeImagesTable => ({
  lab_id,
  banner_image: null,
  left_image: null,
  right_image: null,
});

export const homeImageRows = rowProjection<LabHomeImagesTable>({
  table: 'lab_home_images',
  keyColumn: 'lab_id',
  columnTypes: labHomeImagesColumns,
  handlers: [
    on(LabHomeImageSet, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => ({ ...(row ?? noImages(e.aggregate_id)), [column(e.data.slot)]: e.data.file }),
    }),
    on(LabHomeImageRemoved, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => ({ ...(row ?? noImages(e.aggregate_id)), [column(e.data.slot)]: null }),
    }),
  ],
});
