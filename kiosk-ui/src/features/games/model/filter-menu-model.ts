import { batch, signal } from '@preact/signals-react';
import type { FilterKind } from './game-filters.ts';
import { applyFilter, filters } from './game-list-model.ts';

/** The filter dropdown that is open (one at a time), and the values ticked in it so far. */
export const openFilter = signal<FilterKind | null>(null);
export const draftValues = signal<readonly string[]>([]);

/** Opens a filter with its applied values ticked; a second tap on its button closes it. */
export function toggleFilter(kind: FilterKind): void {
  if (openFilter.value === kind) {
    openFilter.value = null;
    return;
  }
  batch(() => {
    openFilter.value = kind;
    draftValues.value = filters.value[kind];
  });
}

export function toggleDraft(value: string): void {
  const now = draftValues.value;
  draftValues.value = now.includes(value) ? now.filter((v) => v !== value) : [...now, value];
}

/** Done: the ticked values filter the list. */
export function doneFilter(): void {
  const kind = openFilter.value;
  if (!kind) return;
  openFilter.value = null;
  applyFilter(kind, draftValues.value);
}

/** Escape or a tap elsewhere: the dropdown closes and its ticks are forgotten. */
export function cancelFilter(): void {
  openFilter.value = null;
}
