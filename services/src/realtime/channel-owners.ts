import { labById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { ChannelOwners } from './channel-policy.ts';

/**
 * Resolves the client that owns a lab channel from the labs read model. A read model that
 * does not exist yet (a fresh database) owns nothing, so the channel stays closed.
 */
export function readModelChannelOwners(db: Kysely<unknown>): ChannelOwners {
  return async (_scope, id) => {
    try {
      return (await labById(db, id))?.client_id ?? null;
    } catch {
      return null;
    }
  };
}
