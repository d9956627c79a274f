import { handleCommand } from '@gamepod/event-store';
import type { AppendContext, PodActivity } from '@gamepod/events';
import { gameById, gameOnPod, type KioskActivityTable, kioskActivityOfPod, type PodTable } from '@gamepod/projections';
import { podTargets } from '../../games/application/pod-consoles.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import { kioskActivityDecider } from '../domain/kiosk-activity-decider.ts';

/** The kiosk page acts as its pod: the events it causes name the pod. */
export const kioskContext = (podId: string): AppendContext => ({ actor: { kind: 'pod', pod_id: podId } });

/** Whether `gameId` is a game of the catalogue (not deleted) that reaches `pod` (cloud, or assigned to it, its lab or its client). */
export async function gameReachesPod(deps: Pick<PodDeps, 'db'>, gameId: string, pod: PodTable): Promise<boolean> {
  const [game, onPod] = await Promise.all([gameById(deps.db, gameId), gameOnPod(deps.db, gameId, podTargets(pod))]);
  return game !== undefined && !game.deleted && onPod;
}

/**
 * Records what a pod's kiosk page shows now; a repeat of the last report appends nothing.
 * Returns whether it appended.
 * @throws ValidationError naming game_id for a game the pod does not have
 */
export async function recordActivity(deps: PodDeps, pod: PodTable, activity: PodActivity): Promise<boolean> {
  const game_on_pod = activity.game_id !== null && (await gameReachesPod(deps, activity.game_id, pod));
  const { seq, appended } = await handleCommand(
    deps.store,
    kioskActivityDecider,
    pod.id,
    { type: 'Record', activity, game_on_pod },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['kiosk_activity'], seq);
  return appended;
}

/** The pod's latest activity; undefined before its page reported any. */
export async function latestActivity(deps: PodDeps, podId: string): Promise<KioskActivityTable | undefined> {
  return kioskActivityOfPod(deps.db, podId);
}
