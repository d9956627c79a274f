import type { ApiKeyView, HomeImagesView, RssFeedView } from '@gamepod/contracts/http';
import type { LabApiKeyTable, LabHomeImagesTable, LabRssFeedTable } from '@gamepod/projections';
import { labApiKeys, labHomeImages, labRssFeeds } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { fileUrlOrNull } from '../../files/file-urls.ts';

/** 'mm/dd/yyyy hh:mm AM' in `timeZone`: how the lab screens show when something happened. */
export function formatLabTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

export function rssFeedView(row: LabRssFeedTable, timeZone: string): RssFeedView {
  return {
    id: row.rss_feed_id,
    rss_title: row.rss_title,
    rss_url: row.rss_url,
    rss_expire_time: row.rss_expire_time,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    FormattedCreatedAt: formatLabTime(row.created_at, timeZone),
    FormattedUpdatedAt: formatLabTime(row.updated_at, timeZone),
  };
}

/** The masked form a key is listed in: its visible prefix and an ellipsis. */
export const maskedKey = (prefix: string) => `${prefix}…`;

export function apiKeyView(row: LabApiKeyTable, timeZone: string): ApiKeyView {
  return {
    id: row.api_key_id,
    api_key_name: row.api_key_name,
    api_key: maskedKey(row.key_prefix),
    created_at: row.created_at.toISOString(),
    FormattedCreatedAt: formatLabTime(row.created_at, timeZone),
  };
}

export function homeImagesView(row: LabHomeImagesTable | undefined): HomeImagesView {
  return {
    left_image: fileUrlOrNull(row?.left_image),
    right_image: fileUrlOrNull(row?.right_image),
    banner_image: fileUrlOrNull(row?.banner_image),
  };
}

/** A lab's RSS feeds as the edit-lab screen lists them. */
export async function rssFeedsOf(db: Kysely<unknown>, lab: { id: string; timezone: string }) {
  return (await labRssFeeds(db, lab.id)).map((r) => rssFeedView(r, lab.timezone));
}

/** A lab's API keys, masked. */
export async function apiKeysOf(db: Kysely<unknown>, lab: { id: string; timezone: string }) {
  return (await labApiKeys(db, lab.id)).map((r) => apiKeyView(r, lab.timezone));
}

/** A lab's home image URLs (null for an empty slot). */
export async function homeImagesOf(db: Kysely<unknown>, labId: string) {
  return homeImagesView(await labHomeImages(db, labId));
}
