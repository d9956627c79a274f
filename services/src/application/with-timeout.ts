/**
 * `work`'s outcome, or a rejection with `fail()` once `ms` have passed (by default "timed out
 * after {ms} ms"). The work itself is not stopped: it ends on its own timeouts, unheard.
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  fail: () => Error = () => new Error(`timed out after ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(fail()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
