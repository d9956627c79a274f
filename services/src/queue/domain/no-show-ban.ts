import type { NoShowPolicySchema } from '@gamepod/events';
import type { Static } from 'typebox';

export type NoShowPolicy = Static<typeof NoShowPolicySchema>;

const DAY_MS = 86_400_000;

/**
 * Until when a player's no-shows block joining (ISO), or null. `count` no-shows within any
 * `days` days block from the last of them for `ban_days`: with 3 in 14 days → 7 days, a third
 * no-show 10 days after the first blocks a week from that third.
 */
export function bannedUntil(noShows: readonly string[], policy: NoShowPolicy, now: Date): string | null {
  if (policy.ban_days === 0) return null;
  const times = noShows.map((t) => Date.parse(t)).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = policy.count - 1; i < times.length; i++) {
    const last = times[i] as number;
    const first = times[i - policy.count + 1] as number;
    if (last - first < policy.days * DAY_MS) until = last + policy.ban_days * DAY_MS;
  }
  return until !== null && until > now.getTime() ? new Date(until).toISOString() : null;
}
