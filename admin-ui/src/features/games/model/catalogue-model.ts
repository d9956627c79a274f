// /superadmin/games: the catalogue a page at a time, searched on Enter, and deleting a game.
import type { AdminGameRow } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import { createResource } from '../../../lib/resource.ts';
import { gamesApi } from '../api/games-api.ts';

export const cataloguePage = signal(1);
export const catalogueSearch = signal('');
/** The search box as typed; applied with Enter. */
export const searchDraft = signal('');

export const catalogue = createResource(() => gamesApi.catalogue(cataloguePage.value, catalogueSearch.value));

/** The game whose delete is being confirmed, if any. */
export const deleting = signal<AdminGameRow | null>(null);
export const deleteBusy = signal(false);

export function goToCataloguePage(page: number): void {
  cataloguePage.value = page;
  void catalogue.reload();
}

export function applyCatalogueSearch(): void {
  catalogueSearch.value = searchDraft.value.trim();
  goToCataloguePage(1);
}

/** Yes in the confirm: the game leaves the catalogue and every venue. */
export async function confirmDelete(): Promise<void> {
  const game = deleting.value;
  if (!game || deleteBusy.value) return;
  deleteBusy.value = true;
  try {
    await gamesApi.remove(game.GameId);
    showToast('success', `${game.GameName} deleted`);
    deleting.value = null;
    // the last row of the last page gone: show the page before it
    const rows = catalogue.data.value?.games.length ?? 0;
    if (rows === 1 && cataloguePage.value > 1) cataloguePage.value -= 1;
    await catalogue.load();
  } catch {
    // the API client showed the server's message
  } finally {
    deleteBusy.value = false;
  }
}

/** Opening the screen: the first page of the whole catalogue. */
export function openCatalogue(): () => void {
  cataloguePage.value = 1;
  catalogueSearch.value = '';
  searchDraft.value = '';
  void catalogue.reload();
  return catalogue.reset;
}
