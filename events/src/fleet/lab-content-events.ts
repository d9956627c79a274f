import { HOME_IMAGE_SLOTS, MAX_RSS_EXPIRE_MINUTES } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { FileRef } from './file-ref.ts';

// What a lab shows besides its hours: RSS feeds, home images, and the API keys that let
// other systems read it. They live on the lab's own subject, gp.evt.lab.<id>.

const Id = Type.String({ minLength: 1, description: 'UUIDv7' });

export const LabRssFeedAdded = defineEvent({
  type: 'LabRssFeedAdded',
  aggregate: 'lab',
  description: 'An RSS feed was added to the lab; the kiosk re-reads it after rss_expire_time minutes.',
  schema: Type.Object({
    rss_feed_id: Id,
    rss_title: Type.String({ minLength: 1, maxLength: 200 }),
    rss_url: Type.String({ pattern: '^https?://', maxLength: 2048, description: 'an http(s) URL' }),
    rss_expire_time: Type.Integer({ minimum: 1, maximum: MAX_RSS_EXPIRE_MINUTES, description: 'minutes' }),
  }),
});

export const LabRssFeedRemoved = defineEvent({
  type: 'LabRssFeedRemoved',
  aggregate: 'lab',
  description: 'An RSS feed was deleted from the lab.',
  schema: Type.Object({ rss_feed_id: Id }),
});

export const LabApiKeyCreated = defineEvent({
  type: 'LabApiKeyCreated',
  aggregate: 'lab',
  description:
    'An API key was made for the lab. The key itself was shown once to its creator and is not kept: only its SHA-256 and the first characters, to tell keys apart.',
  schema: Type.Object({
    api_key_id: Id,
    api_key_name: Type.String({ minLength: 1, maxLength: 100 }),
    key_sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    key_prefix: Type.String({ minLength: 1, maxLength: 12, description: 'the key’s first characters, shown masked' }),
  }),
});

export const LabApiKeyRevoked = defineEvent({
  type: 'LabApiKeyRevoked',
  aggregate: 'lab',
  description: 'An API key of the lab was deleted; it no longer opens anything.',
  schema: Type.Object({ api_key_id: Id }),
});

const Slot = Type.Enum([...HOME_IMAGE_SLOTS], { description: 'banner, left or right' });

export const LabHomeImageSet = defineEvent({
  type: 'LabHomeImageSet',
  aggregate: 'lab',
  description: "An image was uploaded into one of the lab's home screen slots, replacing any image there.",
  schema: Type.Object({ slot: Slot, file: FileRef }),
});

export const LabHomeImageRemoved = defineEvent({
  type: 'LabHomeImageRemoved',
  aggregate: 'lab',
  description: "The image in one of the lab's home screen slots was deleted.",
  schema: Type.Object({ slot: Slot }),
});

/** The lab content event types, for the catalogue. */
export const LAB_CONTENT_EVENTS = [
  LabRssFeedAdded,
  LabRssFeedRemoved,
  LabApiKeyCreated,
  LabApiKeyRevoked,
  LabHomeImageSet,
  LabHomeImageRemoved,
] as const;
