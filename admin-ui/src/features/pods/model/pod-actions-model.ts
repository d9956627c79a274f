// What an admin does to a row of Manage Your Pods: reveal its key, lock it out, log it out,
// reboot it, end a stuck session, delete it.

import type { PodListRow } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { tellStationLocked } from '#app-state/station/model/local-device-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import type { PodCommandType } from '../api/pod-requests.ts';
import { podsApi } from '../api/pods-api.ts';
import { navName } from './pod-rules.ts';
import { patchPod, podsList } from './pods-list-model.ts';

export type RowAction = PodCommandType | 'delete';

/** The rows whose key shows in full (the eye toggle). */
export const revealedKeys = signal<ReadonlySet<string>>(new Set());
/** The action running on each pod, by pod id: its buttons wait for it. */
export const runningActions = signal<ReadonlyMap<string, RowAction>>(new Map());
/** The lock switch's position while its command runs (it then follows the list). */
export const pendingLocks = signal<ReadonlyMap<string, boolean>>(new Map());
/** The pod the delete confirmation asks about. */
export const pendingDelete = signal<PodListRow | null>(null);

export function toggleKey(podId: string): void {
  const next = new Set(revealedKeys.value);
  if (!next.delete(podId)) next.add(podId);
  revealedKeys.value = next;
}

function withEntry<V>(map: ReadonlyMap<string, V>, key: string, value: V | undefined): ReadonlyMap<string, V> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/** Runs `work` as the pod's one running action; another action on that pod is ignored until it ends. */
async function runAction(pod: PodListRow, action: RowAction, work: () => Promise<void>): Promise<void> {
  if (runningActions.value.has(pod.id)) return;
  runningActions.value = withEntry(runningActions.value, pod.id, action);
  try {
    await work();
  } catch {
    // the API client already showed the server's message
  } finally {
    runningActions.value = withEntry(runningActions.value, pod.id, undefined);
  }
}

/**
 * On sends lockout, off sends unlockout, then the list reloads. The
 * pod's bridge tells its helper (pod_disabled), so the station locks whichever page asked; when
 * the console runs on that very station, it tells its helper at once too.
 */
export function setLockout(pod: PodListRow, on: boolean): Promise<void> {
  return runAction(pod, on ? 'lockout' : 'unlockout', async () => {
    pendingLocks.value = withEntry(pendingLocks.value, pod.id, on);
    try {
      await podsApi.command(on ? 'lockout' : 'unlockout', pod.id);
      void tellStationLocked(pod.pod_id_key, on);
      patchPod(pod.id, { lock_out: on ? 1 : 0 });
      showToast('success', on ? `${navName(pod)} is locked out` : `${navName(pod)} is unlocked`);
    } finally {
      pendingLocks.value = withEntry(pendingLocks.value, pod.id, undefined);
      void podsList.load();
    }
  });
}

const SENT: Readonly<Partial<Record<PodCommandType, string>>> = { logout: 'Logout', reboot: 'Reboot' };

/** Logout or Reboot: a pod command its bridge carries out. */
export function sendPodCommand(pod: PodListRow, type: 'logout' | 'reboot'): Promise<void> {
  return runAction(pod, type, async () => {
    await podsApi.command(type, pod.id);
    showToast('success', `${SENT[type]} sent to ${navName(pod)}`);
  });
}

export function askDelete(pod: PodListRow): void {
  pendingDelete.value = pod;
}

export function cancelDelete(): void {
  if (!runningActions.value.has(pendingDelete.value?.id ?? '')) pendingDelete.value = null;
}

/** The confirmed delete: the pod leaves the list, its MAC address and key become free. */
export function confirmDelete(): Promise<void> {
  const pod = pendingDelete.value;
  if (!pod) return Promise.resolve();
  return runAction(pod, 'delete', async () => {
    await podsApi.remove(pod.id);
    pendingDelete.value = null;
    patchPod(pod.id, 'deleted');
    showToast('success', `${navName(pod)} was deleted`);
    void podsList.load();
  });
}

/**
 * End session, behind its Yes/No: ends the pod's sessions that its station no longer holds
 * (the server judges which, and never ends the one the station holds), then the list reloads.
 */
export const stuckSessionEnd = createPendingDelete(async (pod: PodListRow) => {
  const { ended } = await podsApi.endSession(pod.id);
  patchPod(pod.id, { stuck_session: 0 });
  showToast('success', `${navName(pod)}: ${ended === 1 ? 'the session was ended' : `${ended} sessions were ended`}`);
  void podsList.load();
});

/** Forgets the row state when the list closes. */
export function resetPodActions(): void {
  revealedKeys.value = new Set();
  pendingDelete.value = null;
  pendingLocks.value = new Map();
  stuckSessionEnd.reset();
}
