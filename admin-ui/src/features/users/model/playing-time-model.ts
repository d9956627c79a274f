// User Detail's Game Playing Time: a player's play sessions, filtered by the days they
// started, 10 a page.

import { signal } from '@preact/signals-react';
import { createResource } from '../../../lib/resource.ts';
import { usersApi } from '../api/users-api.ts';

let userId = '';
/** The filter's days, YYYY-MM-DD; '' leaves that end open. */
export const playStartDate = signal('');
export const playEndDate = signal('');
/** The filter as last applied: the list shows this. */
const applied = signal({ startDate: '', endDate: '' });
export const playPage = signal(1);
/** The filter's error, shown under End Date; the list keeps the last good filter. */
export const playDatesError = signal<string | null>(null);

export const playingTime = createResource(() =>
  usersApi.playingActivities(userId, { page: playPage.value, ...applied.value }),
);

/** Opens the player's sessions, unfiltered, on page 1; returns the leave. */
export function openPlayingTime(id: string): () => void {
  userId = id;
  playStartDate.value = '';
  playEndDate.value = '';
  applied.value = { startDate: '', endDate: '' };
  playPage.value = 1;
  playDatesError.value = null;
  playingTime.reset();
  void playingTime.load();
  return () => playingTime.reset();
}

/** Filters by the days entered (either may be left empty), from page 1. */
export function applyPlayDates(): void {
  const startDate = playStartDate.value;
  const endDate = playEndDate.value;
  if (startDate && endDate && endDate < startDate) {
    playDatesError.value = 'The end date must not be before the start date.';
    return;
  }
  playDatesError.value = null;
  applied.value = { startDate, endDate };
  playPage.value = 1;
  playingTime.reset();
  void playingTime.reload();
}

/** Clears both days and shows every session again. */
export function clearPlayDates(): void {
  playStartDate.value = '';
  playEndDate.value = '';
  applyPlayDates();
}

export function goToPlayPage(page: number): void {
  playPage.value = page;
  void playingTime.reload();
}
