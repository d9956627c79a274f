import { lazyKvBucket, type StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { LRUCache } from 'lru-cache';
import { hashToken } from './tokens.ts';

/** A kiosk session ends after 24 hours unused; a page that is open keeps it in use through its socket. */
export const KIOSK_SESSION_IDLE_MS = 24 * 3_600_000;
/** An instance tells the others a kiosk session is in use at most once a minute. */
export const KIOSK_USE_WRITE_BACK_MS = 60_000;

/** The KV bucket of live kiosk sessions: `gp_kiosk_sessions` in production, a test's own prefix otherwise. */
export const kioskSessionsBucket = (names: StoreNames) => `${names.prefix}_kiosk_sessions`;

/** A live kiosk session as the bucket holds it under `s.<sha256 of its key>`. */
type SessionEntry = { readonly pod_id: string; readonly remote: string; readonly used_at: number };
/** The QR code's remote id, under `r.<sha256 of the remote id>`: the session that shows it. */
type RemoteEntry = { readonly pod_id: string; readonly session: string; readonly used_at: number };

type Seen = { readonly pod_id: string; readonly remote: string; lastUse: number; writtenAt: number };

const sessionKey = (sessionHash: string) => `s.${sessionHash}`;
const remoteKey = (remoteHash: string) => `r.${remoteHash}`;

function parse<T extends { pod_id: string; used_at: number }>(raw: string): T | null {
  try {
    const v = JSON.parse(raw) as T;
    return typeof v.pod_id === 'string' && Number.isFinite(v.used_at) ? v : null;
  } catch {
    return null;
  }
}

export type KioskSessionsOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly idleMs?: number;
  readonly writeBackMs?: number;
  /** Sessions this instance remembers; one it forgot is asked of the bucket. */
  readonly maxTracked?: number;
  readonly clock?: () => Date;
};

/**
 * The live kiosk sessions, shared by every services instance. A pod may have many at once:
 * starting one never ends another, so whoever holds a pod key cannot cut off the page in use.
 * A session ends when it goes unused for `idleMs` (or with its pod). The start itself is in the
 * log (PodKioskSessionStarted); uses are not events, so they live in a NATS KV bucket whose
 * entries NATS forgets `idleMs` after their last write. Each instance remembers the sessions it
 * saw used and writes a use back at most every `writeBackMs`, like the staff idle timeout.
 */
export class KioskSessions {
  readonly idleMs: number;
  readonly #writeBackMs: number;
  readonly #open: () => Promise<KV>;
  readonly #seen: LRUCache<string, Seen>;
  readonly #clock: () => Date;

  constructor(opts: KioskSessionsOptions) {
    this.idleMs = opts.idleMs ?? KIOSK_SESSION_IDLE_MS;
    if (!(this.idleMs > 0)) throw new Error('the kiosk session idle time must be a positive number of milliseconds');
    this.#writeBackMs = Math.min(opts.writeBackMs ?? KIOSK_USE_WRITE_BACK_MS, this.idleMs);
    this.#open = lazyKvBucket(opts.nc, kioskSessionsBucket(opts.names), this.idleMs);
    this.#seen = new LRUCache({ max: opts.maxTracked ?? 20_000 });
    this.#clock = opts.clock ?? (() => new Date());
  }

  /** Records a new session of `podId` (its key's sha256) and the remote id its QR code shows. */
  async start(podId: string, sessionHash: string, remoteId: string): Promise<void> {
    const at = this.#clock().getTime();
    const seen: Seen = { pod_id: podId, remote: hashToken(remoteId), lastUse: at, writtenAt: 0 };
    await this.#write(sessionHash, seen, at);
    this.#seen.set(sessionHash, seen);
  }

  /**
   * Records a use (now) of the session whose key hashes to `sessionHash`, and says whether it
   * is a live session of `podId`. A session unused for the idle time is not.
   */
  async use(podId: string, sessionHash: string): Promise<boolean> {
    const at = this.#clock().getTime();
    let seen = this.#seen.get(sessionHash);
    if (!seen || at - seen.lastUse >= this.idleMs) {
      const entry = await this.#read<SessionEntry>(sessionKey(sessionHash));
      if (!entry || at - entry.used_at >= this.idleMs) {
        this.#seen.delete(sessionHash);
        return false;
      }
      seen = { pod_id: entry.pod_id, remote: entry.remote, lastUse: entry.used_at, writtenAt: entry.used_at };
      this.#seen.set(sessionHash, seen);
    }
    if (seen.pod_id !== podId) return false;
    seen.lastUse = Math.max(seen.lastUse, at);
    if (at - seen.writtenAt >= this.#writeBackMs) await this.#write(sessionHash, seen, at);
    return true;
  }

  /** The live session whose QR code shows `remoteId`: its pod and its key's hash; null when none. */
  async ofRemote(remoteId: string): Promise<{ pod_id: string; session_hash: string } | null> {
    const entry = await this.#read<RemoteEntry>(remoteKey(hashToken(remoteId)));
    if (!entry || typeof entry.session !== 'string') return null;
    const seen = this.#seen.get(entry.session);
    const last = Math.max(entry.used_at, seen?.lastUse ?? 0);
    if (this.#clock().getTime() - last >= this.idleMs) return null;
    return { pod_id: entry.pod_id, session_hash: entry.session };
  }

  async #write(sessionHash: string, seen: Seen, at: number): Promise<void> {
    const kv = await this.#open();
    const session: SessionEntry = { pod_id: seen.pod_id, remote: seen.remote, used_at: at };
    const remote: RemoteEntry = { pod_id: seen.pod_id, session: sessionHash, used_at: at };
    await Promise.all([
      kv.put(sessionKey(sessionHash), JSON.stringify(session)),
      kv.put(remoteKey(seen.remote), JSON.stringify(remote)),
    ]);
    seen.writtenAt = at;
  }

  async #read<T extends { pod_id: string; used_at: number }>(key: string): Promise<T | null> {
    const entry = await (await this.#open()).get(key);
    return entry?.operation === 'PUT' ? parse<T>(entry.string()) : null;
  }
}
