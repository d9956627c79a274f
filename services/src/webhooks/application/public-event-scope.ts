import { createHash } from 'node:crypto';
import type { PublicEventScope } from '@gamepod/contracts/public-events';
import type { StoredEvent } from '@gamepod/events';
import { findSession, podById, podLiveFacts, userById } from '@gamepod/projections';
import type { Kysely } from 'kysely';

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
 * lock and use, read from the read models the webhooks reaction waits for.
 */
export async function publicEventScope(db: Kysely<unknown>, e: StoredEvent): Promise<PublicEventScope> {
  const none: PublicEventScope = { client_id: null, lab_id: null, pod_id: null };
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
