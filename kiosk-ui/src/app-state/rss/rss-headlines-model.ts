import type { RssFeedHeadlines } from '@gamepod/contracts/realtime';
import { computed, effect, signal } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { onRssFeedCommand } from '#app-state/realtime/realtime-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';

/** The lab's feeds that have headlines, as the server last said. */
export const rssFeeds = signal<readonly RssFeedHeadlines[]>([]);

/** One headline as the ticker shows it, with the feed it came from. */
export type TickerHeadline = { readonly key: string; readonly source: string; readonly title: string };

/** Every headline of every feed, in order; empty: the ticker is not shown. */
export const tickerHeadlines = computed<TickerHeadline[]>(() =>
  rssFeeds.value.flatMap((f) =>
    f.items.map((item, i) => ({ key: `${f.rss_feed_id}:${i}`, source: f.rss_title, title: item.title })),
  ),
);

/** Reads the lab's headlines; a failed read keeps what is shown (the next push brings them). */
async function loadHeadlines(sessionIdKey: string): Promise<void> {
  try {
    const { feeds } = await kioskApi.rssFeeds(sessionIdKey);
    if (podSession.value?.session_id_key === sessionIdKey) rssFeeds.value = feeds;
  } catch {
    // keep the current headlines
  }
}

/**
 * Follows the lab's RSS headlines: read when the pod's kiosk session starts, replaced by each
 * 'rss-feed-command' push. Returns the stop.
 */
export function watchRssFeeds(): () => void {
  let last: string | null = null;
  const stopSession = effect(() => {
    const key = podSession.value?.session_id_key ?? null;
    if (key === last) return;
    last = key;
    if (key) void loadHeadlines(key);
    else rssFeeds.value = [];
  });
  const stopPushes = onRssFeedCommand((push) => {
    rssFeeds.value = push.feeds;
  });
  return () => {
    stopPushes();
    stopSession();
  };
}
