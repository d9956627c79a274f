// Select Target Gamepods: the pods of this station's lab and which of them the dashboard's
// commands go to. The selection outlives the dashboard (the pod games screen launches on it).
import { computed, signal } from '@preact/signals-react';
import { podSession } from '#app-state/session/model/session-model.ts';
import { createResource } from '#lib/resource.ts';
import { podDashboardApi } from '../api/pod-dashboard-api.ts';
import {
  groupState,
  keepListed,
  letterGroups,
  type TargetPod,
  targetOf,
  toggleGroup,
  togglePod,
} from './target-selection.ts';

export const targets = createResource(async () => {
  const pod = podSession.value;
  if (!pod) return { pods: [] as TargetPod[], letters: [] as string[] };
  const d = await podDashboardApi.targets(pod);
  return { pods: d.pods.map(targetOf), letters: d.letters };
});

export const selected = signal<ReadonlySet<string>>(new Set());

export const targetPods = computed(() => targets.data.value?.pods ?? []);
export const groups = computed(() => letterGroups(targetPods.value, targets.data.value?.letters ?? []));
export const allState = computed(() =>
  groupState(
    selected.value,
    targetPods.value.map((p) => p.id),
  ),
);

/** Loads the lab's pods; a selection keeps only the pods still listed. */
export async function loadTargets(): Promise<void> {
  await targets.reload();
  selected.value = keepListed(selected.value, targetPods.value);
}

export function toggleAll(): void {
  selected.value = toggleGroup(
    selected.value,
    targetPods.value.map((p) => p.id),
  );
}

export function toggleLetter(letter: string): void {
  const group = groups.value.find((g) => g.letter === letter);
  if (group) selected.value = toggleGroup(selected.value, group.ids);
}

export function toggleTarget(id: string): void {
  selected.value = togglePod(selected.value, id);
}

/** Only this station (an active save seat holds the dashboard to its own pod). */
export function selectOnlyHere(): void {
  const here = podSession.value?.pod_id;
  selected.value = new Set(here ? [here] : []);
}

/** The name of a listed pod, else its id. */
export function nameOf(id: string): string {
  return targetPods.value.find((p) => p.id === id)?.name ?? id;
}
