import { createHash } from 'node:crypto';
import { type PublicEventScope, QUEUE_CHANGES } from '@gamepod/contracts/public-events';
import type { EventStore } from '@gamepod/event-store';
import type { StoredEvent } from '@gamepod/events';
import { findSession, labById, podById, podLiveFacts, userById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { queuePlaceScope } from './queue-place-scope.ts';

/** A session's public id: derived from its token hash one way, so it leads back to nothing. */
export const sessionRef = (tokenHash: string) =>
  createHash('sha256').update(`public-session\u0000${tokenHash}`).digest('hex').slice(0, 32);

/** Whether someone is signed in on the pod now (the read models after this event). */
async function inUse(db: Kysely<unknown>, podId: string): Promise<boolean> {
  const [facts] = await podLiveFacts(db, { podIds: [podId] }).catch(() => []);
  return facts?.in_use ?? false;
}

/**
 * What an internal event does not say and its public events need: whose it is, the pod's lab,
 * lock and use, read from the read models the webhooks reaction waits for; for a lab queue
 * event, its place and the line after it, from the lab's queue in the log.
 */
export async function publicEventScope(
  deps: { readonly db: Kysely<unknown>; readonly store: EventStore },
  e: StoredEvent,
): Promise<PublicEventScope> {
  const db = deps.db;
  const none: PublicEventScope = { client_id: null, lab_id: null, pod_id: null };
  if (Object.hasOwn(QUEUE_CHANGES, e.type)) {
    const lab = await labById(db, e.aggregate_id);
    if (!lab) return none;
    const queue_place = await queuePlaceScope(deps.store, e);
    return { client_id: lab.client_id, lab_id: lab.id, pod_id: null, ...(queue_place ? { queue_place } : {}) };
  }
  const d = e.data as Record<string, unknown>;
  const ofPod = async (podId: string | null, extra: Partial<PublicEventScope> = {}): Promise<PublicEventScope> => {
    if (!podId) return none;
    const pod = await podById(db, podId);
    if (!pod) return none;
    return { client_id: pod.client_id, lab_id: pod.lab_id, pod_id: pod.id, pod_locked: pod.lock_out, ...extra };
  };
  switch (e.type) {
    case 'SessionStarted':
      return ofPod(d.pod_id as string | null, { session_ref: sessionRef(e.aggregate_id) });
    case 'SessionEnded': {
      const session = await findSession(db, e.aggregate_id);
      if (session?.kind !== 'pod' || !session.pod_id) return none;
      return ofPod(session.pod_id, {
        session_ref: sessionRef(e.aggregate_id),
        pod_in_use: await inUse(db, session.pod_id),
      });
    }
    case 'PodLockoutChanged':
      return ofPod(e.aggregate_id, { pod_in_use: await inUse(db, e.aggregate_id) });
    case 'ReservationMade':
      return { client_id: String(d.client_id), lab_id: String(d.lab_id), pod_id: null };
    case 'PaymentSucceeded': {
      const user = await userById(db, String(d.user_id));
      return { client_id: user?.client_id ?? null, lab_id: null, pod_id: null };
    }
    default:
      return none;
  }
}
