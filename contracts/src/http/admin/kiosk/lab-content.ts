import Type from 'typebox';
import { MAX_RSS_EXPIRE_MINUTES } from '../../../catalogues/lab-catalogues.ts';
import { RequiredName, RequiredText, Strict, UuidId, WithToken } from '../../fields.ts';
import { post } from '../../route.ts';
import { ApiKeyView, RssFeedView } from './lab-schemas.ts';
import { LabId } from './labs.ts';

const RssFeeds = Type.Object({ rssfeeds: Type.Array(RssFeedView) });
const ApiKeys = Type.Object({ apikeys: Type.Array(ApiKeyView) });

/** Add an RSS feed to a lab; replies with its id and the lab's feeds. */
export const adminKioskLabRssFeed = post('/admin/kiosk/lab_rss_feed', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    rss_title: RequiredText(200),
    rss_url: Type.String({ minLength: 1, maxLength: 2048, description: 'an http:// or https:// URL' }),
    rss_expire_time: Type.Integer({
      minimum: 1,
      maximum: MAX_RSS_EXPIRE_MINUTES,
      description: 'minutes until the kiosk reads the feed again',
    }),
  }),
  data: Type.Object({ id: Type.String(), ...RssFeeds.properties }),
});

/** Delete an RSS feed; replies with the feeds left. */
export const adminKioskDeleteLabRssFeed = post('/admin/kiosk/delete/lab_rss_feed', {
  body: Strict({ ...WithToken, id: UuidId('the RSS feed'), lab_id: LabId }),
  data: RssFeeds,
});

/** Create an API key; the reply's `api_key` is the whole key, the only time anyone sees it. */
export const adminKioskLabApiKeys = post('/admin/kiosk/lab_api_keys', {
  body: Strict({ ...WithToken, lab_id: LabId, api_key_name: RequiredName(100) }),
  data: Type.Object({
    id: Type.String(),
    api_key_name: Type.String(),
    api_key: Type.String({ description: 'the whole key: shown this once, never again' }),
    ...ApiKeys.properties,
  }),
});

/** Delete an API key; replies with the keys left. */
export const adminKioskDeleteLabApiKeys = post('/admin/kiosk/delete/lab_api_keys', {
  body: Strict({ ...WithToken, id: UuidId('the API key'), lab_id: LabId }),
  data: ApiKeys,
});
