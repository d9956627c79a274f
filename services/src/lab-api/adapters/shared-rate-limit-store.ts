import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from '../../auth/rate-limit.ts';

/**
 * A store for @fastify/rate-limit that counts in the shared rate-limit bucket (NATS KV), so a
 * key's requests count once however many services instances they reach. Windows are fixed
 * and run by `clock`; the plugin gets the window's count and what is left of it.
 */
export function sharedRateLimitStore(limiter: RateLimiter, clock: () => Date, name: string): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
      limiter.count({ name, windowMs: timeWindow, max }, key).then(
        (c) => callback(null, { current: c.count, ttl: Math.max(0, c.reset_at - clock().getTime()) }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
