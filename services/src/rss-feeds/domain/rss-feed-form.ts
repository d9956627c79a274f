import { type adminKioskLabRssFeed, RSS_FEED_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { Static } from 'typebox';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import type { RssFeedData } from '../../labs/domain/lab-content-state.ts';

export type RssFeedForm = Static<typeof adminKioskLabRssFeed.body>;

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

/** The feed a lab's add-feed form describes: its fields required (RSS_FEED_FORM_RULES), the title trimmed, the URL an http(s) one. */
export function rssFeedFromForm(form: RssFeedForm): RssFeedData {
  refuseMissingFields(RSS_FEED_FORM_RULES, form);
  return { rss_title: form.rss_title.trim(), rss_url: feedUrl(form.rss_url), rss_expire_time: form.rss_expire_time };
}
