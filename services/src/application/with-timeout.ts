/**
 * Runs `work` with a bound: its outcome, or a rejection with `fail()` once `ms` have passed
 * (by default "timed out after {ms} ms"). The bound starts before the work does, so it wins
 * over a timeout of the same length inside the work. The work itself is not stopped: it ends
 * on its own timeouts, unheard.
 */
export function withTimeout<T>(
  work: () => Promise<T>,
  ms: number,
  fail: () => Error = () => new Error(`timed out after ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(fail()), ms);
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}
