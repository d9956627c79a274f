// /superadmin/games: the catalogue a page at a time, searched on Enter, and deleting a game.
import type { AdminGameRow } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import { createResource } from '#lib/resource.ts';
import { gamesApi } from '../api/games-api.ts';

export const cataloguePage = signal(1);
export const catalogueSearch = signal('');
/** The search box as typed; applied with Enter. */
export const searchDraft = signal('');

export const catalogue = createResource(() => gamesApi.catalogue(cataloguePage.value, catalogueSearch.value));

export function goToCataloguePage(page: number): void {
  cataloguePage.value = page;
  void catalogue.reload();
}

export function applyCatalogueSearch(): void {
  catalogueSearch.value = searchDraft.value.trim();
  goToCataloguePage(1);
}

/** A game's Delete, behind its confirmation: the game leaves the catalogue and every venue. */
export const gameDelete = createPendingDelete(async (game: AdminGameRow) => {
  await gamesApi.remove(game.GameId);
  showToast('success', `${game.GameName} deleted`);
  // the last row of the last page gone: show the page before it
  const rows = catalogue.data.value?.games.length ?? 0;
  if (rows === 1 && cataloguePage.value > 1) cataloguePage.value -= 1;
  await catalogue.load();
});

/** Opening the screen: the first page of the whole catalogue. */
export function openCatalogue(): () => void {
  cataloguePage.value = 1;
  catalogueSearch.value = '';
  searchDraft.value = '';
  void catalogue.reload();
  return catalogue.reset;
}
