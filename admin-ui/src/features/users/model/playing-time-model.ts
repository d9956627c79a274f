// User Detail's Game Playing Time: a player's play sessions, filtered by the days they
// started, 10 a page.

import { signal } from '@preact/signals-react';
import { createDateRange, type Days, NO_DAYS } from '#lib/date-range.ts';
import { createResource } from '#lib/resource.ts';
import { usersApi } from '../api/users-api.ts';

let userId = '';
export const playDates = createDateRange();
/** The filter as last applied: the list shows this. */
const applied = signal<Days>(NO_DAYS);
export const playPage = signal(1);

export const playingTime = createResource(() =>
  usersApi.playingActivities(userId, {
    page: playPage.value,
    startDate: applied.value.start,
    endDate: applied.value.end,
  }),
);

/** Opens the player's sessions, unfiltered, on page 1; returns the leave. */
export function openPlayingTime(id: string): () => void {
  userId = id;
  playDates.clear();
  applied.value = NO_DAYS;
  playPage.value = 1;
  playingTime.reset();
  void playingTime.load();
  return () => playingTime.reset();
}

/** Filters by the days given, from page 1. */
export function applyPlayDates(days: Days): void {
  applied.value = days;
  playPage.value = 1;
  playingTime.reset();
  void playingTime.reload();
}

export function goToPlayPage(page: number): void {
  playPage.value = page;
  void playingTime.reload();
}
