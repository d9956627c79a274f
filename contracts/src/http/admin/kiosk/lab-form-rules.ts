// The lab form's required fields (Deploy New Lab and Edit Lab): every text but the time zone
// and the reservation email; and those of Edit Lab's RSS Feeds and API Keys sections. A
// refusal says `<field>: is required`.
import type { Static } from 'typebox';
import { formRules } from '../../form-rules.ts';
import type { adminKioskLabApiKeys, adminKioskLabRssFeed } from './lab-content.ts';
import type { adminKioskDeploymentLab } from './labs.ts';

type LabBody = Static<typeof adminKioskDeploymentLab.body>;

const LAB_TEXT = ['lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note'] as const;

/** The lab's own fields, as Edit Lab saves them. */
export const LAB_FORM_RULES = formRules<LabBody>()({
  msg_key: 'generic-required-message',
  fields: LAB_TEXT.map((field) => ({ field })),
});

/** Deploy New Lab: the client it is for, then the lab's own fields. */
export const LAB_DEPLOY_FORM_RULES = formRules<LabBody>()({
  ...LAB_FORM_RULES,
  fields: [{ field: 'client_id' }, ...LAB_FORM_RULES.fields],
});

/** Edit Lab's RSS Feeds section: title, URL and refresh minutes (an empty URL is one that is not a URL). */
export const RSS_FEED_FORM_RULES = formRules<Static<typeof adminKioskLabRssFeed.body>>()({
  msg_key: 'generic-required-message',
  fields: [
    { field: 'rss_title' },
    { field: 'rss_url', message: 'rss_url: must be a URL like https://example.com/feed.xml' },
    { field: 'rss_expire_time' },
  ],
});

/** Edit Lab's API Keys section: the new key's name. */
export const API_KEY_FORM_RULES = formRules<Static<typeof adminKioskLabApiKeys.body>>()({
  msg_key: 'generic-required-message',
  fields: [{ field: 'api_key_name' }],
});
