// `npm start`: the whole product on this machine. nats-server and Postgres keep their data
// in .data/ and are reused next time; projections and the API run in this process
// (`--cluster`: production's topology, see launch-modes.ts).
// Ctrl-C (or SIGTERM, SIGHUP) stops everything it started, the servers last. The servers run in
// sessions of their own, so the terminal's Ctrl-C reaches only this process; if it dies hard
// (kill -9, OOM), the next start finds the servers it left on the data dir and stops them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildUisIfStale, claimDataDir, type DataDirClaim, describeLeftovers, reclaimLeftovers } from '@gamepod/devkit';
import { connectNats, RUNTIME_FILE } from '@gamepod/event-store';
import {
  createAuthMaterial,
  followRevocations,
  loadAuthMaterial,
  localNatsAuth,
  type NatsAuthMaterial,
  saveAuthMaterial,
} from '@gamepod/event-store/nats-auth';
import { PRODUCTION_NAMES } from '@gamepod/events';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { DEMO_LIBRARY_CARD, demoAccountsBanner, startDemoFleet, startDemoLibrary } from '@gamepod/testbed';
import { type Launched, launchCluster, launchSingle } from './launch-modes.ts';

const root = new URL('..', import.meta.url).pathname;
// GP_DATA_DIR lets a test run a second copy of `npm start` without touching the developer's .data/
const dataDir = process.env.GP_DATA_DIR ?? join(root, '.data');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const podsArg = process.argv.indexOf('--pods');
const podCount = Number(podsArg >= 0 ? process.argv[podsArg + 1] : (process.env.GP_PODS ?? 3));
if (!Number.isInteger(podCount) || podCount < 0 || podCount > 500) {
  process.stderr.write('--pods takes a whole number from 0 to 500\n');
  process.exit(2);
}
const clusterMode = process.argv.includes('--cluster');
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * NATS runs in operator mode, as in production: every process connects with creds, and each
 * pod's bridge gets creds that reach only its own pod. The operator and account keys are made
 * once and kept (owner-only) in the data directory.
 */
function natsAuthMaterial(dir: string): NatsAuthMaterial {
  const file = join(dir, 'nats-auth.json');
  if (existsSync(file)) return loadAuthMaterial(file);
  // JetStream keeps a server without auth's streams under the global account, $G
  if (existsSync(join(dir, 'nats', 'jetstream', '$G')))
    say(
      `  note: ${dir} holds a log from a run without NATS auth (nats/jetstream/$G); this run starts a new one. Export the old one with an earlier checkout's \`npm run ops -- export\` if you need it.`,
    );
  const material = createAuthMaterial({ operatorName: 'gamepod-local' });
  saveAuthMaterial(file, material);
  return material;
}

/**
 * The key a client's sign-in source secrets (the demo library's SIP login password) are sealed
 * with: GAMEPOD_SSO_SECRET_KEY when set, else one made once and kept (owner-only) in the data
 * directory, so what an earlier start sealed still opens.
 */
function secretKey(dir: string): string {
  const file = join(dir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

mkdirSync(dataDir, { recursive: true });
process.env.GAMEPOD_SSO_SECRET_KEY ??= secretKey(dataDir);
const runtimeFile = process.env.GP_DATA_DIR ? join(dataDir, 'runtime.json') : join(root, RUNTIME_FILE);
let claim: DataDirClaim;
try {
  claim = claimDataDir(dataDir);
} catch (err) {
  say(`gamepod cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
// a runtime file left by a run that died names servers that are gone
rmSync(runtimeFile, { force: true });
const leftovers = describeLeftovers(await reclaimLeftovers(dataDir), dataDir);
if (leftovers) say(leftovers);

const stops: Array<() => Promise<void>> = [];
let launched: Launched | undefined;
let stopping = false;
let stopped = false;
let startup: Promise<void> = Promise.resolve();

/** Thrown into a start that was asked to stop, once the part starting then has registered its stop. */
class StopRequested extends Error {}

/** Registers what stops a part that is up; a start asked to stop meanwhile goes no further. */
function onStop(stop: () => Promise<void>): void {
  stops.push(stop);
  if (stopping) throw new StopRequested('stop requested while starting');
}

async function shutdown(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  say('\nstopping gamepod…');
  // a part still starting (workers migrating, the demo seed) would lose its servers under
  // it: let it come up and register its stop, then stop it with the rest
  await Promise.race([startup, new Promise((r) => setTimeout(r, 60_000))]);
  rmSync(runtimeFile, { force: true });
  // the demo fleet, the services and the workers first; nats-server and Postgres last
  for (const stop of stops.reverse()) await stop().catch((err) => say(`  while stopping: ${String(err)}`));
  stopped = true;
  say('stopped.');
  process.exit(code);
}
// a second Ctrl-C means "now"; a repeated SIGTERM (a supervisor and its child both sending
// one) must not cut the clean stop short; SIGHUP is the terminal closing
process.on('SIGINT', () => (stopping ? process.exit(1) : void shutdown(0)));
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) void shutdown(0);
  });
}
// a crash (or a second Ctrl-C) ends this process without the ordered stop: the servers, in
// sessions of their own, would outlive it, so each gets its stop signal now
process.on('exit', () => {
  if (!stopped) launched?.signalStopNow();
  claim.release();
});

startup = (async () => {
  try {
    await buildUisIfStale(root, say);
    say(
      clusterMode
        ? 'starting a cluster: 3 NATS nodes, 2 services, 2 projection workers, a proxy…'
        : 'starting infrastructure…',
    );
    const material = natsAuthMaterial(dataDir);
    // what this process makes on the cluster (the revocations bucket) is replicated like the rest
    if (clusterMode) process.env.NATS_STREAM_REPLICAS ??= '3';
    const launch = clusterMode ? launchCluster : launchSingle;
    const run = await launch({ dataDir, host, port, material, uiRoot: root, say, onStop });
    launched = run;
    const names = PRODUCTION_NAMES;
    if (run.reloadNats) {
      // services record station revocations in a bucket; this process holds the operator's
      // material and the servers, so it re-issues the account JWT and reloads on each change
      const reload = run.reloadNats;
      const nc = await connectNats({ url: run.natsUrl, name: 'gamepod-revocations' });
      const follower = await followRevocations({
        nc,
        names,
        material,
        apply: (m) => reload(localNatsAuth(m).configText),
        onError: (err) => say(`  applying station revocations failed: ${String(err)}`),
      });
      onStop(async () => {
        await follower.stop();
        await nc.drain();
      });
    }
    say(`starting ${podCount} simulated pod${podCount === 1 ? '' : 's'}…`);
    const fleet = await startDemoFleet({
      apiUrl: run.apiUrl,
      natsUrl: run.natsUrl,
      databaseUrl: run.databaseUrl,
      names,
      pods: podCount,
      stateDir: run.stationsDir,
      alerts: true,
      games: true,
      reservations: true,
      history: true,
    });
    onStop(fleet.stop);
    // a second client, a library: its card holders sign in through the stand-in ILS over SIP2
    say('starting the demo library (a stand-in ILS over SIP2 and its station)…');
    const library = await startDemoLibrary({
      apiUrl: run.apiUrl,
      natsUrl: run.natsUrl,
      databaseUrl: run.databaseUrl,
      names,
      stateDir: run.stationsDir,
    });
    onStop(library.stop);
    const runtime = {
      mode: run.mode,
      api: run.apiUrl,
      health: `${run.apiUrl}/api/v1/health`,
      docs: `${run.apiUrl}/api/docs`,
      kiosk: `${run.apiUrl}/`,
      admin: `${run.apiUrl}/admin/`,
      nats: run.natsUrl,
      nats_nodes: run.natsNodes,
      nats_monitor: run.natsMonitorUrl,
      nats_monitors: run.natsMonitors,
      nats_creds: run.natsCredsFile,
      database: run.databaseUrl,
      stream: names.eventsStream,
      projections: ALL_PROJECTIONS.map((p) => p.name),
      pods: fleet.stations,
      library: { ils: `${library.ils.host}:${library.ils.port}`, pods: library.stations },
      pid: process.pid,
      server_pids: run.serverPids(),
      processes: run.processes(),
      started_at: new Date().toISOString(),
    };
    // written aside and renamed into place: a reader polling for the file never sees half of it
    writeFileSync(`${runtimeFile}.tmp`, `${JSON.stringify(runtime, null, 2)}\n`);
    renameSync(`${runtimeFile}.tmp`, runtimeFile);
    say('');
    say(`gamepod is running${run.mode === 'cluster' ? ' as a cluster' : ''}`);
    say(`  kiosk        ${runtime.kiosk}`);
    say(`  admin        ${runtime.admin}`);
    say(`  API          ${run.apiUrl}/api/v1`);
    say(`  health       ${runtime.health}`);
    say(`  API docs     ${runtime.docs}`);
    say(`  NATS         ${run.natsNodes.join(' ')}`);
    say(`  Postgres     ${runtime.database}`);
    say(`  runtime file ${runtimeFile}`);
    for (const p of runtime.processes) say(`  pid ${String(p.pid).padEnd(8)} ${p.name}${p.url ? `  ${p.url}` : ''}`);
    for (const [i, pod] of fleet.stations.entries()) {
      say(`  pod ${i + 1}        ${pod.pod_id_key}  kiosk ${pod.kiosk}`);
      say(`               simulator control ${pod.control}`);
    }
    for (const pod of library.stations) {
      say(`  library pod  ${pod.pod_id_key}  kiosk ${pod.kiosk}`);
      say(
        `               card ${DEMO_LIBRARY_CARD.card}, PIN ${DEMO_LIBRARY_CARD.pin} (SIP2 ILS ${library.ils.host}:${library.ils.port})`,
      );
    }
    for (const line of demoAccountsBanner()) say(line);
    say('press Ctrl-C to stop');
  } catch (err) {
    // a stop asked for meanwhile is under way and waits for this start to end
    if (stopping) return;
    say(`gamepod failed to start: ${err instanceof Error ? err.message : String(err)}`);
    void shutdown(1);
  }
})();
