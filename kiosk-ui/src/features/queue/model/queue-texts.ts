// What the queue pages say: each refusal of a join in plain words, the platforms' names, the
// estimate, and how a place in line ended. Pure, so the station and the phone say the same.

import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueuePlace } from '@gamepod/contracts/http';

export const PLATFORM_NAMES: Readonly<Record<QueuePlatform, string>> = {
  xb: 'Xbox',
  ps: 'PlayStation',
  sw: 'Switch',
  pc: 'PC',
};

/** The date a no-show ban ends, as a person reads it. */
function untilText(until: unknown): string {
  const at = typeof until === 'string' ? new Date(until) : null;
  if (!at || Number.isNaN(at.getTime())) return 'later';
  return at.toLocaleString([], { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A failed call as the API client throws it (`ApiError`): read by shape, so this file stays pure. */
type Failure = {
  readonly kind?: unknown;
  readonly status?: unknown;
  readonly message?: unknown;
  readonly data?: unknown;
};

/** Why a join was refused, in the player's terms: each `data.reason` the server gives, else its message. */
/** What a player hears when the lab runs no queue now: at sign-in, or as a join's refusal. */
export const QUEUE_OFF_TEXT = "This lab isn't running a queue right now. Please ask a member of staff.";

export function joinRefusalText(failure: unknown, platform: QueuePlatform | null): string {
  const err = (typeof failure === 'object' && failure !== null ? failure : {}) as Failure;
  if (err.kind !== 'http') return 'We could not reach the queue. Please try again.';
  const data = (err.data ?? {}) as { reason?: unknown; until?: unknown };
  switch (data.reason) {
    case 'already-queued':
      return "You're already in this lab's queue.";
    case 'on-pod':
      return "You're signed in on a Gamepod in this lab, so you can't queue here as well.";
    case 'queue-off':
      return QUEUE_OFF_TEXT;
    case 'platform-queue-off':
      return `This lab has no queue for ${platform ? PLATFORM_NAMES[platform] : 'that platform'}. Join the queue for any Gamepod instead.`;
    case 'seat-free':
      return 'A Gamepod is free right now: just sign in on it.';
    case 'no-show-ban':
      return `You missed too many held seats, so you can't queue again until ${untilText(data.until)}.`;
    default:
      if (err.status === 403) return "Your account can't queue in this lab.";
      if (err.status === 404) return 'This lab no longer exists.';
      return typeof err.message === 'string' && err.message
        ? err.message
        : 'We could not add you to the queue. Please try again.';
  }
}

/** "About 12 minutes" (in hours from an hour and a half), or soon when the first seat is about to free. */
export function estimateText(place: Pick<QueuePlace, 'estimate_minutes'>): string {
  const m = place.estimate_minutes;
  if (m === null) return 'We will let you know';
  if (m <= 1) return 'Any minute now';
  if (m >= 90) return `About ${Math.round(m / 60)} hours`;
  return `About ${m} minutes`;
}

/** How a place in line ended, for the news on the phone. */
export type QueueEnd = 'taken' | 'expired' | 'left' | 'removed';

export const END_TEXTS: Readonly<Record<QueueEnd, { head: string; sub: string }>> = {
  taken: { head: 'Enjoy your game!', sub: 'You signed in on your held Gamepod, so you have left the queue.' },
  expired: {
    head: 'Your held Gamepod went to the next in line',
    sub: 'You did not sign in on it in time, and this counts as a missed seat. You can join the queue again.',
  },
  left: { head: 'You left the queue', sub: 'Your place went to the people behind you.' },
  removed: { head: 'Staff removed you from the queue', sub: 'Please ask a member of staff if this is a mistake.' },
};
