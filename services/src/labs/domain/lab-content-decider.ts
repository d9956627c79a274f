import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import {
  ConflictError,
  type Decider,
  type FileRefData,
  LabApiKeyCreated,
  LabApiKeyRevoked,
  LabHomeImageRemoved,
  LabHomeImageSet,
  LabRssFeedAdded,
  LabRssFeedRemoved,
  NotFoundError,
} from '@gamepod/events';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import type { RssFeedData } from './lab-content-state.ts';
import { ownLab } from './lab-decider.ts';
import { evolveLab, type LabEvent, type LabState } from './lab-state.ts';

/** Feeds and keys one lab may hold: more than a kiosk can show, few enough to keep the lab's state small. */
export const MAX_RSS_FEEDS_PER_LAB = 20;
export const MAX_API_KEYS_PER_LAB = 20;

export type LabContentCommand =
  | { readonly type: 'AddRssFeed'; readonly actor: FleetActor; readonly feed: RssFeedData }
  | { readonly type: 'RemoveRssFeed'; readonly actor: FleetActor; readonly rss_feed_id: string }
  /** The key is made and hashed by the caller; only its hash and prefix reach the decider. */
  | {
      readonly type: 'CreateApiKey';
      readonly actor: FleetActor;
      readonly api_key_name: string;
      readonly key_sha256: string;
      readonly key_prefix: string;
    }
  | { readonly type: 'RevokeApiKey'; readonly actor: FleetActor; readonly api_key_id: string }
  | {
      readonly type: 'SetHomeImage';
      readonly actor: FleetActor;
      readonly slot: HomeImageSlot;
      readonly file: FileRefData;
    }
  | { readonly type: 'RemoveHomeImage'; readonly actor: FleetActor; readonly slot: HomeImageSlot };

/**
 * A lab's content: RSS feeds, API keys and home screen images. The same lab aggregate as
 * labDecider (one stream, one fold); a client admin acts only on their own client's labs.
 */
export const labContentDecider: Decider<LabContentCommand, LabState, LabEvent> = {
  aggregate: 'lab',
  initialState: () => ({ status: 'none' }),
  evolve: evolveLab,
  decide(command, state, ctx) {
    const lab = ownLab(state, command.actor);
    const { rss_feeds, api_keys, home_images } = lab.content;
    switch (command.type) {
      case 'AddRssFeed': {
        const { feed } = command;
        for (const existing of rss_feeds.values()) {
          if (existing.rss_url === feed.rss_url) {
            throw new ConflictError('This lab already has a feed with this URL', { field: 'rss_url' });
          }
        }
        if (rss_feeds.size >= MAX_RSS_FEEDS_PER_LAB) {
          throw new ConflictError(`A lab may have at most ${MAX_RSS_FEEDS_PER_LAB} RSS feeds; delete one first`);
        }
        return [LabRssFeedAdded.of({ rss_feed_id: ctx.newId(), ...feed })];
      }
      case 'RemoveRssFeed': {
        if (!rss_feeds.has(command.rss_feed_id)) throw new NotFoundError('RSS feed not found', { field: 'id' });
        return [LabRssFeedRemoved.of({ rss_feed_id: command.rss_feed_id })];
      }
      case 'CreateApiKey': {
        if (api_keys.size >= MAX_API_KEYS_PER_LAB) {
          throw new ConflictError(`A lab may have at most ${MAX_API_KEYS_PER_LAB} API keys; delete one first`);
        }
        const { api_key_name, key_sha256, key_prefix } = command;
        return [LabApiKeyCreated.of({ api_key_id: ctx.newId(), api_key_name, key_sha256, key_prefix })];
      }
      case 'RevokeApiKey': {
        if (!api_keys.has(command.api_key_id)) throw new NotFoundError('API key not found', { field: 'id' });
        return [LabApiKeyRevoked.of({ api_key_id: command.api_key_id })];
      }
      case 'SetHomeImage': {
        // the same content in the same slot changes nothing
        if (home_images[command.slot]?.id === command.file.id) return [];
        return [LabHomeImageSet.of({ slot: command.slot, file: command.file })];
      }
      case 'RemoveHomeImage':
        // deleting an empty slot is already done: nothing to append
        return home_images[command.slot] ? [LabHomeImageRemoved.of({ slot: command.slot })] : [];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
