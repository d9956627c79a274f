import { bucketClient, streamReplicasFromEnv } from '@gamepod/event-store';
import { podScreensBucket } from '@gamepod/event-store/nats-auth';
import type { StoreNames } from '@gamepod/events';
import { JetStreamApiError } from '@nats-io/jetstream';
import { type KV, Kvm, type KvWatchEntry } from '@nats-io/kv';
import type { NatsConnection, QueuedIterator } from '@nats-io/nats-core';

const STREAM_NOT_FOUND = 10059;

/** A screenshot older than this is gone from the bucket (its max age), and so from the lists. */
export const SCREENSHOT_KEPT_MS = 10 * 60_000;

/** How long a list waits for the first snapshot of the bucket's times before answering without them. */
const FIRST_SNAPSHOT_WAIT_MS = 2_000;

/**
 * The screenshots bucket: one key per pod, latest only, gone after 10 minutes so a dead
 * station shows no stale picture. Bridges write to it with a plain JetStream publish.
 */
export async function ensureScreenshotBucket(nc: NatsConnection, names: StoreNames): Promise<KV> {
  return new Kvm(bucketClient(nc)).create(podScreensBucket(names), {
    history: 1,
    ttl: SCREENSHOT_KEPT_MS,
    maxValueSize: 1024 * 1024,
    replicas: streamReplicasFromEnv(),
  });
}

export type Screenshot = { readonly created: Date; readonly png: Uint8Array };

type Log = { warn(obj: object, msg: string): void };

/**
 * Reads the pods' latest screenshots from the KV bucket the bridges write to. The lists need
 * only each picture's time, so this instance follows the bucket's headers (no pictures) and
 * keeps every pod's latest time in memory: a list of any length costs no NATS request.
 */
export class ScreenshotStore {
  readonly #nc: NatsConnection;
  readonly #names: StoreNames;
  readonly #clock: () => Date;
  readonly #log: Log | undefined;
  #kv: Promise<KV> | undefined;
  readonly #times = new Map<string, Date>();
  #following: Promise<void> | undefined;
  #watch: QueuedIterator<KvWatchEntry> | undefined;
  #closed = false;

  constructor(nc: NatsConnection, names: StoreNames, opts: { clock?: () => Date; log?: Log } = {}) {
    this.#nc = nc;
    this.#names = names;
    this.#clock = opts.clock ?? (() => new Date());
    this.#log = opts.log;
  }

  /** The pod's latest screenshot; null when it has none. */
  async latest(podId: string): Promise<Screenshot | null> {
    try {
      const entry = await (await this.#bucket()).get(podId);
      if (entry?.operation !== 'PUT') return null;
      return { created: entry.created, png: entry.value };
    } catch (err) {
      this.#kv = undefined;
      throw err;
    }
  }

  /**
   * When each of `podIds` last sent a screenshot (null: none kept). The first call starts
   * following the bucket and waits, briefly, for its current times; later calls read memory.
   */
  async timesOf(podIds: readonly string[]): Promise<Map<string, Date | null>> {
    await this.#follow();
    const oldest = this.#clock().getTime() - SCREENSHOT_KEPT_MS;
    return new Map(
      podIds.map((id) => {
        const at = this.#times.get(id);
        return [id, at && at.getTime() >= oldest ? at : null];
      }),
    );
  }

  /** Stops following the bucket. */
  close(): void {
    this.#closed = true;
    this.#watch?.stop();
  }

  #bucket(): Promise<KV> {
    // made here too, not only when a bridge registers, so the lists can follow it from the start
    this.#kv ??= ensureScreenshotBucket(this.#nc, this.#names);
    return this.#kv;
  }

  #follow(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#following ??= this.#startFollowing().catch((err: unknown) => {
      this.#following = undefined; // the next list tries again
      this.#kv = undefined;
      if (!(err instanceof JetStreamApiError && err.code === STREAM_NOT_FOUND))
        this.#log?.warn({ err }, 'could not follow the pod screenshots');
    });
    return this.#following;
  }

  /** Resolves once the bucket's current times are in (or after a short wait); updates keep coming. */
  async #startFollowing(): Promise<void> {
    const kv = await this.#bucket();
    const watch = await kv.watch({ headers_only: true });
    this.#watch = watch;
    let caughtUp!: () => void;
    const snapshot = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    // the watcher flags the last entry of its first snapshot as an update; an empty bucket has none
    if ((await kv.status()).values === 0) caughtUp();
    void (async () => {
      try {
        for await (const e of watch) {
          if (e.operation === 'PUT') this.#times.set(e.key, e.created);
          else this.#times.delete(e.key);
          if (e.isUpdate) caughtUp();
        }
      } finally {
        caughtUp();
        // the watch ended under us (not by close): start again on the next list
        if (!this.#closed) this.#following = undefined;
      }
    })();
    const timer = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SNAPSHOT_WAIT_MS).unref());
    await Promise.race([snapshot, timer]);
  }
}
