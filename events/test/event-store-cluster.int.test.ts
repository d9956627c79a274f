// The log on a 3-node cluster with production's stream settings (R3): losing the stream's
// leader during appends loses no acknowledged event, a durable consumer goes on delivering,
// and the node, started again, catches up.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, type NatsCluster, startNatsCluster } from '@gamepod/devkit';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventStore } from '../src/event-store.ts';
import { connectNats } from '../src/nats-connection.ts';
import { ensureStreams, eventsStreamConfig } from '../src/stream-config.ts';
import { isolatedNames } from '../src/subjects.ts';
import { CounterIncremented, testRegistry } from './support/test-events.ts';

const names = isolatedNames('cluster');
const context = { actor: { kind: 'system' as const, name: 'cluster-test' } };

describe('the event log on a 3-node NATS cluster', () => {
  let dir: string;
  let cluster: NatsCluster;
  let nc: NatsConnection;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gamepod-cluster-log-'));
    cluster = await startNatsCluster({ dataDir: dir });
    // every node's URL, as production's NATS_URL lists them: the client fails over between them
    nc = await connectNats({ url: cluster.url, name: 'cluster-test' });
    await ensureStreams(await jetstreamManager(nc), names, 3);
  });
  after(async () => {
    await nc?.close();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged append when the stream leader is SIGKILLed, and the node catches up', async () => {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(names.eventsStream);
    const wanted = eventsStreamConfig(names, 3);
    assert.equal(info.config.num_replicas, 3);
    assert.equal(info.config.duplicate_window, wanted.duplicate_window);
    assert.equal(info.config.deny_delete, true);
    assert.equal(info.cluster?.replicas?.length, 2, 'two followers beside the leader');

    // a durable consumer reading the log, as a projection worker does
    await jsm.consumers.add(names.eventsStream, {
      durable_name: 'cluster_reader',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
    const js = jetstream(nc);
    const delivered = new Set<number>();
    const reader = await (await js.consumers.get(names.eventsStream, 'cluster_reader')).consume({ expires: 2_000 });
    const reading = (async () => {
      for await (const m of reader) {
        delivered.add(m.seq);
        m.ack();
      }
    })();

    // appends as services make them: the store tries an unknown outcome again with the same
    // message id for long enough to outlast the election, so no caller sees the node go
    const store = new EventStore({ nc, names, registry: testRegistry });
    const acked = new Map<string, number>();
    const append = async (i: number) => {
      const messageId = `append-${i}`;
      const r = await store.append('counter', `c${i % 7}`, [CounterIncremented.of({ amount: 1, reason: `${i}` })], {
        expectedVersion: 'any',
        context,
        messageId,
      });
      acked.set(messageId, r.seq);
    };
    let i = 0;
    const appendUntil = async (count: number) => {
      while (i < count) await append(i++);
    };
    await appendUntil(150);
    const leaderName = await cluster.streamLeader(names.eventsStream);
    assert.ok(leaderName);
    const leader = cluster.node(leaderName);
    const appending = appendUntil(600);
    await eventually('more appends in flight', () => acked.size > 200, { timeoutMs: 20_000 });
    await leader.kill('SIGKILL');
    const killedAt = acked.size;
    await appending;
    assert.ok(acked.size > killedAt, 'appends went on after the kill');

    const newLeader = await eventually('a new stream leader', () => cluster.streamLeader(names.eventsStream));
    assert.notEqual(newLeader, leaderName);

    // read the stream back: every acknowledged commit is there, once, at the sequence its ack named
    const stored = new Map<string, number[]>();
    // an API request the dead node was to answer times out: ask again, as a client would
    const last = await eventually(
      'the stream info',
      async () => (await jsm.streams.info(names.eventsStream)).state.last_seq,
    );
    const replay = await eventually('an ordered consumer', () =>
      js.consumers.get(names.eventsStream, { deliver_policy: DeliverPolicy.All }),
    );
    for await (const m of await replay.consume()) {
      const id = m.headers?.get('Nats-Msg-Id') ?? '';
      stored.set(id, [...(stored.get(id) ?? []), m.seq]);
      if (m.seq >= last) break;
    }
    assert.equal(acked.size, 600);
    for (const [id, seq] of acked) assert.deepEqual(stored.get(id), [seq], `${id} acked at ${seq}`);
    assert.equal(stored.size, 600, 'no commit the test did not append, and none twice');

    // the durable consumer went on delivering after the node was lost
    await eventually(
      'the consumer to deliver every acked commit',
      () => [...acked.values()].every((seq) => delivered.has(seq)),
      { timeoutMs: 20_000 },
    );

    // the node comes back on its ports and store, and catches up with the leader
    await leader.restart();
    await eventually(
      `${leaderName} to hold the whole stream again`,
      async () => {
        const seqs = await cluster.streamLastSeqs(names.eventsStream);
        const replicas = await cluster.streamReplicas(names.eventsStream);
        return seqs[leaderName] === last && replicas?.current.includes(leaderName) && replicas.lagging.length === 0;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    reader.stop();
    await reading;
  });
});
