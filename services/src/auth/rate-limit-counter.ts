/**
 * How fast the wait grows: the first `free` attempts of a window pass at once; after the
 * n-th (n ≥ free) the next waits baseMs · 2^(n − free), never more than capMs.
 */
export type DelayCurve = { readonly free: number; readonly baseMs: number; readonly capMs: number };

/**
 * One limit, per key. `max`: at most that many attempts in a window opened by the first one
 * (fixed window). `delay`: attempts are spaced by the curve instead, and the window slides:
 * the count is forgotten only after windowMs without an attempt, so waiting out a window
 * never restarts the curve in the middle of an attack.
 */
export type LimitRule = {
  readonly name: string;
  readonly windowMs: number;
  readonly max?: number;
  readonly delay?: DelayCurve;
};

/** A key's state in the bucket: attempts counted in the window, when it ends, and the next allowed attempt. */
export type Counter = { readonly count: number; readonly reset_at: number; readonly next_at?: number };

/** The wait after the n-th counted attempt of a window. */
export function delayAfter(n: number, curve: DelayCurve): number {
  if (n < curve.free) return 0;
  return Math.min(curve.capMs, curve.baseMs * 2 ** (n - curve.free));
}

/** Either the counter with one more attempt reserved, or how long the caller must wait. */
export type Reservation =
  | { readonly ok: true; readonly next: Counter }
  | { readonly ok: false; readonly waitMs: number };

/** Reserves one attempt on `counter` (null: none yet, or forgotten) under `rule` at `now`. */
export function reserveOn(counter: Counter | null, rule: LimitRule, now: number): Reservation {
  const live = counter && counter.reset_at > now ? counter : null;
  const count = live?.count ?? 0;
  if (live && rule.max !== undefined && count >= rule.max) return { ok: false, waitMs: live.reset_at - now };
  if (live?.next_at !== undefined && live.next_at > now) return { ok: false, waitMs: live.next_at - now };
  const n = count + 1;
  if (rule.delay) {
    return { ok: true, next: { count: n, reset_at: now + rule.windowMs, next_at: now + delayAfter(n, rule.delay) } };
  }
  return { ok: true, next: { count: n, reset_at: live?.reset_at ?? now + rule.windowMs } };
}

/** Gives one reserved attempt back (it turned out not to count); null when there is nothing to give back. */
export function releaseOn(counter: Counter | null, now: number): Counter | null {
  if (!counter || counter.reset_at <= now || counter.count <= 0) return null;
  return { ...counter, count: counter.count - 1 };
}

/**
 * Counts one request on `counter` under a fixed-window rule, those over the max too (a caller
 * that keeps asking is told so), but never further than one past it: the next counter, or null
 * when the window is already over its max and there is nothing new to write.
 */
export function countOn(counter: Counter | null, rule: LimitRule, now: number): Counter | null {
  const live = counter && counter.reset_at > now ? counter : null;
  if (live && rule.max !== undefined && live.count > rule.max) return null;
  return { count: (live?.count ?? 0) + 1, reset_at: live?.reset_at ?? now + rule.windowMs };
}
