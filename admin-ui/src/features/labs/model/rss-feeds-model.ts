// Lab Rss Feeds: title, url and expire time in minutes, all
// required; listed with Delete behind a confirm modal.

import { missingFields, RSS_FEED_FORM_RULES, type RssFeedView } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { confirmedDelete } from './confirmed-delete.ts';
import { labId, onLabLoaded, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused, serverField } from './lab-failures.ts';
import { REQUIRED_FIELD } from './lab-form.ts';

type FeedKey = 'rss_title' | 'rss_url' | 'rss_expire_time';
export type FeedDraft = Record<FeedKey, string>;

const EMPTY: FeedDraft = { rss_title: '', rss_url: '', rss_expire_time: '' };
/** The server's longest refresh: one week (events MAX_RSS_EXPIRE_MINUTES). */
export const MAX_EXPIRE_MINUTES = 10_080;

export const feedDraft = signal<FeedDraft>(EMPTY);
export const feedErrors = signal<Partial<Record<FeedKey, string>>>({});
export const savingFeed = signal(false);

onLabLoaded(() => {
  feedDraft.value = EMPTY;
  feedErrors.value = {};
});

export function setFeed(key: FeedKey, value: string): void {
  feedDraft.value = { ...feedDraft.value, [key]: value };
  if (feedErrors.value[key]) {
    const { [key]: _, ...rest } = feedErrors.value;
    feedErrors.value = rest;
  }
}

function checkFeed(d: FeedDraft): { errors: Partial<Record<FeedKey, string>>; missing: boolean } {
  const errors: Partial<Record<FeedKey, string>> = {};
  for (const { field } of missingFields(RSS_FEED_FORM_RULES, d)) errors[field] = REQUIRED_FIELD;
  const missing = Object.keys(errors).length > 0;
  if (!errors.rss_url && !/^https?:\/\/\S+$/i.test(d.rss_url.trim())) {
    errors.rss_url = 'Enter a URL like https://example.com/feed.xml';
  }
  const minutes = Number(d.rss_expire_time);
  if (!errors.rss_expire_time && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_EXPIRE_MINUTES)) {
    errors.rss_expire_time = `Enter whole minutes from 1 to ${MAX_EXPIRE_MINUTES.toLocaleString('en-US')}`;
  }
  return { errors, missing };
}

/** Save: adds the feed and lists the lab's feeds from the reply. */
export async function saveFeed(): Promise<Outcome | null> {
  if (savingFeed.value) return null;
  const d = feedDraft.value;
  const { errors, missing } = checkFeed(d);
  feedErrors.value = errors;
  if (missing) return refused(REQUIRED_TEXT);
  if (Object.keys(errors).length > 0) return null;
  savingFeed.value = true;
  try {
    const { rssfeeds } = await labsApi.addRssFeed(labId.value, {
      rss_title: d.rss_title.trim(),
      rss_url: d.rss_url.trim(),
      rss_expire_time: Number(d.rss_expire_time),
    });
    patchDetails({ rssfeeds });
    feedDraft.value = EMPTY;
    return done('Rss feed saved');
  } catch (err) {
    const f = serverField(err, ['rss_title', 'rss_url', 'rss_expire_time']);
    if (f) feedErrors.value = { ...feedErrors.value, [f.field]: f.text };
    return failed(err);
  } finally {
    savingFeed.value = false;
  }
}

export const feedDelete = confirmedDelete(async (feed: RssFeedView) => {
  try {
    const { rssfeeds } = await labsApi.deleteRssFeed(labId.value, feed.id);
    patchDetails({ rssfeeds });
    return done(`Rss feed "${feed.rss_title}" deleted`);
  } catch (err) {
    return failed(err);
  }
});
