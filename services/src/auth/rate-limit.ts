import { createHash } from 'node:crypto';
import { isWrongLastSequence, lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { TooManyAttemptsError } from '../users/domain/identity-errors.ts';

import { type Counter, countOn, type LimitRule, releaseOn, reserveOn } from './rate-limit-counter.ts';

export type { DelayCurve, LimitRule } from './rate-limit-counter.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/**
 * The limits of login-like calls, reset codes and sign-up checks. Login failures are counted
 * per account and caller (a pod, or an address) with a growing wait, so an attacker's
 * failures slow only the attacker, never the same account signing in from elsewhere; and per
 * caller across accounts, so one caller spraying many accounts is stopped. A station counts
 * as itself, not as its venue's shared address.
 */
export const DEFAULT_LIMITS = {
  /**
   * Failed logins of one account from one caller: 5 at once, then 1 s, 2 s, 4 s … between
   * tries, at most 5 minutes; forgotten after an hour without a try, or a right password.
   */
  loginPair: { name: 'login_pair', windowMs: ONE_HOUR, delay: { free: 5, baseMs: 1000, capMs: 5 * 60_000 } },
  /** Failed logins from one address, whichever accounts: room for a venue's phones and browsers behind one NAT. */
  loginAddress: { name: 'login_address', max: 100, windowMs: FIFTEEN_MINUTES },
  /** Failed logins at one station, whichever accounts: one person at a time sits there. */
  loginPod: { name: 'login_pod', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Reset codes asked for, per account. */
  resetAccount: { name: 'reset_account', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Reset codes asked for, per address. */
  resetAddress: { name: 'reset_address', max: 20, windowMs: FIFTEEN_MINUTES },
  /** Sign-up calls (check_email tells whether an email is taken) per station. */
  signupPod: { name: 'signup_pod', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Sign-up calls from phones per address: a class signing up on the venue's Wi-Fi at once (two calls each). */
  signupAddress: { name: 'signup_address', max: 120, windowMs: FIFTEEN_MINUTES },
  /**
   * Live-chat messages one player sends (`/chat/send`), each an event in the log: a person
   * typing on a kiosk gets a line out every few seconds at best, so 10 in a minute is more than
   * any typist's burst and stops a script writing as fast as it can.
   */
  chatPlayer: { name: 'chat_player', max: 10, windowMs: 60_000 },
  /**
   * Live-chat messages sent from one pod, whoever signs in there: 60 in 15 minutes (4 a
   * minute kept up) is a lively conversation, and signing in as other players does not lift it.
   */
  chatPod: { name: 'chat_pod', max: 60, windowMs: FIFTEEN_MINUTES },
  /**
   * Card payments tried by one player that did not go through: a stolen card list tried at a
   * kiosk stops after 5 in an hour. A paid intent gives its attempt back.
   */
  cardPlayer: { name: 'card_player', max: 5, windowMs: ONE_HOUR },
  /** Card payments tried at one station that did not go through, whoever signed in there. */
  cardPod: { name: 'card_pod', max: 20, windowMs: ONE_HOUR },
  /**
   * Payment intents asked for by one player (create_intent), reused or new: a player picks an
   * offer or two per purchase; a script asking in a loop stops here.
   */
  intentPlayer: { name: 'intent_player', max: 10, windowMs: FIFTEEN_MINUTES },
  /** Payment intents asked for at one station, whoever signed in there. */
  intentPod: { name: 'intent_pod', max: 30, windowMs: FIFTEEN_MINUTES },
  /** Cards entered in the kiosk's card form by one player (create_method): each is a provider call with card data. */
  cardEntryPlayer: { name: 'card_entry_player', max: 10, windowMs: ONE_HOUR },
  /** Cards entered at one station, whoever signed in there. */
  cardEntryPod: { name: 'card_entry_pod', max: 30, windowMs: ONE_HOUR },
  /**
   * Single sign-ons started from one address (a phone's or a tab's for a pod, the console's):
   * each keeps a pending sign-in for 10 minutes without anyone signed in, so a script starting
   * them in a loop stops here; 300 in 15 minutes is a class signing in at once behind one
   * address, retries included.
   */
  ssoStartAddress: { name: 'sso_start_address', max: 300, windowMs: FIFTEEN_MINUTES },
  /**
   * "Test connection" of one client's sign-in source: each is a connection from the server to
   * the host the form names, so a console (or a script) cannot turn it into a port scanner;
   * 20 in 15 minutes is a super admin getting a library's settings right.
   */
  sourceTestClient: { name: 'source_test_client', max: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, LimitRule>;

/**
 * How long the shared bucket keeps a counter nobody touched: the longest window, whichever
 * limiter opens the bucket first, so no rule's count is forgotten inside its window.
 */
const LONGEST_WINDOW_MS = Math.max(...Object.values(DEFAULT_LIMITS).map((l) => l.windowMs));

export type RateLimits = { readonly [K in keyof typeof DEFAULT_LIMITS]: LimitRule };

export { TOO_MANY_ATTEMPTS, TooManyAttemptsError } from '../users/domain/identity-errors.ts';

/** Compare-and-set rounds before a key is deemed under attack (each round one writer wins). */
const MAX_ROUNDS = 64;

/** The KV bucket of one deployment's counters: `gp_rate_limits` in production, a test's own prefix otherwise. */
export const rateLimitBucket = (names: StoreNames) => `${names.prefix}_rate_limits`;

export type RateLimiterOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly clock?: () => Date;
  /** How long the server keeps an untouched counter: at least the longest window. */
  readonly maxAgeMs?: number;
};

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counters in a NATS KV bucket, so every services instance counts the same attempts. An
 * attempt is reserved before the work it guards (a password check, a mail) and the
 * reservation is one compare-and-set on the key's revision: of concurrent attempts exactly
 * as many pass as the rule has room for, whichever instances they reach. Windows run by the
 * injected clock; the bucket's max_age only clears counters nobody touched for that long.
 *
 * @example
 * await limiter.reserve(limits.loginPair, key); // 429 when over
 * if (right) await limiter.clear(limits.loginPair, key);
 */
export class RateLimiter {
  readonly #open: () => Promise<KV>;
  readonly #clock: () => Date;

  constructor(opts: RateLimiterOptions) {
    this.#open = lazyKvBucket(opts.nc, rateLimitBucket(opts.names), opts.maxAgeMs ?? LONGEST_WINDOW_MS);
    this.#clock = opts.clock ?? (() => new Date());
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
   * Reads the key, lets `change` compute its next value (null: leave it) and writes that
   * only if nobody wrote in between; otherwise reads again. Returns what `change` returned.
   */
  async #update<T>(
    rule: LimitRule,
    subject: string,
    change: (counter: Counter | null, now: number) => { write: Counter | null; result: T },
  ): Promise<T> {
    const kv = await this.#open();
    const key = this.#key(rule, subject);
    for (let round = 1; ; round++) {
      const { counter, revision } = await this.#read(kv, key);
      const { write, result } = change(counter, this.#clock().getTime());
      if (!write) return result;
      try {
        const value = JSON.stringify(write);
        if (revision === 0) await kv.create(key, value);
        else await kv.update(key, value, revision);
        return result;
      } catch (err) {
        if (!isWrongLastSequence(err)) throw err;
        // this many writers on one key at once is an attack: refuse rather than queue
        if (round >= MAX_ROUNDS) throw new TooManyAttemptsError(1);
        // another instance wrote first: back off a moment so the writers spread out, then count on theirs
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(round, 10)));
      }
    }
  }

  /**
   * Counts one attempt of `subject` against `rule`, or refuses it without counting when the
   * rule has no room (429 with the seconds until it has). Reserve before the work.
   * @throws TooManyAttemptsError
   */
  async reserve(rule: LimitRule, subject: string): Promise<void> {
    const waitMs = await this.#update(rule, subject, (counter, now) => {
      const r = reserveOn(counter, rule, now);
      return r.ok ? { write: r.next, result: 0 } : { write: null, result: r.waitMs };
    });
    if (waitMs > 0) throw new TooManyAttemptsError(waitSeconds(waitMs));
  }

  /**
   * Counts one request of `subject` against a fixed-window `rule`, whether or not it has room,
   * and returns the window's count (at most one past the max) and when it ends: for callers
   * that answer with the count, as the `RateLimit-*` headers do.
   */
  async count(rule: LimitRule, subject: string): Promise<Counter> {
    return this.#update(rule, subject, (counter, now) => {
      const next = countOn(counter, rule, now);
      return { write: next, result: next ?? (counter as Counter) };
    });
  }

  /** Gives back one reserved attempt that turned out not to count (a right password). */
  async release(rule: LimitRule, subject: string): Promise<void> {
    await this.#update(rule, subject, (counter, now) => ({ write: releaseOn(counter, now), result: undefined }));
  }

  /** Forgets `subject`'s count (a right password clears its own failures). */
  async clear(rule: LimitRule, subject: string): Promise<void> {
    await (await this.#open()).delete(this.#key(rule, subject));
  }
}
