import { signal } from '@preact/signals-react';

/** How long a toast stays (toasts clear after 5 s). */
export const TOAST_MS = 5_000;

export type ToastTone = 'error' | 'warning' | 'success' | 'info';
export type Toast = { id: number; tone: ToastTone; head: string; sub: string };

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/** Clears every toast: a step that went through makes earlier complaints stale. */
export function clearToasts(): void {
  toasts.value = [];
}

/** Shows a toast; a second identical one replaces the first rather than stacking. */
export function showToast(tone: ToastTone, head: string, sub = '', ms = TOAST_MS): void {
  const id = nextId++;
  const rest = toasts.value.filter((t) => !(t.head === head && t.sub === sub));
  toasts.value = [...rest.slice(-2), { id, tone, head, sub }];
  setTimeout(() => dismissToast(id), ms);
}
