import { lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { LRUCache } from 'lru-cache';

/** Staff sessions end after 30 minutes unused (STAFF_IDLE_MINUTES in production). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
/** An instance tells the others a session is in use at most once a minute. */
export const LAST_USE_WRITE_BACK_MS = 60_000;
/** Roles whose sessions time out unused: client admins, super admins, restricted admins. */
export const IDLE_TIMED_ROLES: ReadonlySet<number> = new Set([3, 4, 5]);
/** Why an idle session ended. */
export const IDLE_REASON = 'Idle timeout';

// the longest session a staff member gets (8 h): a last use older than that is moot
const LAST_USE_MAX_AGE_MS = 8 * 3_600_000;

/** The KV bucket of staff sessions' last use: `gp_session_last_use` in production, a test's own prefix otherwise. */
export const lastUseBucket = (names: StoreNames) => `${names.prefix}_session_last_use`;

type Seen = { lastUse: number; writtenAt: number };

// one bucket opener per connection and bucket: sessions start in issueSession, outside any instance
const buckets = new WeakMap<NatsConnection, Map<string, () => Promise<KV>>>();

function lastUseKv(nc: NatsConnection, names: StoreNames): Promise<KV> {
  const bucket = lastUseBucket(names);
  const open = buckets.get(nc) ?? new Map<string, () => Promise<KV>>();
  buckets.set(nc, open);
  let opener = open.get(bucket);
  if (!opener) {
    opener = lazyKvBucket(nc, bucket, LAST_USE_MAX_AGE_MS);
    open.set(bucket, opener);
  }
  return opener();
}

/**
 * Records a staff session's start as its first use, by the services' clock, so a session
 * never used after its login times out like any other. Other sessions record nothing.
 */
export async function recordSessionStart(
  store: { readonly nc: NatsConnection; readonly names: StoreNames },
  session: { readonly token_hash: string; readonly role: number },
  at: Date,
): Promise<void> {
  if (!IDLE_TIMED_ROLES.has(session.role)) return;
  await (await lastUseKv(store.nc, store.names)).put(session.token_hash, String(at.getTime()));
}

export type StaffIdleTimeoutOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly timeoutMs?: number;
  readonly writeBackMs?: number;
  /** Sessions this instance remembers; one it forgot is asked of the bucket. */
  readonly maxTracked?: number;
};

/** What the timeout needs of a session. */
export type TimedSession = { readonly token_hash: string; readonly role: number; readonly started_at: Date };

/**
 * The server-side idle timeout of staff sessions. Each instance remembers when it last saw
 * a session used; a session it saw used within the timeout is live without any IO. Every
 * `writeBackMs` at most it records the use in a NATS KV bucket shared by the instances, and
 * only a session this instance saw idle (or never saw) is looked up there. So the shared
 * record lags the last use by at most `writeBackMs`, and a session moving between instances
 * is cut after between `timeoutMs - writeBackMs` and `timeoutMs` unused. Uses are not
 * events: the log holds business facts, not every request.
 */
export class StaffIdleTimeout {
  readonly timeoutMs: number;
  readonly #writeBackMs: number;
  readonly #nc: NatsConnection;
  readonly #names: StoreNames;
  readonly #seen: LRUCache<string, Seen>;

  constructor(opts: StaffIdleTimeoutOptions) {
    this.timeoutMs = opts.timeoutMs ?? STAFF_IDLE_TIMEOUT_MS;
    this.#writeBackMs = Math.min(opts.writeBackMs ?? LAST_USE_WRITE_BACK_MS, this.timeoutMs);
    if (!(this.timeoutMs > 0)) throw new Error('the staff idle timeout must be a positive number of milliseconds');
    this.#nc = opts.nc;
    this.#names = opts.names;
    this.#seen = new LRUCache({ max: opts.maxTracked ?? 100_000 });
  }

  /** Whether the timeout applies: staff sessions only (players' pod sessions follow the kiosk's idle rules). */
  covers(session: { readonly role: number }): boolean {
    return IDLE_TIMED_ROLES.has(session.role);
  }

  /**
   * Records a use of `session` at `now` and says whether it was still live, or had been
   * unused for the timeout (the caller ends it).
   */
  async use(session: TimedSession, now: Date): Promise<'live' | 'idle'> {
    const at = now.getTime();
    const seen = this.#seen.get(session.token_hash);
    if (seen && at - seen.lastUse < this.timeoutMs) {
      seen.lastUse = Math.max(seen.lastUse, at);
      if (at - seen.writtenAt >= this.#writeBackMs) await this.#write(session.token_hash, seen, at);
      return 'live';
    }
    const shared = await this.#read(session.token_hash);
    // started_at covers a session whose start was not recorded (issued before the timeout existed)
    const last = Math.max(seen?.lastUse ?? 0, shared ?? 0, session.started_at.getTime());
    if (at - last >= this.timeoutMs) {
      this.#seen.delete(session.token_hash);
      return 'idle';
    }
    const fresh: Seen = { lastUse: at, writtenAt: Number.NEGATIVE_INFINITY };
    this.#seen.set(session.token_hash, fresh);
    await this.#write(session.token_hash, fresh, at);
    return 'live';
  }

  async #write(tokenHash: string, seen: Seen, at: number): Promise<void> {
    await (await this.#open()).put(tokenHash, String(at));
    seen.writtenAt = at;
  }

  async #read(tokenHash: string): Promise<number | null> {
    const entry = await (await this.#open()).get(tokenHash);
    if (entry?.operation !== 'PUT') return null;
    const at = Number(entry.string());
    return Number.isFinite(at) ? at : null;
  }

  #open(): Promise<KV> {
    return lastUseKv(this.#nc, this.#names);
  }
}
