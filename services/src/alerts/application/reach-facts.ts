import type { EventStore } from '@gamepod/event-store';
import { listPods, type PodTable } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { readClient } from '../../clients/application/read-client.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import type { AlertReach, AskedScope, ReachFacts } from '../domain/alert-access.ts';

/**
 * The client and lab an alert's scope names, read from their events, so that one deployed a
 * moment ago already counts.
 */
export async function readReachFacts(store: EventStore, asked: AskedScope): Promise<ReachFacts> {
  const [client, lab] = await Promise.all([
    asked.client_id ? readClient(store, asked.client_id) : null,
    asked.lab_id ? readLab(store, asked.lab_id) : null,
  ]);
  return {
    client: client ? { id: client.id } : null,
    lab: lab ? { id: lab.id, client_id: lab.client_id } : null,
  };
}

/** The live pods an alert reaches: every pod, one client's, or one lab's. */
export function podsInReach(
  db: Kysely<unknown>,
  reach: Pick<AlertReach, 'scope' | 'client_id' | 'lab_id'>,
): Promise<PodTable[]> {
  switch (reach.scope) {
    case 'global':
      return listPods(db, {});
    case 'client':
      return reach.client_id ? listPods(db, { clientId: reach.client_id }) : Promise.resolve([]);
    case 'lab':
      return reach.lab_id ? listPods(db, { labId: reach.lab_id }) : Promise.resolve([]);
    default: {
      const never: never = reach.scope;
      return never;
    }
  }
}
