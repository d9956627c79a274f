/** The warnings before a waiting-limit's end, in minutes, and the end itself (0). */
export const LIMIT_MOMENTS = [10, 2, 0] as const;
export type LimitMoment = (typeof LIMIT_MOMENTS)[number];

/** The least notice a session gets when the limit starts to apply to it (it ran past the limit already). */
export const LIMIT_NOTICE_MINUTES = 10;

/** Why a session ends at the limit. */
export const QUEUE_LIMIT_REASON = 'Session limit reached: people are waiting';

/**
 * When a session's limit ends, once people wait: `limit` minutes after its start, but never
 * sooner than LIMIT_NOTICE_MINUTES after `appliesAt` (the first player joined, or the session
 * started, whichever is later), so nobody is cut off without warning.
 */
export function limitEnd(startedAt: Date, appliesAt: Date, limitMinutes: number): Date {
  const byLimit = startedAt.getTime() + limitMinutes * 60_000;
  const notice = appliesAt.getTime() + LIMIT_NOTICE_MINUTES * 60_000;
  return new Date(Math.max(byLimit, notice));
}

/** Each moment's due time (a warning already past is left out; the end never is). */
export function limitMoments(end: Date, now: Date): Array<{ moment: LimitMoment; at: Date }> {
  return LIMIT_MOMENTS.map((moment) => ({ moment, at: new Date(end.getTime() - moment * 60_000) })).filter(
    ({ moment, at }) => moment === 0 || at > now,
  );
}
