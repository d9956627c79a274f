import { createHash } from 'node:crypto';
import { GamepodError, type StoreNames } from '@gamepod/events';
import { JetStreamApiError } from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

/** At most `max` in any `windowMs` (counted from the first one), per key. */
export type LimitRule = { readonly name: string; readonly max: number; readonly windowMs: number };

const FIFTEEN_MINUTES = 15 * 60_000;

/** The contract's limits: login-like calls, reset codes, and sign-up checks, per account and per address. */
export const DEFAULT_LIMITS = {
  /** Failed logins per account (the email asked about, whether or not it exists). */
  loginAccount: { name: 'login_account', max: 10, windowMs: FIFTEEN_MINUTES },
  /** Failed logins per client address. */
  loginAddress: { name: 'login_address', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Reset codes asked for, per account. */
  resetAccount: { name: 'reset_account', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Reset codes asked for, per address. */
  resetAddress: { name: 'reset_address', max: 20, windowMs: FIFTEEN_MINUTES },
  /** Sign-up email checks per address (check_email tells whether an email is taken). */
  signupAddress: { name: 'signup_address', max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, LimitRule>;

export type RateLimits = { readonly [K in keyof typeof DEFAULT_LIMITS]: LimitRule };

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later.';

/** 429: the caller must wait `retry_after_s` seconds. */
export class TooManyAttemptsError extends GamepodError {
  constructor(retryAfterS: number) {
    super('rate_limited', 429, TOO_MANY_ATTEMPTS, { retry_after_s: retryAfterS });
  }
}

type Counter = { readonly count: number; readonly reset_at: number };

const WRONG_LAST_SEQUENCE = 10071;

/** The KV bucket of one deployment's counters: `gp_rate_limits` in production, a test's own prefix otherwise. */
export const rateLimitBucket = (names: StoreNames) => `${names.prefix}_rate_limits`;

export type RateLimiterOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly clock?: () => Date;
  /** How long the server keeps an untouched counter: at least the longest window. */
  readonly maxAgeMs?: number;
};

/**
 * Fixed-window counters in a NATS KV bucket, so every services instance counts the same
 * attempts (DESIGN.md decision 9). A window opens with the first hit on a key and lasts the
 * rule's windowMs by the injected clock; the bucket's max_age only clears counters nobody
 * touched for that long. Increments are compare-and-set on the key's revision, so two
 * instances counting at once both count.
 */
export class RateLimiter {
  readonly #kvm: Kvm;
  readonly #bucket: string;
  readonly #clock: () => Date;
  readonly #maxAgeMs: number;
  #kv: Promise<KV> | undefined;

  constructor(opts: RateLimiterOptions) {
    this.#kvm = new Kvm(opts.nc);
    this.#bucket = rateLimitBucket(opts.names);
    this.#clock = opts.clock ?? (() => new Date());
    this.#maxAgeMs = opts.maxAgeMs ?? FIFTEEN_MINUTES;
  }

  #open(): Promise<KV> {
    this.#kv ??= this.#kvm.create(this.#bucket, { history: 1, ttl: this.#maxAgeMs }).catch((err: unknown) => {
      this.#kv = undefined;
      throw err;
    });
    return this.#kv;
  }

  /** Keys are hashed: an address or email never sits in the bucket, and any text makes a valid key. */
  #key(rule: LimitRule, subject: string): string {
    return `${rule.name}.${createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 40)}`;
  }

  async #read(kv: KV, key: string): Promise<{ counter: Counter | null; revision: number }> {
    const entry = await kv.get(key);
    if (!entry) return { counter: null, revision: 0 };
    if (entry.operation !== 'PUT') return { counter: null, revision: entry.revision };
    return { counter: entry.json<Counter>(), revision: entry.revision };
  }

  /**
   * 429 when `subject` has used up `rule` in the current window.
   * @throws TooManyAttemptsError
   */
  async check(rule: LimitRule, subject: string): Promise<void> {
    const { counter } = await this.#read(await this.#open(), this.#key(rule, subject));
    const now = this.#clock().getTime();
    if (counter && counter.reset_at > now && counter.count >= rule.max) {
      throw new TooManyAttemptsError(Math.max(1, Math.ceil((counter.reset_at - now) / 1000)));
    }
  }

  /** Counts one attempt against `rule` for `subject`; returns the count in the window so far. */
  async hit(rule: LimitRule, subject: string): Promise<number> {
    const kv = await this.#open();
    const key = this.#key(rule, subject);
    for (let attempt = 0; ; attempt++) {
      const { counter, revision } = await this.#read(kv, key);
      const now = this.#clock().getTime();
      const next: Counter =
        counter && counter.reset_at > now
          ? { count: counter.count + 1, reset_at: counter.reset_at }
          : { count: 1, reset_at: now + rule.windowMs };
      try {
        const value = JSON.stringify(next);
        // compare-and-set: create expects no entry, update expects the revision we read
        if (revision === 0) await kv.create(key, value);
        else await kv.update(key, value, revision);
        return next.count;
      } catch (err) {
        // another instance counted first: read its count and add ours to it
        if (!(err instanceof JetStreamApiError && err.code === WRONG_LAST_SEQUENCE) || attempt >= 20) throw err;
      }
    }
  }

  /**
   * Checks and counts in one go: for calls where every request counts (reset codes).
   * @throws TooManyAttemptsError
   */
  async consume(rule: LimitRule, subject: string): Promise<void> {
    await this.check(rule, subject);
    await this.hit(rule, subject);
  }

  /** Forgets `subject`'s count (a successful login clears its account's failures). */
  async clear(rule: LimitRule, subject: string): Promise<void> {
    await (await this.#open()).delete(this.#key(rule, subject));
  }
}
