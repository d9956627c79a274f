// The Assign Games modal: where the games go (the whole venue, a lab or one pod), then the
// catalogue a page at a time, marked as that target has each game; the admin ticks local
// games and assigns them in one call.
import type { AdminGameRow } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import { type AssignTarget, gamesApi } from '../api/games-api.ts';
import { assignedGames, assignedPage, ownClientId } from './assigned-games-model.ts';

export const assignOpen = signal(false);
export const choicesPage = signal(1);
export const choicesSearch = signal('');
/** The modal's search box as typed; applied with Enter. */
export const choicesDraft = signal('');
/** Where the ticked games go; both empty is the whole venue. */
export const assignTarget = signal<AssignTarget>({ lab_id: '', pod_id: '' });
export const choices = createResource(() =>
  gamesApi.catalogueFor(ownClientId.value, assignTarget.value, choicesPage.value, choicesSearch.value),
);
export const targetLabs = createResource(() => gamesApi.labs(ownClientId.value));
export const targetPods = createResource(() =>
  assignTarget.value.lab_id === '' ? Promise.resolve([]) : gamesApi.pods(ownClientId.value, assignTarget.value.lab_id),
);

/** The games ticked so far (kept across pages and searches). */
export const picked = signal<ReadonlySet<string>>(new Set());
export const pickedCount = computed(() => picked.value.size);
export const assignBusy = signal(false);

/** Why a game cannot be ticked, or null when it can. */
export function lockReason(game: AdminGameRow): string | null {
  if (!game.locked) return null;
  if (game.GameType === 'cloud') return 'Cloud game: every venue has it';
  if (game.IsSurveyOnly) return 'Survey only: players never see it';
  if (game.assigned) return `Assigned to ${game.target_name ?? 'a lab or pod'}`;
  return 'Cannot be assigned';
}

export function togglePick(gameId: string): void {
  const next = new Set(picked.value);
  if (next.has(gameId)) next.delete(gameId);
  else next.add(gameId);
  picked.value = next;
}

export function goToChoicesPage(page: number): void {
  choicesPage.value = page;
  void choices.reload();
}

export function applyChoicesSearch(): void {
  choicesSearch.value = choicesDraft.value.trim();
  goToChoicesPage(1);
}

/**
 * Another target: its pods are loaded for a lab, and the ticks are cleared, since what is
 * already assigned (and so locked) differs from one target to the next.
 */
export function chooseTarget(next: AssignTarget): void {
  const labChanged = next.lab_id !== assignTarget.value.lab_id;
  assignTarget.value = next;
  picked.value = new Set();
  if (labChanged) void targetPods.reload();
  choicesPage.value = 1;
  void choices.reload();
}

export function openAssign(): void {
  picked.value = new Set();
  assignTarget.value = { lab_id: '', pod_id: '' };
  void targetLabs.load();
  void targetPods.load();
  choicesDraft.value = '';
  choicesSearch.value = '';
  choicesPage.value = 1;
  assignOpen.value = true;
  void choices.reload();
}

export function closeAssign(): void {
  assignOpen.value = false;
  choices.reset();
}

/** Assign: the ticked games go to the target, and the table shows them from its first page. */
export async function saveAssign(): Promise<void> {
  const ids = [...picked.value];
  if (ids.length === 0 || assignBusy.value) return;
  assignBusy.value = true;
  try {
    const { changed } = await gamesApi.assign(ownClientId.value, assignTarget.value, ids);
    showToast('success', changed === 1 ? '1 game assigned' : `${changed} games assigned`);
    closeAssign();
    assignedPage.value = 1;
    await assignedGames.load();
  } catch {
    // the API client showed the server's message; the ticks stay to try again
  } finally {
    assignBusy.value = false;
  }
}
