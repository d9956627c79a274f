/** A failed delivery is tried again 10 s later, doubling each time up to an hour apart. */
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** A delivery still failing a day after its first attempt is set aside. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** How long after failed attempt `attempt` (1, 2, …) the next one is made. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);

/**
 * When to try a delivery again after failed attempt `attempt`, or null to set it aside: the
 * next try would fall more than a day after the first attempt.
 */
export function nextAttemptAt(firstAttemptAt: Date, now: Date, attempt: number): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempt));
  return next.getTime() - firstAttemptAt.getTime() > RETRY_FOR_MS ? null : next;
}
