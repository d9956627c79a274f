import { labById, podById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { ChannelOwners } from './channel-policy.ts';

/**
 * Resolves the client that owns a pod or lab channel from the read models. A read model
 * that does not exist yet (a fresh database) owns nothing, so the channel stays closed.
 */
export function readModelChannelOwners(db: Kysely<unknown>): ChannelOwners {
  return async (scope, id) => {
    try {
      const row = scope === 'pod' ? await podById(db, id) : await labById(db, id);
      return row?.client_id ?? null;
    } catch {
      return null;
    }
  };
}
