// Manage Your Pods: the lab's pods, refreshed every 30 s without overlapping calls, and patched
// in between by the services' live status pushes.

import type { PodList, PodListRow } from '@gamepod/contracts/http';
import type { PodStatusPush } from '@gamepod/contracts/realtime';
import { signal } from '@preact/signals-react';
import { watchPodStatus } from '#app-state/fleet/pod-status-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { podsApi } from '../api/pods-api.ts';
import { POD_LIST_POLL_MS } from './pod-rules.ts';

/** What we learnt of a pod after a list was read: a push, a command's result, or its deletion. */
type Patch = { readonly at: number; readonly change: Partial<PodListRow> | 'deleted' };

const labId = signal('');
const patches = new Map<string, Patch>();
/** Pods pushed on the client's channel that are not in this lab: a push for them reloads nothing. */
const elsewhere = new Set<string>();

/** True while the live socket is subscribed (the 30 s refresh carries on either way). */
export const liveUpdates = signal(false);
/** Changes with every list read, so thumbnails load their new picture. */
export const listVersion = signal(0);

function applyPatch(pod: PodListRow, patch: Patch | undefined): PodListRow | null {
  if (!patch) return pod;
  return patch.change === 'deleted' ? null : { ...pod, ...patch.change };
}

/** A list read before a patch was learnt gets the patch laid over it. */
function overlay(list: PodList, readAt: number): PodList {
  const pods = list.pods.flatMap((pod) => {
    const patch = patches.get(pod.id);
    const row = applyPatch(pod, patch && patch.at >= readAt ? patch : undefined);
    return row ? [row] : [];
  });
  return { ...list, pods };
}

async function readList(): Promise<PodList> {
  const readAt = Date.now();
  const list = await podsApi.list(labId.value);
  listVersion.value = readAt;
  return overlay(list, readAt);
}

export const podsList = createResource(readList);

/** Records what we know of a pod now and shows it at once, whatever list read is running. */
export function patchPod(podId: string, change: Partial<PodListRow> | 'deleted'): void {
  const patch = { at: Date.now(), change };
  patches.set(podId, patch);
  const list = podsList.data.value;
  if (!list) return;
  const pods = list.pods.flatMap((pod) => {
    const row = pod.id === podId ? applyPatch(pod, patch) : pod;
    return row ? [row] : [];
  });
  podsList.set({ ...list, pods });
}

/** A pushed status: patch the pod's row, or read the list again when the pod is new to it. */
export function applyStatus(push: PodStatusPush): void {
  const list = podsList.data.value;
  if (!list) return;
  if (list.pods.some((p) => p.id === push.pod_id)) {
    const { activity, lock_out, volume, online, message, stuck_session } = push;
    patchPod(push.pod_id, { activity, lock_out, volume, stuck_session, OnlineDetail: { online, message } });
    return;
  }
  if (elsewhere.has(push.pod_id)) return;
  // a pod deployed into this lab since the list was read, or one of another lab
  void podsList.load().then(() => {
    if (!podsList.data.value?.pods.some((p) => p.id === push.pod_id)) elsewhere.add(push.pod_id);
  });
}

/**
 * Opens the list of `lab`: loads it now and every 30 s, and listens to the client's status
 * pushes. Returns the close.
 *
 * @example useEffect(() => openPodsList(params.lab_id), [params.lab_id]);
 */
export function openPodsList(lab: string): () => void {
  labId.value = lab;
  const stopPolling = pollResource(podsList, POD_LIST_POLL_MS);
  const session = userSession.value;
  const stopLive =
    session?.client_id && session.token
      ? watchPodStatus(session.client_id, session.token, applyStatus, (up) => {
          liveUpdates.value = up;
        })
      : () => undefined;
  return () => {
    stopPolling();
    stopLive();
    liveUpdates.value = false;
    podsList.reset();
    patches.clear();
    elsewhere.clear();
  };
}
