// /admin/games: the signed-in admin's own client's games a page at a time, and taking one back.
import type { AdminGameRow } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import { gamesApi } from '../api/games-api.ts';

/** The client whose games these are: always the admin's own (the server refuses another's). */
export const ownClientId = computed(() => userSession.value?.client_id ?? '');

export const assignedPage = signal(1);
export const assignedGames = createResource(() => gamesApi.clientGames(ownClientId.value, assignedPage.value));

/** The assignment whose removal is being confirmed, if any. */
export const removing = signal<AdminGameRow | null>(null);
export const removeBusy = signal(false);

/** Where a row's game was given, as del_gameids names it: the client (nothing), a lab or a pod. */
export function assignmentTarget(row: AdminGameRow): { lab_id?: string; pod_id?: string } {
  if (row.scope === 'lab' && row.target_id) return { lab_id: row.target_id };
  if (row.scope === 'pod' && row.target_id) return { pod_id: row.target_id };
  return {};
}

export function goToAssignedPage(page: number): void {
  assignedPage.value = page;
  void assignedGames.reload();
}

/** Yes in the confirm: the game is taken back from where it was given. */
export async function confirmRemove(): Promise<void> {
  const row = removing.value;
  if (!row || removeBusy.value) return;
  removeBusy.value = true;
  try {
    await gamesApi.unassign(ownClientId.value, row.GameId, assignmentTarget(row));
    showToast('success', `${row.GameName} removed`);
    removing.value = null;
    // the last row of the last page gone: show the page before it
    const rows = assignedGames.data.value?.games.length ?? 0;
    if (rows === 1 && assignedPage.value > 1) assignedPage.value -= 1;
    await assignedGames.load();
  } catch {
    // the API client showed the server's message
  } finally {
    removeBusy.value = false;
  }
}

/** Opening the screen: the first page of the client's games. */
export function openAssignedGames(): () => void {
  assignedPage.value = 1;
  removing.value = null;
  void assignedGames.reload();
  return assignedGames.reset;
}
