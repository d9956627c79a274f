import { type CachedFold, lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import type { WebhookLaneState } from '../domain/webhook-lane-decider.ts';

/** The bucket holding each lane's last saved fold: `gp_webhook_lanes` in production. */
export const webhookLanesBucket = (names: StoreNames) => `${names.prefix}_webhook_lanes`;

/**
 * The shape of a saved fold, raised whenever the lane's state changes shape (a new event version
 * included): a snapshot of another shape is ignored and the lane read from its start.
 */
const SNAPSHOT_SHAPE = 1;

/** A lane's folded state and the sequence of the last commit folded into it. */
export type LaneFold = { readonly state: WebhookLaneState; readonly version: number };

/**
 * Each delivery lane's folded state at some commit, so a services instance that has not
 * folded the lane yet reads only the commits after it instead of the lane's whole history.
 * Events never change, so a snapshot is never wrong, only behind; an older one written over a
 * newer one by another instance costs a longer read, nothing more. Kept in a NATS KV bucket
 * keyed by lane id, shared by every services instance.
 */
export class WebhookLaneSnapshots {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    // a TTL of 0: a lane's snapshot is kept until a newer one replaces it
    this.#open = lazyKvBucket(opts.nc, webhookLanesBucket(opts.names), 0);
  }

  async put(laneId: string, fold: LaneFold): Promise<void> {
    const saved = { shape: SNAPSHOT_SHAPE, version: fold.version, state: fold.state };
    await (await this.#open()).put(laneId, JSON.stringify(saved));
  }

  /** The lane's last saved fold, or null when none was saved. */
  async get(laneId: string): Promise<CachedFold | null> {
    const entry = await (await this.#open()).get(laneId);
    if (entry?.operation !== 'PUT') return null;
    const saved = entry.json<{ shape: number; version: number; state: WebhookLaneState }>();
    return saved.shape === SNAPSHOT_SHAPE ? { state: saved.state, version: saved.version } : null;
  }
}
