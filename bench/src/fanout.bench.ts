import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { freePort } from '@gamepod/devkit';
import { catalogue, connectNats, EventStore, isolatedNames } from '@gamepod/events';
import { startHelperSimulator } from '@gamepod/pod-bridge';
import { ALL_PROJECTIONS, CheckpointWatcher, startProjectionWorkers } from '@gamepod/projections';
import { issueSession, startServices } from '@gamepod/services';
import { startDemoFleet } from '../../scripts/demo-fleet.ts';
import { type BenchResult, type BenchSuite, percentile } from './bench-kit.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Waits until `sim` has recorded a pod_disabled call after `since` (ms); returns when it arrived. */
async function callArrival(
  calls: () => Array<{ at: string; path: string }>,
  since: number,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = calls().find((c) => c.path.endsWith('/kiosk/set/pod_disabled') && Date.parse(c.at) >= since);
    if (hit) return Date.parse(hit.at);
    if (Date.now() > deadline) throw new Error('the command never reached the helper');
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Resident memory of one bridge process, started on its own against a simulator. */
async function bridgeRssMb(apiUrl: string, natsUrl: string, podKey: string): Promise<number> {
  const sim = await startHelperSimulator({ port: 0, initial: { pod_id_key: podKey } });
  const child = spawn(process.execPath, ['--import', 'tsx', 'pod-bridge/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HELPER_URL: sim.url,
      API_URL: apiUrl,
      NATS_URL: natsUrl,
      KIOSK_PORT: String(await freePort()),
    },
    stdio: 'ignore',
  });
  try {
    // let it register, connect, poll and take a few screenshots before reading its memory
    await new Promise((r) => setTimeout(r, 12_000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } finally {
    child.kill('SIGTERM');
    await sim.close();
  }
}

export const fanoutSuite: BenchSuite = {
  name: 'fanout',
  async run({ natsUrl, databaseUrl, log }) {
    const names = isolatedNames(`fan${randomBytes(4).toString('hex')}`);
    const workers = await startProjectionWorkers({ natsUrl, databaseUrl, names });
    await workers.ready();
    const services = await startServices({ natsUrl, databaseUrl, names, port: await freePort(), logger: false });
    const results: BenchResult[] = [];
    const nc = await connectNats({ url: natsUrl, name: 'bench-fanout' });
    const store = new EventStore({ nc, names, registry: catalogue });
    const checkpoints = await new CheckpointWatcher(
      databaseUrl,
      ALL_PROJECTIONS.map((p) => p.name),
    ).start();
    try {
      // baseline: a bare NATS request/reply round trip
      const echo = nc.subscribe('bench.echo', {
        callback: (_e, m) => {
          m.respond(m.data);
        },
      });
      const rtts: number[] = [];
      for (let i = 0; i < 500; i++) {
        const t0 = performance.now();
        await nc.request('bench.echo', 'x');
        rtts.push(performance.now() - t0);
      }
      echo.unsubscribe();
      const token = (
        await issueSession(
          { store, checkpoints },
          { user_id: 'bench', role: 4, client_id: null, pod_id: null, kind: 'admin', ttlMs: 3_600_000 },
        )
      ).token;
      let someKey = '';
      for (const count of [1, 200]) {
        log(`starting ${count} simulated pod(s) with bridges…`);
        const fleet = await startDemoFleet({ apiUrl: services.url, natsUrl, databaseUrl, names, pods: count });
        try {
          const podIds: string[] = [];
          const list = (await (
            await fetch(`${services.url}/api/v1/admin/kiosk/client/pods?token=${token}`)
          ).json()) as { data: { pods: Array<{ id: string; pod_id_key: string }> } };
          const byKey = new Map(list.data.pods.map((p) => [p.pod_id_key, p.id]));
          for (const s of fleet.stations) podIds.push(byKey.get(s.pod_id_key) ?? '');
          someKey ||= fleet.stations[0]?.pod_id_key ?? '';
          await new Promise((r) => setTimeout(r, 2_000)); // bridges registered and consuming
          const latencies: number[] = [];
          const rounds = count === 1 ? 60 : 6;
          for (let round = 0; round < rounds; round++) {
            const command_type = round % 2 === 0 ? 'lockout' : 'unlockout';
            // measured from the request leaving us: the bridge often acts before the reply
            // (which waits for the read models), so this includes the append and overstates
            const sent = Date.now();
            const res = await fetch(`${services.url}/api/v1/admin/run/command`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ command_type, pod_ids: podIds }),
            });
            if (!res.ok) throw new Error(`command failed: ${res.status} ${await res.text()}`);
            const arrivals = await Promise.all(fleet.simulators.map((sim) => callArrival(() => sim.calls(), sent)));
            for (const at of arrivals) latencies.push(Math.max(0, at - sent));
          }
          const p50 = percentile(latencies, 50);
          const p99 = percentile(latencies, 99);
          const base = percentile(rtts, 50);
          log(`fan-out to ${count}: p50 ${p50} ms, p99 ${p99} ms over ${latencies.length} deliveries`);
          results.push({
            suite: 'fanout',
            name: `command sent → helper call, ${count} pod(s), p50`,
            value: p50,
            unit: 'ms',
            baseline: { label: 'NATS request/reply p50', value: base },
            ratio: base / Math.max(p50, 0.001),
          });
          results.push({
            suite: 'fanout',
            name: `command sent → helper call, ${count} pod(s), p99`,
            value: p99,
            unit: 'ms',
            baseline: { label: 'NATS request/reply p99', value: percentile(rtts, 99) },
            ratio: percentile(rtts, 99) / Math.max(p99, 0.001),
            ...(count === 200 ? { target: 'p99 < 100 ms', pass: p99 < 100 } : {}),
            notes: 'times are whole milliseconds (the simulator records call times with Date)',
          });
        } finally {
          await fleet.stop();
        }
      }
      const rss = await bridgeRssMb(services.url, natsUrl, someKey);
      results.push({
        suite: 'fanout',
        name: 'bridge resident memory (own process)',
        value: rss,
        unit: 'MB',
        target: '< 60 MB',
        pass: rss < 60,
      });
    } finally {
      await checkpoints.close();
      await nc.drain();
      await services.close();
      await workers.stop();
    }
    return results;
  },
};
