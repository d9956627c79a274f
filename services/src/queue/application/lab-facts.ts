import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import { QUEUE_PLATFORMS } from '@gamepod/contracts/catalogues';
import { NotFoundError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import {
  type AuthSessionTable,
  labById,
  listPods,
  openPodSessionsOfPod,
  type PodTable,
  reservationsOfPod,
} from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';

/** The platforms a pod serves: those on its outputs. */
export const platformsOf = (pod: Pick<PodTable, 'xd1' | 'xd2'>): QueuePlatform[] =>
  QUEUE_PLATFORMS.filter((p) => pod.xd1 === p || pod.xd2 === p);

/** A pod that takes players: active, not locked out, its seat licence active. */
export const inService = (pod: PodTable) => pod.is_active && !pod.lock_out && pod.seat === 'ACTIVE';

/** A lab the session may act on, or 404 (no such lab) / 403 (another client's). */
export async function labFor(db: Kysely<unknown>, session: Pick<SessionInfo, 'role' | 'client_id'>, labId: string) {
  const lab = await labById(db, labId);
  if (!lab) throw new NotFoundError('No such lab', { field: 'lab_id' });
  assertClientAccess(session, lab.client_id);
  return lab;
}

/** A lab's pods in service, each with its open pod sessions. */
export type PodNow = { readonly pod: PodTable; readonly sessions: readonly AuthSessionTable[] };

export async function podsNow(db: Kysely<unknown>, labId: string, now: Date): Promise<PodNow[]> {
  const pods = (await listPods(db, { labId })).filter(inService);
  return Promise.all(pods.map(async (pod) => ({ pod, sessions: await openPodSessionsOfPod(db, pod.id, now) })));
}

/**
 * Whether a reservation holds the pod now or starts within `withinMinutes`: reservations win
 * over the queue, so such a pod is neither offered nor counted free.
 */
export async function reservedSoon(db: Kysely<unknown>, podId: string, now: Date, withinMinutes: number) {
  const next = (await orWhenMissing(reservationsOfPod(db, podId, now, 1), []))[0];
  return next !== undefined && next.start_at.getTime() <= now.getTime() + withinMinutes * 60_000;
}
