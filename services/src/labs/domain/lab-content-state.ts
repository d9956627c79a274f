import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import type {
  FileRefData,
  LabApiKeyCreated,
  LabApiKeyRevoked,
  LabHomeImageRemoved,
  LabHomeImageSet,
  LabRssFeedAdded,
  LabRssFeedRemoved,
} from '@gamepod/events';

export type LabContentEvent =
  | ReturnType<typeof LabRssFeedAdded.of>
  | ReturnType<typeof LabRssFeedRemoved.of>
  | ReturnType<typeof LabApiKeyCreated.of>
  | ReturnType<typeof LabApiKeyRevoked.of>
  | ReturnType<typeof LabHomeImageSet.of>
  | ReturnType<typeof LabHomeImageRemoved.of>;

export type RssFeedData = { readonly rss_title: string; readonly rss_url: string; readonly rss_expire_time: number };
export type ApiKeyData = { readonly api_key_name: string; readonly key_prefix: string };

/** What a lab shows besides its hours (lab-content-events.ts). */
export type LabContent = {
  /** rss_feed_id → feed. */
  readonly rss_feeds: ReadonlyMap<string, RssFeedData>;
  /** api_key_id → name and visible prefix; the key's hash is only in the log and the read model. */
  readonly api_keys: ReadonlyMap<string, ApiKeyData>;
  readonly home_images: Readonly<Partial<Record<HomeImageSlot, FileRefData>>>;
};

export const EMPTY_LAB_CONTENT: LabContent = { rss_feeds: new Map(), api_keys: new Map(), home_images: {} };

function without<V>(map: ReadonlyMap<string, V>, key: string): Map<string, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** Folds one lab content event; like evolveLab, it returns new state and never changes `content`. */
export function evolveLabContent(content: LabContent, event: LabContentEvent): LabContent {
  switch (event.type) {
    case 'LabRssFeedAdded': {
      const { rss_feed_id, ...feed } = event.data;
      return { ...content, rss_feeds: new Map(content.rss_feeds).set(rss_feed_id, feed) };
    }
    case 'LabRssFeedRemoved':
      return { ...content, rss_feeds: without(content.rss_feeds, event.data.rss_feed_id) };
    case 'LabApiKeyCreated': {
      const { api_key_id, api_key_name, key_prefix } = event.data;
      return { ...content, api_keys: new Map(content.api_keys).set(api_key_id, { api_key_name, key_prefix }) };
    }
    case 'LabApiKeyRevoked':
      return { ...content, api_keys: without(content.api_keys, event.data.api_key_id) };
    case 'LabHomeImageSet':
      return { ...content, home_images: { ...content.home_images, [event.data.slot]: event.data.file } };
    case 'LabHomeImageRemoved': {
      const home_images = { ...content.home_images };
      delete home_images[event.data.slot];
      return { ...content, home_images };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
