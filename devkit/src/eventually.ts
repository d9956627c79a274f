// Waiting in tests: the one polling helper every package's tests use, and the one named way
// to let time pass when a test proves that something did NOT happen.

export type EventuallyOptions = {
  /** How long to keep trying before failing (default 20 s). */
  readonly timeoutMs?: number;
  /** The pause between tries (default 50 ms; page checks use more, they cost more). */
  readonly intervalMs?: number;
};

/** What `check` gives while the awaited state has not come yet. */
type NotYet = null | undefined | false;

/**
 * Resolves with `check`'s first result that is not `null`, `undefined` or `false`, trying every
 * `intervalMs` until `timeoutMs`; then fails naming `what` (and the last error, if any). A check
 * that throws counts as "not yet": the system settles in its own time, and a test waits on the
 * condition it needs, never on a fixed sleep. `0` and `''` are results.
 *
 * @example await eventually('the pod row', () => podById(db, id), { timeoutMs: 5_000 });
 */
export async function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 50 }: EventuallyOptions = {},
): Promise<Exclude<T, NotYet>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== undefined && value !== false) return value as Exclude<T, NotYet>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last === undefined ? '' : `: ${String(last)}`}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Lets `ms` pass on purpose: a window in which something must NOT happen (no push arrives,
 * nothing is appended, a standby stays standby), or a state the test holds for that long (an
 * outage, a lock). It is the only fixed wait tests may use; to wait for something that
 * should happen, use `eventually`.
 */
export function quietFor(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
