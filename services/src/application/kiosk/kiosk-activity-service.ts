import { type AppendContext, handleCommand, type PodActivity } from '@gamepod/events';
import { type KioskActivityTable, kioskActivityOfPod, openPodSessionsOfPod, type PodTable } from '@gamepod/projections';
import { kioskActivityDecider } from '../../domain/kiosk/kiosk-activity-decider.ts';
import { now, type PodDeps } from '../pod/pod-deps.ts';

/** The kiosk page acts as its pod: the events it causes name the pod. */
export const kioskContext = (podId: string): AppendContext => ({ actor: { kind: 'pod', pod_id: podId } });

/**
 * Records what a pod's kiosk page shows now; a repeat of the last report appends nothing.
 * Returns whether it appended.
 */
export async function recordActivity(deps: PodDeps, pod: PodTable, activity: PodActivity): Promise<boolean> {
  const { seq, appended } = await handleCommand(
    deps.store,
    kioskActivityDecider,
    pod.id,
    { type: 'Record', activity },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['kiosk_activity'], seq);
  return appended;
}

/** The pod's latest activity; undefined before its page reported any. */
export async function latestActivity(deps: PodDeps, podId: string): Promise<KioskActivityTable | undefined> {
  return kioskActivityOfPod(deps.db, podId);
}

/** Ready for the next player once no pod login is open on the pod (the logout finished everywhere). */
export async function podReady(deps: PodDeps, podId: string): Promise<boolean> {
  return (await openPodSessionsOfPod(deps.db, podId, now(deps))).length === 0;
}
