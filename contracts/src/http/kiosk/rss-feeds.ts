import Type, { type Static } from 'typebox';
import { RssFeedHeadlines } from '../../realtime/pushes.ts';
import { KioskKeys } from '../fields.ts';
import { get } from '../route.ts';

/** The headlines of the pod's lab: every feed that has some, in the order they were added. */
export const KioskRssFeeds = Type.Object({ feeds: Type.Array(RssFeedHeadlines) });
export type KioskRssFeeds = Static<typeof KioskRssFeeds>;

/** What the kiosk's ticker shows when the page starts; 'rss-feed-command' pushes replace it. */
export const kioskRssFeeds = get('/kiosk/rss_feeds', { querystring: Type.Object(KioskKeys), data: KioskRssFeeds });
