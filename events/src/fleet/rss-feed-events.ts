import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// What the server read from a lab's RSS feed, on the feed's own subject gp.evt.rss_feed.<id>
// (the feed's id from LabRssFeedAdded), so the lab's stream does not grow with every fetch.

const FeedItem = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 300, description: 'plain text on one line' }),
  link: Type.Union([Type.String({ pattern: '^https?://' }), Type.Null()]),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const RssFeedFetched = defineEvent({
  type: 'RssFeedFetched',
  aggregate: 'rss_feed',
  description:
    "The lab's RSS feed was fetched and read: its newest headlines (at most 20, plain text). The next fetch is rss_expire_time minutes later.",
  schema: Type.Object({
    lab_id: Type.String({ minLength: 1 }),
    items: Type.Array(FeedItem, { maxItems: 20 }),
    changed: Type.Boolean({ description: 'the headlines differ from the last fetch: the pods are told' }),
  }),
});

export const RssFeedFetchFailed = defineEvent({
  type: 'RssFeedFetchFailed',
  aggregate: 'rss_feed',
  description:
    "The lab's RSS feed could not be fetched or read (an internal address, an error status, too large, too slow, not a feed); the pods keep the headlines they had, and it is tried again rss_expire_time minutes later.",
  schema: Type.Object({
    lab_id: Type.String({ minLength: 1 }),
    code: Type.String({ maxLength: 40, description: 'url, address, status, too_large, timeout, network or parse' }),
    reason: Type.String({ maxLength: 500 }),
  }),
});

/** The RSS feed fetch event types, for the catalogue. */
export const RSS_FEED_EVENTS = [RssFeedFetched, RssFeedFetchFailed] as const;
