import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { PodPresenceDB, PodPresenceTable } from './pod-presence.table.ts';

/** The latest heartbeat of each of `podIds` that ever sent one. */
export async function presenceOf(db: Kysely<unknown>, podIds: readonly string[]): Promise<PodPresenceTable[]> {
  if (podIds.length === 0) return [];
  return (db as Kysely<PodPresenceDB>)
    .withSchema(liveSchema('pod_presence'))
    .selectFrom('pod_presence')
    .selectAll()
    .where('pod_id', 'in', [...podIds])
    .execute();
}
