// A real station (helper simulator + pod-bridge) on production's 3-node NATS cluster: the node
// its bridge is connected to is SIGKILLed while pod commands are being issued over HTTP. No
// acknowledged event is lost, the bridge carries on (commands issued after the kill reach the
// simulator and their outcomes are recorded), the read models catch up, and the node, started
// again, holds the stream as its peers do.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { openDatabase } from '@gamepod/log-runtime';
import {
  allCaughtUp,
  type ClusterProduct,
  type LoadOp,
  readLogCensus,
  startClusterProduct,
  startWriteLoad,
  verifyAll,
  verifyFailures,
  writesInLog,
} from '@gamepod/testbed';

type Connz = { connections?: Array<{ name?: string }> };

/** How many writes were acknowledged, and each failure's code, message and time taken. */
const describeOps = (ops: readonly LoadOp[]) =>
  `${ops.filter((o) => o.acknowledged).length} acknowledged; failed: ${
    ops
      .filter((o) => !o.acknowledged)
      .map((o) => `${o.code} ${o.message ?? ''} (${o.endedAt - o.startedAt} ms)`)
      .join(', ') || 'none'
  }`;

describe("when the NATS node a station's bridge is connected to is SIGKILLed during pod commands", () => {
  let p: ClusterProduct;
  before(async () => {
    p = await startClusterProduct({ pods: 2, stations: 1 });
  });
  after(() => p?.close());

  /** The node holding the bridge's connection, by its connection name `bridge-<pod id>`. */
  const bridgeNode = async (podId: string) => {
    for (const node of p.cluster.nats.nodes.filter((n) => n.isRunning())) {
      const connz = (await (await fetch(`${node.monitorUrl}/connz?limit=1000`)).json()) as Connz;
      if ((connz.connections ?? []).some((c) => c.name === `bridge-${podId}`)) return node;
    }
    return undefined;
  };

  it('loses no acknowledged event, and the bridge carries on through another node', async (t) => {
    const [pod] = p.pods;
    const bridge = p.fleet?.bridges[0];
    const sim = p.fleet?.simulators[0];
    assert.ok(pod && bridge && sim);
    await eventually('the bridge on NATS', () => bridge.status().nats_ok, { timeoutMs: 30_000 });
    const node = await eventually('the node the bridge is connected to', () => bridgeNode(pod.id));
    const leader = await p.cluster.nats.streamLeader('GP_EVENTS');
    t.diagnostic(`the bridge is on ${node.name}; GP_EVENTS is led by ${leader}`);

    const load = startWriteLoad({ api: p.api, podCommand: { everyMs: 250, podIds: [pod.id] } });
    const acked = (since = 0) => load.ops.filter((o) => o.acknowledged && o.startedAt >= since).length;
    let killedAt = 0;
    try {
      await eventually('commands acknowledged before the kill', () => acked() >= 12, { timeoutMs: 30_000 });
      killedAt = Date.now();
      await node.kill('SIGKILL');
      await eventually(
        'the bridge reconnected to another node',
        async () => {
          const now = await bridgeNode(pod.id);
          return bridge.status().nats_ok && now !== undefined && now.name !== node.name;
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      );
      // a miss names what the commands since the kill got, so a failure says where they stuck
      await eventually(
        'commands acknowledged after the kill',
        () => {
          if (acked(killedAt) >= 12) return true;
          throw new Error(`since the kill: ${describeOps(load.ops.filter((o) => o.startedAt >= killedAt))}`);
        },
        { timeoutMs: 30_000 },
      );
    } finally {
      await load.stop();
    }
    const failed = load.ops.filter((o) => !o.acknowledged);
    t.diagnostic(`${acked()} commands acknowledged, ${failed.length} failed (${failed.map((o) => o.code).join(', ')})`);

    // a command issued after the kill reaches the helper
    const lockouts = () =>
      sim.calls().filter((c) => c.path.endsWith('/kiosk/set/pod_disabled') && Date.parse(c.at) > killedAt).length;
    await eventually('commands issued after the kill reach the simulator', () => lockouts() > 0, { timeoutMs: 30_000 });
    const firstAfter = Math.min(
      ...sim
        .calls()
        .filter((c) => c.path.endsWith('/kiosk/set/pod_disabled'))
        .map((c) => Date.parse(c.at))
        .filter((at) => at > killedAt),
    );
    t.diagnostic(`the helper got the first command ${firstAfter - killedAt} ms after the kill`);

    // every acknowledged command is in the log once, with one outcome each
    const commandIds = load.ops.filter((o) => o.acknowledged).flatMap((o) => o.promises.map((pr) => pr.key));
    const census = await eventually(
      'an outcome for every acknowledged command',
      async () => {
        const c = await readLogCensus(p.nc, p.names);
        const outcomes = new Set(
          [...c.ofType('PodCommandCompleted'), ...c.ofType('PodCommandFailed')].map((e) => String(e.data.command_id)),
        );
        return commandIds.every((id) => outcomes.has(id)) ? c : null;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    const written = writesInLog(load.ops, census);
    assert.deepEqual(written.lost, [], 'every acknowledged command is in the log');
    assert.deepEqual(written.duplicated, [], 'no acknowledged command is in the log twice');
    for (const type of ['PodCommandCompleted', 'PodCommandFailed']) {
      const twice = [...census.countBy(type, (e) => e.data.command_id)].filter(([, n]) => n > 1);
      assert.deepEqual(twice, [], `no command has two ${type}`);
    }
    const both = census
      .ofType('PodCommandCompleted')
      .filter((e) => census.ofType('PodCommandFailed').some((f) => f.data.command_id === e.data.command_id));
    assert.deepEqual(both, [], 'no command both completed and failed');
    assert.deepEqual([...census.repeatedMsgIds.keys()], [], 'no message id is stored twice');

    // the read models catch up and equal a rebuild; the node comes back and holds what its peers hold
    const database = openDatabase(p.cluster.databaseUrl, { max: 4 });
    try {
      await eventually('every read model caught up', () => allCaughtUp(database.db, p.nc, p.names), {
        timeoutMs: 60_000,
        intervalMs: 250,
      });
      await node.restart();
      // each node holds at least what the census read: stations go on appending, so the three
      // last sequences, read one node after another, need not be equal at any one reading
      let seen: Record<string, number> = {};
      await eventually(
        `${node.name} caught up with the stream`,
        async () => {
          seen = await p.cluster.nats.streamLastSeqs('GP_EVENTS');
          const seqs = Object.values(seen);
          return seqs.length === 3 && seqs.every((s) => s >= census.lastSeq);
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      ).finally(() => t.diagnostic(`last sequences ${JSON.stringify(seen)}; the census read up to ${census.lastSeq}`));
      assert.deepEqual(verifyFailures(await verifyAll(database.db, p.nc, p.names)), []);
    } finally {
      await database.close();
    }
  });
});
