import { ValidationError } from '@gamepod/events';
import type { RssFeedData } from '../../labs/domain/lab-content-state.ts';

export type RssFeedForm = { readonly rss_title: string; readonly rss_url: string; readonly rss_expire_time: number };

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

/** A feed title, trimmed: required. */
function title(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new ValidationError('rss_title: is required', { field: 'rss_title' });
  return trimmed;
}

/** The feed a lab's add-feed form describes: a title and an http(s) URL, both trimmed. */
export function rssFeedFromForm(form: RssFeedForm): RssFeedData {
  return { rss_title: title(form.rss_title), rss_url: feedUrl(form.rss_url), rss_expire_time: form.rss_expire_time };
}
