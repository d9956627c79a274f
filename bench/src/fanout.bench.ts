import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { freePort } from '@gamepod/devkit';
import { catalogue, connectNats, EventStore, isolatedNames } from '@gamepod/events';
import { type HelperSimulator, silentLog, startHelperSimulator } from '@gamepod/pod-bridge';
import { ALL_PROJECTIONS, CheckpointWatcher } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { startDemoFleet } from '../../scripts/demo-fleet.ts';
import { runCommand } from '../../scripts/run-command.ts';
import { type BenchResult, type BenchSuite, percentile } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * When `sim` receives its next pod_disabled call, on the performance clock. The simulator
 * tells us as it records the call, so waiting costs nothing (polling 200 call logs would
 * load the very loop the bridges run on).
 */
function nextLockoutCall(sim: HelperSimulator, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('the command never reached the helper'));
    }, timeoutMs);
    const off = sim.onCall((call) => {
      if (!call.path.endsWith('/kiosk/set/pod_disabled')) return;
      clearTimeout(timer);
      off();
      resolve(performance.now());
    });
  });
}

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
async function bridgeRss(apiUrl: string, natsUrl: string, podKey: string): Promise<{ bridge: number; bare: number }> {
  const bundle = await buildBridge();
  const sim = await startHelperSimulator({ port: 0, initial: { pod_id_key: podKey } });
  try {
    const env = { HELPER_URL: sim.url, API_URL: apiUrl, NATS_URL: natsUrl, KIOSK_PORT: String(await freePort()) };
    const bridge = await rssAfter([bundle], env, 12_000);
    const bare = await rssAfter(['-e', 'setInterval(() => {}, 1000)'], {}, 2_000);
    return { bridge, bare };
  } finally {
    await sim.close();
  }
}

export const fanoutSuite: BenchSuite = {
  name: 'fanout',
  async run({ natsUrl, databaseUrl, log }) {
    const namespace = `fan${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl, namespace });
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
        // screenshots every minute, not every 5 s: 200 stations rendering PNGs in this one process
        // would be load no real station puts on another; the quiet log spares 200 lines a round
        const fleet = await startDemoFleet({
          apiUrl: services.apiUrl,
          natsUrl,
          databaseUrl,
          names,
          pods: count,
          bridge: { log: silentLog, screenshotMs: 60_000 },
        });
        try {
          const podIds: string[] = [];
          const list = (await (
            await fetch(`${services.apiUrl}/api/v1/admin/kiosk/client/pods?token=${token}`)
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
            const arrivals = Promise.all(fleet.simulators.map((sim) => nextLockoutCall(sim)));
            const sent = performance.now();
            const res = await fetch(`${services.apiUrl}/api/v1/admin/run/command`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ command_type, pod_ids: podIds }),
            });
            if (!res.ok) throw new Error(`command failed: ${res.status} ${await res.text()}`);
            for (const at of await arrivals) latencies.push(Math.max(0, at - sent));
            // let the outcomes land before the next command: each round is one command on its own
            await new Promise((r) => setTimeout(r, 500));
          }
          const p50 = Math.round(percentile(latencies, 50) * 10) / 10;
          const p99 = Math.round(percentile(latencies, 99) * 10) / 10;
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
          });
        } finally {
          await fleet.stop();
        }
      }
      const rss = await bridgeRss(services.apiUrl, natsUrl, someKey);
      log(`bridge RSS ${rss.bridge.toFixed(1)} MB (idle node: ${rss.bare.toFixed(1)} MB)`);
      results.push({
        suite: 'fanout',
        name: 'bridge resident memory (bundled, own process)',
        value: Math.round(rss.bridge * 10) / 10,
        unit: 'MB',
        baseline: { label: 'an idle node process', value: Math.round(rss.bare * 10) / 10 },
        ratio: rss.bridge / rss.bare,
        target: '< 60 MB',
        pass: rss.bridge < 60,
      });
    } finally {
      await checkpoints.close();
      await nc.drain();
      await services.stop();
    }
    return results;
  },
};
