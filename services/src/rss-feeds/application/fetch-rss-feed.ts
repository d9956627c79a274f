import { type EventStore, handleCommand } from '@gamepod/event-store';
import { SYSTEM_ACTOR } from '@gamepod/events';
import type { RssFeedTable } from '@gamepod/projections';
import { FeedFetchError, type FetchLimits, fetchFeed } from '../adapters/feed-fetcher.ts';
import { feedItems } from '../adapters/feed-items.ts';
import { type RssFeedCommand, rssFeedDecider } from '../domain/rss-feed-decider.ts';

/**
 * Fetches one lab feed and records what came of it on the feed's subject: its headlines, or
 * why it failed (the fetcher's refusal of an internal address, an error status, a body too
 * large or too slow, or a document that is no feed). `messageId` makes a repeat append nothing.
 */
export async function fetchRssFeed(
  deps: { readonly store: EventStore; readonly clock: () => Date; readonly limits: FetchLimits },
  feed: Pick<RssFeedTable, 'rss_feed_id' | 'lab_id' | 'rss_url'>,
  messageId: string,
): Promise<void> {
  let command: RssFeedCommand;
  try {
    const items = feedItems(await fetchFeed(feed.rss_url, deps.limits));
    command = { type: 'RecordFetch', lab_id: feed.lab_id, items };
  } catch (err) {
    const code = err instanceof FeedFetchError ? err.code : 'parse';
    const reason = err instanceof Error ? err.message : String(err);
    command = { type: 'RecordFailure', lab_id: feed.lab_id, code, reason };
  }
  await handleCommand(deps.store, rssFeedDecider, feed.rss_feed_id, command, {
    context: { actor: SYSTEM_ACTOR },
    commandId: messageId,
    clock: deps.clock,
  });
}
