import { signal } from '@preact/signals-react';

/** Toasts last 5 s; a page may ask for another duration while it shows (3 s on client pods). */
export const TOAST_MS = 5_000;

export type ToastTone = 'error' | 'warning' | 'success' | 'info';
export type Toast = { readonly id: number; readonly tone: ToastTone; readonly head: string; readonly sub: string };

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;
let pageDuration: number | null = null;

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/**
 * Shows a toast for `ms` (the page's duration, else 5 s). An identical toast replaces the
 * first rather than stacking; at most three show.
 *
 * @example showToast('success', 'Lab saved');
 */
export function showToast(tone: ToastTone, head: string, sub = '', ms?: number): void {
  const id = nextId++;
  const rest = toasts.value.filter((t) => !(t.head === head && t.sub === sub));
  toasts.value = [...rest.slice(-2), { id, tone, head, sub }];
  setTimeout(() => dismissToast(id), ms ?? pageDuration ?? TOAST_MS);
}

/** Sets the toast duration while a page shows; returns the restore (see `useToastDuration`). */
export function overrideToastDuration(ms: number): () => void {
  const before = pageDuration;
  pageDuration = ms;
  return () => {
    pageDuration = before;
  };
}
