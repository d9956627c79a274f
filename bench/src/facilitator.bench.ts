import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, isolatedNames } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { seedDemoPods } from '@gamepod/testbed';
import { bareFanout } from './bare-fanout.ts';
import { type BenchResult, type BenchSuite, oneDecimal, percentile } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';
import { STATION_HOSTS, startStationHosts, wallClock } from './station-hosts.ts';

/** The facilitator's p99 to the last pod may be this many times the bare fan-out's, in the same run. */
const TARGET_RATIO = 1.5;
const PODS = 50;
const ROUNDS = 20;

/** The slowest delivery of each round: a round is done when its last pod's helper was called. */
function lastOfEachRound(latencies: readonly number[], pods: number): number[] {
  const lasts: number[] = [];
  for (let at = 0; at + pods <= latencies.length; at += pods) lasts.push(Math.max(...latencies.slice(at, at + pods)));
  return lasts;
}

/**
 * Manage Event's mute on 50 selected pods: from the facilitator's /facilitator/run/command
 * leaving the client to the last of the 50 helpers' vol_change calls, beside the bare fan-out
 * (publish → pull consumer → helper call, bare-fanout.ts) to as many pods in the same run.
 */
export const facilitatorSuite: BenchSuite = {
  name: 'facilitator',
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const namespace = `fac${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl: maintenanceUrl, namespace });
    const databaseUrl = services.databaseUrl;
    const nc = await connectNats({ url: natsUrl, name: 'bench-facilitator' });
    const store = new EventStore({ nc, names, registry: catalogue });
    const projectionNames = ALL_PROJECTIONS.filter((p) => p.source !== 'telemetry').map((p) => p.name);
    const checkpoints = await new CheckpointWatcher(databaseUrl, projectionNames).start();
    const stateDir = mkdtempSync(join(tmpdir(), 'gamepod-bench-stations-'));
    try {
      const auth = { store, checkpoints };
      const admin = (
        await issueSession(auth, {
          user_id: 'bench',
          role: 4,
          client_id: null,
          pod_id: null,
          kind: 'admin',
          ttlMs: 3_600_000,
        })
      ).token;
      const keys = await seedDemoPods({ apiUrl: services.apiUrl, natsUrl, databaseUrl, names, pods: PODS });
      const list = (await (
        await fetch(`${services.apiUrl}/api/v1/admin/kiosk/client/pods`, {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json()) as { data: { pods: Array<{ id: string; pod_id_key: string; client_id: string }> } };
      const byKey = new Map(list.data.pods.map((p) => [p.pod_id_key, p]));
      const podIds = keys.map((k) => byKey.get(k)?.id ?? '');
      const clientId = byKey.get(keys[0] ?? '')?.client_id ?? null;
      const facilitator = (
        await issueSession(auth, {
          user_id: 'bench-fac',
          role: 2,
          client_id: clientId,
          pod_id: null,
          kind: 'web',
          ttlMs: 3_600_000,
        })
      ).token;

      const hostCount = Math.min(STATION_HOSTS, keys.length);
      log(`starting ${PODS} simulated stations with bridges in ${hostCount} process(es)…`);
      const hosts = await startStationHosts(keys, hostCount, {
        apiUrl: services.apiUrl,
        natsUrl,
        stateDir,
        arrivalPath: '/kiosk/set/vol_change',
      });
      const lasts: number[] = [];
      try {
        // the first two rounds warm up (connections, JIT), as the bare fan-out's do
        for (let round = 0; round < ROUNDS + 2; round++) {
          const arrivals = hosts.arrivals(keys);
          const sent = wallClock();
          const res = await fetch(`${services.apiUrl}/api/v1/facilitator/run/command`, {
            method: 'POST',
            headers: { authorization: `Bearer ${facilitator}`, 'content-type': 'application/json' },
            body: JSON.stringify({ command_type: 'mute', command_value: round % 2 === 0 ? '1' : '0', pod_ids: podIds }),
          });
          if (!res.ok) throw new Error(`the facilitator's command failed: ${res.status} ${await res.text()}`);
          const got = await arrivals;
          if (round >= 2) lasts.push(Math.max(...got) - sent);
          // one command at a time on a quiet system, as a facilitator presses one button at a time
          await hosts.settled();
          await checkpoints.waitFor(projectionNames, await store.lastSequence(), 30_000);
          await new Promise((r) => setTimeout(r, 200));
        }
      } finally {
        await hosts.stop();
      }
      const p50 = oneDecimal(percentile(lasts, 50));
      const p99 = oneDecimal(percentile(lasts, 99));
      log(`facilitator mute to ${PODS} pods, to the last helper call: p50 ${p50} ms, p99 ${p99} ms`);
      // the mechanism alone, with the product's stations stopped so they do not share the CPU with it
      const bare = lastOfEachRound(await bareFanout(natsUrl, nc, PODS, ROUNDS), PODS);
      const bare50 = oneDecimal(percentile(bare, 50));
      const bare99 = oneDecimal(percentile(bare, 99));
      log(`bare fan-out to ${PODS}, to the last helper call: p50 ${bare50} ms, p99 ${bare99} ms`);
      const ratio = p99 / Math.max(bare99, 0.001);
      const results: BenchResult[] = [
        {
          suite: 'facilitator',
          name: `facilitator command → last of ${PODS} helper calls, p50`,
          value: p50,
          unit: 'ms',
          baseline: { label: 'bare fan-out, last pod, p50', value: bare50 },
          ratio: p50 / Math.max(bare50, 0.001),
          notes: `ratio = ours / bare; ${ROUNDS} rounds of mute 1/0 through /facilitator/run/command`,
        },
        {
          suite: 'facilitator',
          name: `facilitator command → last of ${PODS} helper calls, p99`,
          value: p99,
          unit: 'ms',
          baseline: { label: 'bare fan-out, last pod, p99', value: bare99 },
          ratio,
          target: `p99 ≤ ${TARGET_RATIO}× bare`,
          pass: ratio <= TARGET_RATIO,
          notes: 'ratio = ours / bare; measured from the request leaving the client, so it includes the append',
        },
      ];
      return results;
    } finally {
      await checkpoints.close();
      await nc.drain();
      await services.stop();
      rmSync(stateDir, { recursive: true, force: true });
    }
  },
};
