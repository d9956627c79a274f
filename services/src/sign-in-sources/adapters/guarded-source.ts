// How a source is asked so that a sign-in answers within seconds, never minutes: each ask has a
// deadline, and a circuit breaker (opossum) stops asking a source that keeps failing. Only the
// source's failures count (no answer, a connection or protocol error); a refusal is the source
// working. While the breaker is open every ask is answered `down` at once; after
// `retryAfterMs` one ask is let through, and its outcome closes or reopens it.
import CircuitBreaker from 'opossum';
import { withTimeout } from '../../application/with-timeout.ts';
import type { SourceAnswer } from '../domain/source-answer.ts';

/** The source could not be asked: what went wrong, in words. */
export class SourceDown extends Error {}

type Ask<T> = () => Promise<T>;

/** Runs `ask`, or fails with SourceDown once `ms` have passed (the ask is left to end on its own timeouts). */
const withDeadline = <T>(ask: Ask<T>, ms: number): Promise<T> =>
  withTimeout(ask, ms, () => new SourceDown(`no answer within ${ms} ms`));

const detailOf = (err: unknown, retryAfterMs: number): string => {
  if ((err as { code?: string } | null)?.code === 'EOPENBREAKER')
    return `not asked: the source kept failing; it is not asked again for up to ${Math.ceil(retryAfterMs / 1000)} s`;
  return err instanceof Error ? err.message : String(err);
};

export type GuardOptions = {
  /** How long one ask may take before it is down. */
  readonly timeoutMs: number;
  /** How long an open breaker answers down before it lets one ask through. */
  readonly retryAfterMs: number;
  /** Asks within the window before the breaker may open (default 2). */
  readonly minimumAsks?: number;
  /** The rolling window asks are counted in (default 10 s). */
  readonly windowMs?: number;
};

export type GuardedSource = {
  /** A sign-in's answer: the source's, or `down` when it failed, was late or the breaker is open. */
  answer(ask: Ask<SourceAnswer>): Promise<SourceAnswer>;
  /** "Test connection" goes through the same deadline and breaker. */
  test(ask: Ask<{ ok: boolean; detail: string }>): Promise<{ ok: boolean; detail: string }>;
};

export function guardedSource(options: GuardOptions): GuardedSource {
  const { timeoutMs, retryAfterMs } = options;
  const breaker = new CircuitBreaker(<T>(ask: Ask<T>) => withDeadline(ask, timeoutMs), {
    // the deadline above is the timeout: it names the source's failure in words
    timeout: false,
    // it opens once more than half of the asks of the last 10 s failed, two asks at least: a
    // source that just died costs a timeout or two, not one per person; successes older than
    // the window do not hold it closed
    volumeThreshold: options.minimumAsks ?? 2,
    errorThresholdPercentage: 50,
    rollingCountTimeout: options.windowMs ?? 10_000,
    resetTimeout: retryAfterMs,
  });
  return {
    async answer(ask) {
      try {
        return (await breaker.fire(ask)) as SourceAnswer;
      } catch (err) {
        return { kind: 'down', detail: detailOf(err, retryAfterMs) };
      }
    },
    async test(ask) {
      try {
        return (await breaker.fire(ask)) as { ok: boolean; detail: string };
      } catch (err) {
        return { ok: false, detail: detailOf(err, retryAfterMs) };
      }
    },
  };
}
