import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCommand } from '@gamepod/devkit';
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, isolatedNames } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import { startHelperSimulator } from '@gamepod/pod-bridge/simulator';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { seedDemoPods } from '@gamepod/testbed';
import { bareFanout } from './bare-fanout.ts';
import { type BenchResult, type BenchSuite, oneDecimal, percentile, REPO_ROOT as root } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';
import { STATION_HOSTS, startStationHosts, wallClock } from './station-hosts.ts';

/** The 200-pod fan-out's p99 may be this many times the bare mechanism's, measured in the same run. */
const TARGET_RATIO = 1.5;

/** Builds the bridge as a station runs it: one bundled file (pod-bridge/vite.config.ts). */
async function buildBridge(): Promise<string> {
  const built = await runCommand('build pod-bridge', `${root}pod-bridge/node_modules/.bin/vite`, ['build'], {
    cwd: `${root}pod-bridge`,
    quiet: true,
  });
  if (built.code !== 0) throw new Error(`building the bridge failed:\n${built.output}`);
  return `${root}pod-bridge/dist/pod-bridge.mjs`;
}

/** Resident memory, in MB, of a process after it ran for `ms`. */
async function rssAfter(args: readonly string[], env: NodeJS.ProcessEnv, ms: number): Promise<number> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, ms));
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Resident memory of one bridge process, the bundle a station runs, against a simulator:
 * measured after it registered, connected, polled and uploaded screenshots for 12 s. The
 * baseline is an idle Node process on the same machine.
 */
async function bridgeRss(
  apiUrl: string,
  natsUrl: string,
  podKey: string,
  stateDir: string,
): Promise<{ bridge: number; bare: number }> {
  const bundle = await buildBridge();
  const sim = await startHelperSimulator({ port: 0, initial: { pod_id_key: podKey } });
  try {
    const env = {
      HELPER_URL: sim.url,
      API_URL: apiUrl,
      NATS_URL: natsUrl,
      KIOSK_PORT: String(await freePort()),
      // the station the fan-out ran for this pod enrolled it: the bridge registers with its secret
      STATE_FILE: join(stateDir, `${podKey}.json`),
    };
    const bridge = await rssAfter([bundle], env, 12_000);
    const bare = await rssAfter(['-e', 'setInterval(() => {}, 1000)'], {}, 2_000);
    return { bridge, bare };
  } finally {
    await sim.close();
  }
}

export const fanoutSuite: BenchSuite = {
  name: 'fanout',
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const namespace = `fan${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl: maintenanceUrl, namespace });
    const databaseUrl = services.databaseUrl;
    const results: BenchResult[] = [];
    const nc = await connectNats({ url: natsUrl, name: 'bench-fanout' });
    const store = new EventStore({ nc, names, registry: catalogue });
    const projectionNames = ALL_PROJECTIONS.filter((p) => p.source !== 'telemetry').map((p) => p.name);
    const checkpoints = await new CheckpointWatcher(
      databaseUrl,
      ALL_PROJECTIONS.map((p) => p.name),
    ).start();
    // the 200-pod round serves the 1-pod round's pod again: its station must remember its enrolment
    const stateDir = mkdtempSync(join(tmpdir(), 'gamepod-bench-stations-'));
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
        const keys = await seedDemoPods({ apiUrl: services.apiUrl, natsUrl, databaseUrl, names, pods: count });
        const hostCount = Math.min(STATION_HOSTS, keys.length);
        log(`starting ${count} simulated station(s) with bridges in ${hostCount} process(es)…`);
        const hosts = await startStationHosts(keys, hostCount, { apiUrl: services.apiUrl, natsUrl, stateDir });
        try {
          const list = (await (
            await fetch(`${services.apiUrl}/api/v1/admin/kiosk/client/pods`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json()) as { data: { pods: Array<{ id: string; pod_id_key: string }> } };
          const byKey = new Map(list.data.pods.map((p) => [p.pod_id_key, p.id]));
          const podIds = keys.map((k) => byKey.get(k) ?? '');
          someKey ||= keys[0] ?? '';
          const latencies: number[] = [];
          const rounds = count === 1 ? 60 : 10;
          // the first two rounds warm up (connections, JIT), as the bare fan-out's do
          for (let round = 0; round < rounds + 2; round++) {
            const command_type = round % 2 === 0 ? 'lockout' : 'unlockout';
            const arrivals = hosts.arrivals(keys);
            // measured from the request leaving us: the bridge often acts before the reply
            // (which waits for the read models), so this includes the append and overstates
            const sent = wallClock();
            const res = await fetch(`${services.apiUrl}/api/v1/admin/run/command`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ command_type, pod_ids: podIds }),
            });
            if (!res.ok) throw new Error(`command failed: ${res.status} ${await res.text()}`);
            const replied = wallClock();
            const got = await arrivals;
            if (round >= 2) for (const at of got) latencies.push(Math.max(0, at - sent));
            if (process.env.GP_BENCH_TRACE)
              log(
                `round ${round}: reply ${(replied - sent).toFixed(0)} ms, first ${(Math.min(...got) - sent).toFixed(0)} ms, last ${(Math.max(...got) - sent).toFixed(0)} ms`,
              );
            // each round is one command on a quiet system: its outcomes published by the bridges
            // and applied by every read model before the next command is sent
            await hosts.settled();
            await checkpoints.waitFor(projectionNames, await store.lastSequence(), 30_000);
            await new Promise((r) => setTimeout(r, 200));
          }
          const p50 = oneDecimal(percentile(latencies, 50));
          const p99 = oneDecimal(percentile(latencies, 99));
          const base = percentile(rtts, 50);
          log(`fan-out to ${count}: p50 ${p50} ms, p99 ${p99} ms over ${latencies.length} deliveries`);
          // the mechanism alone, with the product's stations stopped so they do not share the CPU with it
          await hosts.stop();
          const bare = await bareFanout(natsUrl, nc, count, rounds);
          const bare50 = oneDecimal(percentile(bare, 50));
          const bare99 = oneDecimal(percentile(bare, 99));
          log(`bare fan-out to ${count} (publish → pull consumer → helper call): p50 ${bare50} ms, p99 ${bare99} ms`);
          results.push({
            suite: 'fanout',
            name: `command sent → helper call, ${count} pod(s), p50`,
            value: p50,
            unit: 'ms',
            baseline: { label: 'bare fan-out p50', value: bare50 },
            ratio: p50 / Math.max(bare50, 0.001),
            notes: `ratio = ours / bare; NATS request/reply p50 ${oneDecimal(base)} ms`,
          });
          const ratio = p99 / Math.max(bare99, 0.001);
          results.push({
            suite: 'fanout',
            name: `command sent → helper call, ${count} pod(s), p99`,
            value: p99,
            unit: 'ms',
            baseline: { label: 'bare fan-out p99', value: bare99 },
            ratio,
            ...(count === 200 ? { target: `p99 ≤ ${TARGET_RATIO}× bare`, pass: ratio <= TARGET_RATIO } : {}),
            notes: 'ratio = ours / bare',
          });
          results.push({
            suite: 'fanout',
            name: `bare fan-out, ${count} pod(s): publish → pull consumer → helper call, p99`,
            value: bare99,
            unit: 'ms',
            baseline: { label: 'NATS request/reply p99', value: oneDecimal(percentile(rtts, 99)) },
            ratio: bare99 / Math.max(percentile(rtts, 99), 0.001),
            notes: `p50 ${bare50} ms; what the machine allows a fan-out to ${count}`,
          });
        } finally {
          await hosts.stop();
        }
      }
      const rss = await bridgeRss(services.apiUrl, natsUrl, someKey, stateDir);
      log(`bridge RSS ${rss.bridge.toFixed(1)} MB (idle node: ${rss.bare.toFixed(1)} MB)`);
      results.push({
        suite: 'fanout',
        name: 'bridge resident memory (bundled, own process)',
        value: oneDecimal(rss.bridge),
        unit: 'MB',
        baseline: { label: 'an idle node process', value: oneDecimal(rss.bare) },
        ratio: rss.bridge / rss.bare,
        target: '< 60 MB',
        pass: rss.bridge < 60,
      });
    } finally {
      await checkpoints.close();
      await nc.drain();
      await services.stop();
      rmSync(stateDir, { recursive: true, force: true });
    }
    return results;
  },
};
