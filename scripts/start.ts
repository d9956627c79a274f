// `npm start`: the whole product on this machine. nats-server and Postgres keep their data
// in .data/ and are reused next time; projections and the API run in this process.
// Ctrl-C (or SIGTERM) stops everything it started.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startInfra } from '@gamepod/devkit';
import {
  appSigner,
  connectNats,
  createAuthMaterial,
  followRevocations,
  loadAuthMaterial,
  localNatsAuth,
  type NatsAuthMaterial,
  PRODUCTION_NAMES,
  RUNTIME_FILE,
  saveAuthMaterial,
} from '@gamepod/events';
import { ALL_PROJECTIONS, startProjectionWorkers } from '@gamepod/projections';
import { startServices } from '@gamepod/services';
import { buildUisIfStale } from './build-uis.ts';
import { startDemoFleet } from './demo-fleet.ts';

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

mkdirSync(dataDir, { recursive: true });
const stops: Array<() => Promise<void>> = [];
let stopping = false;
const runtimeFile = process.env.GP_DATA_DIR ? join(dataDir, 'runtime.json') : join(root, RUNTIME_FILE);

async function shutdown(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  say('\nstopping gamepod…');
  rmSync(runtimeFile, { force: true });
  for (const stop of stops.reverse()) await stop().catch((err) => say(`  while stopping: ${String(err)}`));
  say('stopped.');
  process.exit(code);
}
// a second Ctrl-C means "now"; a repeated SIGTERM (a supervisor and its child both sending
// one) must not cut the clean stop short
process.on('SIGINT', () => (stopping ? process.exit(1) : void shutdown(0)));
process.on('SIGTERM', () => {
  if (!stopping) void shutdown(0);
});

try {
  await buildUisIfStale(root, say);
  say('starting infrastructure…');
  const material = natsAuthMaterial(dataDir);
  const infra = await startInfra({ dataDir, log: (l) => say(`  ${l}`), natsAuth: localNatsAuth(material) });
  stops.push(infra.stop);
  // every connection this process opens (workers, services, the demo seed) uses the app creds
  if (infra.natsCredsFile) process.env.NATS_CREDS = infra.natsCredsFile;
  const names = PRODUCTION_NAMES;
  const workers = await startProjectionWorkers({ natsUrl: infra.natsUrl, databaseUrl: infra.databaseUrl, names });
  stops.push(workers.stop);
  // the demo seed and the first requests read these read models: their tables must exist
  await workers.ready();
  const services = await startServices({
    natsUrl: infra.natsUrl,
    databaseUrl: infra.databaseUrl,
    names,
    host,
    port,
    projections: ALL_PROJECTIONS,
    uiRoot: root,
    natsAuth: appSigner(material),
  });
  stops.push(services.close);
  if (infra.reloadNats) {
    // services record station revocations in a bucket; this process holds the operator's
    // material and the server, so it re-issues the account JWT and reloads on each change
    const reload = infra.reloadNats;
    const nc = await connectNats({ url: infra.natsUrl, name: 'gamepod-revocations' });
    const follower = await followRevocations({
      nc,
      names,
      material,
      apply: (m) => reload(localNatsAuth(m).configText),
      onError: (err) => say(`  applying station revocations failed: ${String(err)}`),
    });
    stops.push(async () => {
      await follower.stop();
      await nc.drain();
    });
  }
  say(`starting ${podCount} simulated pod${podCount === 1 ? '' : 's'}…`);
  const fleet = await startDemoFleet({
    apiUrl: services.url,
    natsUrl: infra.natsUrl,
    databaseUrl: infra.databaseUrl,
    names,
    pods: podCount,
    stateDir: join(dataDir, 'stations'),
    alerts: true,
    games: true,
    reservations: true,
    history: true,
  });
  stops.push(fleet.stop);
  const runtime = {
    api: services.url,
    health: `${services.url}/api/v1/health`,
    docs: `${services.url}/api/docs`,
    kiosk: `${services.url}/`,
    admin: `${services.url}/admin/`,
    nats: infra.natsUrl,
    nats_monitor: infra.natsMonitorUrl ?? null,
    nats_creds: process.env.NATS_CREDS ?? null,
    database: infra.databaseUrl,
    stream: names.eventsStream,
    projections: ALL_PROJECTIONS.map((p) => p.name),
    pods: fleet.stations,
    pid: process.pid,
    server_pids: infra.pids,
    started_at: new Date().toISOString(),
  };
  writeFileSync(runtimeFile, `${JSON.stringify(runtime, null, 2)}\n`);
  say('');
  say('gamepod is running');
  say(`  kiosk        ${runtime.kiosk}`);
  say(`  admin        ${runtime.admin}`);
  say(`  API          ${services.url}/api/v1`);
  say(`  health       ${runtime.health}`);
  say(`  API docs     ${runtime.docs}`);
  say(`  NATS         ${runtime.nats}`);
  say(`  Postgres     ${runtime.database}`);
  say(`  runtime file ${runtimeFile}`);
  for (const [i, pod] of fleet.stations.entries()) {
    say(`  pod ${i + 1}        ${pod.pod_id_key}  kiosk ${pod.kiosk}`);
    say(`               simulator control ${pod.control}`);
  }
  say('press Ctrl-C to stop');
} catch (err) {
  say(`gamepod failed to start: ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
