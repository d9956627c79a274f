import type { EventStore } from '@gamepod/event-store';
import type { LaneFold, WebhookLaneSnapshots } from '../adapters/webhook-lane-snapshots.ts';
import { type WebhookLaneEvent, type WebhookLaneState, webhookLaneDecider } from '../domain/webhook-lane-decider.ts';

/**
 * Puts the lane's saved snapshot in the store's fold cache when the cache holds no fold of it,
 * so the next command on the lane reads only the commits after the snapshot.
 */
export async function warmLane(store: EventStore, snapshots: WebhookLaneSnapshots, laneId: string): Promise<void> {
  if (store.folds.get(webhookLaneDecider, laneId)) return;
  const saved = await snapshots.get(laneId);
  if (saved) store.folds.set(webhookLaneDecider, laneId, saved);
}

/**
 * The lane's state now: its cached fold (or saved snapshot) and the commits appended after it,
 * so what a send reads does not grow with the lane's history. The fold is cached for the
 * command that follows.
 */
export async function loadLane(store: EventStore, snapshots: WebhookLaneSnapshots, laneId: string): Promise<LaneFold> {
  await warmLane(store, snapshots, laneId);
  const cached = store.folds.get(webhookLaneDecider, laneId);
  const read = await store.read(webhookLaneDecider.aggregate, laneId, cached ? cached.version + 1 : 1);
  let state = cached ? (cached.state as WebhookLaneState) : webhookLaneDecider.initialState();
  for (const e of read.events) state = webhookLaneDecider.evolve(state, e as unknown as WebhookLaneEvent);
  const version = read.version > 0 ? read.version : (cached?.version ?? 0);
  if (version > 0) store.folds.set(webhookLaneDecider, laneId, { state, version });
  return { state, version };
}
