import type { FacilitatorPod } from '@gamepod/contracts/http';
import type { PodStatusPush } from '@gamepod/contracts/realtime';
import { batch, computed, signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { onPodStatus, watchedClient } from '#app-state/realtime/realtime-model.ts';
import { podId, podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { facilitatorApi } from '../api/facilitator-api.ts';

export type PodsStatus = 'loading' | 'ready' | 'error';

export const pods = signal<readonly FacilitatorPod[]>([]);
export const podsStatus = signal<PodsStatus>('loading');
/** The lab of the pod the facilitator signed in on, whose queue the console shows; null until the list loads. */
export const ownLabId = computed(() => pods.value.find((p) => p.id === podId.value)?.lab_id ?? null);
/** The pods Manage Event's commands go to; kept while the facilitator moves between screens. */
export const selectedIds = signal<ReadonlySet<string>>(new Set());

export const selectedPods = computed(() => pods.value.filter((p) => selectedIds.value.has(p.id)));
export const hasSelection = computed(() => selectedPods.value.length > 0);
export const allSelected = computed(() => pods.value.length > 0 && selectedPods.value.length === pods.value.length);

export function togglePod(id: string): void {
  const next = new Set(selectedIds.value);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  selectedIds.value = next;
}

/** Select All, or clear the selection when every pod is already selected. */
export function toggleAll(): void {
  selectedIds.value = allSelected.value ? new Set() : new Set(pods.value.map((p) => p.id));
}

/** Reads the list again: a push says someone signed in on a pod, but not who. */
let reloadList: (() => void) | null = null;

/**
 * A `status.pod` push: that pod's lock, use, volume and consoles change in place (unknown pods
 * are not ours). Nobody signed in any more clears who played what; someone new reads the list again.
 */
export function applyPodStatus(push: PodStatusPush): void {
  const at = pods.value.findIndex((p) => p.id === push.pod_id);
  if (at < 0) return;
  const before = pods.value[at] as FacilitatorPod;
  const next = [...pods.value];
  next[at] = {
    ...before,
    lock_out: push.lock_out,
    in_use: push.in_use,
    player: push.in_use ? before.player : null,
    game: push.in_use ? before.game : null,
    stuck_session: push.stuck_session,
    online: push.online,
    volume: push.volume,
    // a station that has not reported its consoles yet keeps the ones it was deployed with
    consoles: push.consoles ?? before.consoles,
  };
  pods.value = next;
  if (push.in_use === 1 && before.in_use === 0) reloadList?.();
}

/** Loads the client's pods, then follows their status pushes on the client's channel; returns the stop. */
export function openPodList(): () => void {
  let live = true;
  podsStatus.value = 'loading';
  const stopPushes = onPodStatus(applyPodStatus);
  const token = userSession.value?.token;
  const session = podSession.value?.session_id_key;
  if (!token || !session) podsStatus.value = 'error';
  else {
    const load = () =>
      facilitatorApi.podsList(token, session).then(
        (reply) => {
          if (!live) return;
          batch(() => {
            pods.value = reply.pods;
            // a pod that left the client leaves the selection too
            const ids = new Set(reply.pods.map((p) => p.id));
            selectedIds.value = new Set([...selectedIds.value].filter((id) => ids.has(id)));
            podsStatus.value = 'ready';
            watchedClient.value = reply.client_id;
          });
        },
        (err: unknown) => {
          if (live && !logoutIfExpired(err)) podsStatus.value = 'error';
        },
      );
    reloadList = () => void load();
    void load();
  }
  return () => {
    live = false;
    reloadList = null;
    stopPushes();
    watchedClient.value = null;
  };
}
