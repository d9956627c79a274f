/** The session length assumed for a pod whose session has no limit in view (minutes). */
export const ASSUMED_SESSION_MINUTES = 60;

/**
 * Minutes until a seat frees for the `waiting`-th player waiting (1 first): the busy pods free
 * in the order of their remaining minutes; once each has freed, the next round frees a session
 * length later (the lab's limit while people wait, else an hour). Null when the lab has no pod
 * that could free.
 *
 * @example waitEstimate(3, [5, 20], 60) // 65: the pods free at 5 and 20, the first again at 65
 */
export function waitEstimate(
  waiting: number,
  remaining: readonly number[],
  limitMinutes: number | null,
): number | null {
  if (remaining.length === 0 || waiting < 1) return null;
  const sorted = [...remaining].map((m) => Math.max(0, Math.ceil(m))).sort((a, b) => a - b);
  const round = Math.floor((waiting - 1) / sorted.length);
  const within = sorted[(waiting - 1) % sorted.length] as number;
  return within + round * (limitMinutes ?? ASSUMED_SESSION_MINUTES);
}
