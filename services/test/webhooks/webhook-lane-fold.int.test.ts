import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PublicEvent } from '@gamepod/contracts/public-events';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams, handleCommand } from '@gamepod/event-store';
import { catalogue, fold, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { WebhookLaneSnapshots, webhookLanesBucket } from '../../src/webhooks/adapters/webhook-lane-snapshots.ts';
import { loadLane } from '../../src/webhooks/application/lane-fold.ts';
import { type WebhookLaneEvent, webhookLaneDecider } from '../../src/webhooks/domain/webhook-lane-decider.ts';

const context = { actor: SYSTEM_ACTOR };
const ok = { ok: true, status_code: 200, error: null };

describe("a webhook lane's fold", () => {
  let env: TestEnv;
  let snapshots: WebhookLaneSnapshots;
  const openStore = () => new EventStore({ nc: env.nc, names: env.names, registry: catalogue });

  before(async () => {
    env = await openTestEnv();
    await ensureStreams(await jetstreamManager(env.nc), env.names);
    snapshots = new WebhookLaneSnapshots({ nc: env.nc, names: env.names });
  });
  after(async () => {
    await (await new Kvm(env.nc).open(webhookLanesBucket(env.names))).destroy();
    await env.close();
  });

  const testEvent = (): PublicEvent => ({
    id: uuidv7(),
    type: 'webhook.test',
    version: 1,
    occurred_at: new Date().toISOString(),
    client_id: 'c1',
    lab_id: null,
    data: { endpoint_id: 'e1', message: 'hello' },
  });
  /** Queues `n` deliveries on the lane and records each as delivered, as the reaction does. */
  const deliver = async (store: EventStore, laneId: string, n: number, opts: { leaveLastPending?: boolean } = {}) => {
    for (let i = 0; i < n; i++) {
      const event = testEvent();
      const delivery_id = `${event.id}.e1`;
      const queue = { type: 'Queue' as const, delivery_id, endpoint_id: 'e1', client_id: 'c1', event };
      await handleCommand(store, webhookLaneDecider, laneId, queue, { context });
      if (opts.leaveLastPending && i === n - 1) break;
      const attempt = { type: 'RecordAttempt' as const, delivery_id, outcome: ok };
      await handleCommand(store, webhookLaneDecider, laneId, attempt, { context });
    }
  };
  /** The first sequences of the reads of `laneId` that `body` makes. */
  const readsOf = async (store: EventStore, laneId: string, body: () => Promise<unknown>) => {
    const reads: number[] = [];
    const read = store.read.bind(store);
    store.read = (aggregate, id, fromSeq) => {
      if (id === laneId) reads.push(fromSeq ?? 1);
      return read(aggregate, id, fromSeq);
    };
    try {
      await body();
    } finally {
      store.read = read;
    }
    return reads;
  };
  const wholeFold = async (store: EventStore, laneId: string) =>
    fold(webhookLaneDecider, (await store.read('webhook_lane', laneId)).events as unknown as WebhookLaneEvent[]);

  it('starts a fresh instance from the saved snapshot and reads only the commits after it', async () => {
    const writer = openStore();
    const laneId = `e1.pod-${uuidv7()}`;
    await deliver(writer, laneId, 40);
    const saved = writer.folds.get(webhookLaneDecider, laneId);
    assert.ok(saved);
    await snapshots.put(laneId, { state: saved.state as never, version: saved.version });
    await deliver(writer, laneId, 3, { leaveLastPending: true });

    const fresh = openStore(); // another services instance, or this one after a restart
    let loaded: Awaited<ReturnType<typeof loadLane>> | undefined;
    const reads = await readsOf(fresh, laneId, async () => {
      loaded = await loadLane(fresh, snapshots, laneId);
    });
    assert.deepEqual(reads, [saved.version + 1]);
    assert.deepEqual(loaded?.state, await wholeFold(fresh, laneId));
    assert.equal(loaded?.state.pending.length, 1);
    assert.equal(loaded?.version, (await fresh.read('webhook_lane', laneId)).version);
    // the fold is cached, so the command that records the attempt decides without reading again
    const head = loaded?.state.pending[0];
    assert.ok(head);
    const attempt = { type: 'RecordAttempt' as const, delivery_id: head.delivery_id, outcome: ok };
    const commandReads = await readsOf(fresh, laneId, () =>
      handleCommand(fresh, webhookLaneDecider, laneId, attempt, { context }),
    );
    assert.deepEqual(commandReads, []);
  });

  it('reads a lane from its start when no snapshot is saved, or the saved one is of another shape', async () => {
    const store = openStore();
    const laneId = `e1.pod-${uuidv7()}`;
    await deliver(openStore(), laneId, 3);
    assert.deepEqual(await readsOf(store, laneId, () => loadLane(store, snapshots, laneId)), [1]);
    const kv = await new Kvm(env.nc).open(webhookLanesBucket(env.names));
    await kv.put(laneId, JSON.stringify({ shape: 0, version: 5, state: { pending: [], set_aside: {} } }));
    const other = openStore();
    let loaded: Awaited<ReturnType<typeof loadLane>> | undefined;
    const reads = await readsOf(other, laneId, async () => {
      loaded = await loadLane(other, snapshots, laneId);
    });
    assert.deepEqual(reads, [1]);
    assert.deepEqual(loaded?.state, await wholeFold(other, laneId));
  });
});
