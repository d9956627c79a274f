/** A day, in milliseconds. */
const DAY_MS = 24 * 3_600_000;

/**
 * Whether a client's outage policy accepts a cached credential while its source is down: only
 * `accept_cached`, and only one cached by a sign-in the source vouched for within the last
 * `cached_days` days (a credential cached in the future, by a clock set wrong, is not accepted).
 */
export function acceptsCached(
  policy: { readonly outage_policy: 'refuse' | 'accept_cached'; readonly cached_days: number },
  cachedAt: string,
  now: Date,
): boolean {
  if (policy.outage_policy !== 'accept_cached') return false;
  const age = now.getTime() - new Date(cachedAt).getTime();
  return Number.isFinite(age) && age >= 0 && age <= policy.cached_days * DAY_MS;
}
