// Production's topology under a steady load of real HTTP writes through the proxy: a services
// instance and the projection worker leading the most read models are SIGKILLed mid-load and
// started again. Afterwards every acknowledged write is in the log once, nothing is stored
// twice, every instance is healthy, and every read model equals a rebuild from the log.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { openDatabase } from '@gamepod/log-runtime';
import {
  allCaughtUp,
  type ClusterProduct,
  DEMO_PASSWORD,
  readLogCensus,
  startClusterProduct,
  startWriteLoad,
  verifyAll,
  verifyFailures,
  writesInLog,
} from '@gamepod/testbed';

describe('when a services instance and a projection worker are SIGKILLed under load', () => {
  let p: ClusterProduct;
  before(async () => {
    p = await startClusterProduct({ pods: 3 });
  });
  after(() => p?.close());

  it('loses no acknowledged write, stores none twice, and every read model equals a rebuild', async (t) => {
    const load = startWriteLoad({
      api: p.api,
      login: { everyMs: 1_000, username: 'super@demo.test', password: DEMO_PASSWORD },
      podCommand: { everyMs: 300, podIds: p.pods.map((pod) => pod.id) },
      adminWrite: { everyMs: 400, clientId: p.clientId },
    });
    const acked = (since = 0) => load.ops.filter((o) => o.acknowledged && o.startedAt >= since).length;
    try {
      await eventually('writes acknowledged before the kill', () => acked() >= 30, { timeoutMs: 30_000 });
      const services = p.cluster.services[0];
      const worker = await p.leadingWorker();
      assert.ok(services);
      const killedAt = Date.now();
      await Promise.all([services.kill('SIGKILL'), worker.kill('SIGKILL')]);
      await eventually('writes acknowledged while they are down', () => acked(killedAt) >= 10, { timeoutMs: 30_000 });
      await Promise.all([services.restart(), worker.restart()]);
      const back = Date.now();
      await eventually('writes acknowledged after they came back', () => acked(back) >= 20, { timeoutMs: 30_000 });
    } finally {
      await load.stop();
    }
    const failed = load.ops.filter((o) => !o.acknowledged);
    const why = new Map<string, number>();
    for (const o of failed)
      why.set(`${o.kind} ${o.code} ${o.message}`, (why.get(`${o.kind} ${o.code} ${o.message}`) ?? 0) + 1);
    t.diagnostic(
      `${acked()} writes acknowledged, ${failed.length} failed: ${[...why].map(([k, n]) => `${n}× ${k}`).join('; ')}`,
    );

    await eventually('every instance healthy', () => p.allHealthy(), { timeoutMs: 30_000 });
    const database = openDatabase(p.cluster.databaseUrl, { max: 4 });
    try {
      await eventually('every read model caught up', () => allCaughtUp(database.db, p.nc, p.names), {
        timeoutMs: 60_000,
        intervalMs: 250,
      });
      const census = await readLogCensus(p.nc, p.names);
      const written = writesInLog(load.ops, census);
      assert.deepEqual(written.lost, [], 'every acknowledged write is in the log');
      assert.deepEqual(written.duplicated, [], 'no acknowledged write is in the log twice');
      assert.deepEqual([...census.repeatedMsgIds.keys()], [], 'no message id is stored twice');
      assert.deepEqual([...census.repeatedEventIds.keys()], [], 'no event id is stored twice');

      const verified = await verifyAll(database.db, p.nc, p.names);
      assert.deepEqual(verifyFailures(verified), [], 'every read model equals a rebuild from the log');
    } finally {
      await database.close();
    }
  });
});
