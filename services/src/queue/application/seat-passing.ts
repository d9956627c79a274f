import type { AppendContext } from '@gamepod/events';
import { SYSTEM_ACTOR } from '@gamepod/events';
import { openPodSessionsOfPod, type PodTable, podById } from '@gamepod/projections';
import { holderOf, labQueueDecider } from '../domain/lab-queue-decider.ts';
import { inService, platformsOf, reservedSoon } from './lab-facts.ts';
import type { QueueDeps } from './queue-deps.ts';
import { commandLabQueue, readLabQueue } from './queue-service.ts';

/**
 * The platforms of a pod that may go to the queue now, or null: in service, on no pod
 * session, and reserved by nobody now or within the hold time (reservations win).
 */
async function passable(deps: QueueDeps, pod: PodTable | undefined, holdMinutes: number) {
  if (!pod || pod.deleted || !inService(pod)) return null;
  const now = deps.clock();
  if ((await openPodSessionsOfPod(deps.db, pod.id, now)).length > 0) return null;
  if (await reservedSoon(deps.db, pod.id, now, holdMinutes)) return null;
  return platformsOf(pod);
}

/** A pod freed (its session ended, or a place holding it left): offer it to the first in line it serves. */
export async function offerFreedPod(deps: QueueDeps, podId: string, context: AppendContext, commandId: string) {
  const pod = await podById(deps.db, podId);
  if (!pod) return;
  const state = await readLabQueue(deps, pod.lab_id);
  if (!state.policy.enabled || state.entries.length === 0) return;
  const platforms = await passable(deps, pod, state.policy.hold_minutes);
  if (platforms === null) return;
  await commandLabQueue(
    deps,
    pod.lab_id,
    { type: 'Offer', pod_id: podId, pod_platforms: platforms },
    context,
    commandId,
  );
}

/** A hold ran out: a no-show, and the pod goes to the next in line when it still may. */
export async function expireOffer(
  deps: QueueDeps,
  held: { readonly lab_id: string; readonly pod_id: string; readonly expires_at: string },
  commandId: string,
) {
  const state = await readLabQueue(deps, held.lab_id);
  const pass_on = await passable(deps, await podById(deps.db, held.pod_id), state.policy.hold_minutes);
  await commandLabQueue(
    deps,
    held.lab_id,
    { type: 'Expire', pod_id: held.pod_id, expires_at: held.expires_at, pass_on },
    { actor: SYSTEM_ACTOR },
    commandId,
  );
}

/**
 * Before a player's sign-in on a pod: refused (403 'held') when the pod is held for another
 * player in line. Nothing is appended.
 */
export async function judgeHeldPod(deps: Pick<QueueDeps, 'store' | 'clock'>, pod: PodTable, userId: string) {
  const state = await readLabQueue(deps, pod.lab_id);
  if (!holderOf(state, pod.id)) return;
  labQueueDecider.decide({ type: 'Take', pod_id: pod.id, user_id: userId }, state, {
    now: deps.clock(),
    newId: () => '',
  });
}

/** After the offered player's sign-in on the held pod: the seat is theirs and their place leaves the line. */
export async function takeHeldPod(
  deps: Pick<QueueDeps, 'store' | 'clock'>,
  pod: PodTable,
  userId: string,
  context: AppendContext,
) {
  const state = await readLabQueue(deps, pod.lab_id);
  if (holderOf(state, pod.id)?.user_id !== userId) return;
  await commandLabQueue(deps, pod.lab_id, { type: 'Take', pod_id: pod.id, user_id: userId }, context);
}

/** Whether an offer still stands: its pod still held for that place, its hold not run out. */
export async function offerStands(
  deps: Pick<QueueDeps, 'store' | 'clock'>,
  labId: string,
  offer: { readonly entry_id: string; readonly pod_id: string; readonly expires_at: string },
): Promise<boolean> {
  if (Date.parse(offer.expires_at) <= deps.clock().getTime()) return false;
  const holder = holderOf(await readLabQueue(deps, labId), offer.pod_id);
  return holder?.entry_id === offer.entry_id;
}
