// The product as the browser tests see it, started inside the test process against the test
// file's isolated env: projection workers, services serving the built UIs (kiosk-ui and
// admin-ui), the demo client and accounts, optional simulated stations (helper simulator +
// bridge each), and a super-admin token for the staff calls a test makes. kiosk-ui's and
// admin-ui's test harnesses add their own pages and steps on top.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import { CheckpointWatcher, openDatabase } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS, startProjectionWorkers } from '@gamepod/projections';
import { issueSession, type PaymentGateway, type RunningServices, startServices } from '@gamepod/services';
import { jetstreamManager } from '@nats-io/jetstream';
import { DEMO_CLIENT, type DemoStation, startDemoFleet, startStations } from '../demo/demo-fleet.ts';
import { powerOff, powerOn, restartHelper, type StationParts, stationParts } from './station-power.ts';

/** A pod login as the auth read model holds it: what the station-fault tests look at. */
export type PodLogin = {
  readonly token_hash: string;
  readonly user_id: string;
  readonly kiosk_session_hash: string | null;
  readonly ended_at: Date | null;
  readonly end_reason: string | null;
};

const root = new URL('../../..', import.meta.url).pathname;

/** The demo accounts' password (identity contract). */
export const DEMO_PASSWORD = 'gamepod-demo';
/** One demo account per role; all on the demo client but the super admin. */
export const ACCOUNTS = {
  player: 'player@demo.test',
  facilitator: 'facilitator@demo.test',
  admin: 'admin@demo.test',
  restricted: 'restricted@demo.test',
  superAdmin: 'super@demo.test',
} as const;

export type Reply = { status: boolean; message: string; data: Record<string, unknown> };

export type ProductHarness = {
  readonly env: TestEnv;
  readonly baseUrl: string;
  readonly stations: readonly DemoStation[];
  /** The pods' ids, in the order of `stations`. */
  readonly podIds: readonly string[];
  /** The demo client's id ('' with `demo: false`). */
  readonly clientId: string;
  /** A super admin's token for the calls staff would make. */
  readonly adminToken: string;
  /** This test file's data folder (GP_DATA_DIR: the local mailbox lives under it). */
  readonly dataDir: string;
  /** A page of station `i` at `path` on this origin, with its bridge in `?bridge=`. */
  stationUrl(i: number, path?: string): string;
  /** Calls /api/v1 as the super admin (or with `token`); returns the whole reply. */
  api(path: string, opts?: { method?: 'GET' | 'POST'; body?: unknown; token?: string }): Promise<Reply>;
  /** Issues a session straight into the auth read model (a role no login form admits, say). */
  issueToken(s: { user_id: string; role: number; client_id: string | null; pod_id?: string | null }): Promise<string>;
  /** Calls the station's simulator control surface (e.g. 'idle', 'press-logout'). */
  control(i: number, path: string, body?: unknown): Promise<unknown>;
  /**
   * Starts one more simulated station (helper simulator + bridge) set up with `pod_id_key`,
   * as a venue would after deploying a pod; returns its index in `stations` (for `control`).
   * With '' the station is not deployed yet (its kiosk asks to deploy it first, and its
   * `podIds` entry stays '').
   */
  startStation(pod_id_key: string): Promise<number>;
  /** The event log, as services write it (tests read a session's or a station's events from it). */
  readonly store: EventStore;
  /** The pod logins (kind 'pod') ever started on a pod, oldest first. */
  podLogins(podId: string): Promise<PodLogin[]>;
  /**
   * A power cut on station `i`: its bridge and helper simulator stop. `powerOn` starts both
   * again on their ports; the bridge registers with its state file (needs `stationState`).
   */
  powerOff(i: number): Promise<void>;
  powerOn(i: number): Promise<void>;
  /** Station `i`'s helper stops and starts again on its port after `downMs`; its bridge runs on. */
  restartHelper(i: number, downMs?: number): Promise<void>;
  /** The services' clock now (the real one plus what `advanceServerClock` added). */
  serverNow(): Date;
  /** Moves the services' clock on (sessions, timers and reservations read it; the page keeps its own). */
  advanceServerClock(ms: number): void;
  close(): Promise<void>;
};

/** Starts the product for a browser test file. Close it in `after()`. */
export async function startProductHarness(
  opts: {
    pods?: number;
    name?: string;
    payments?: PaymentGateway;
    /** Other servers than the run's shared ones (private ones the test restarts). */
    postgresUrl?: string;
    natsUrl?: string;
    /** How often services ping their sockets (30 s by default). */
    heartbeatMs?: number;
    /** Stations keep their enrolment in files, as a real station does, so `powerOn` finds them enrolled. */
    stationState?: boolean;
    /** false: no demo client, lab, pod or account, as on a new server (`pods` is then 0). */
    demo?: boolean;
  } = {},
): Promise<ProductHarness> {
  const env = await openTestEnv({
    ...(opts.postgresUrl ? { postgresUrl: opts.postgresUrl } : {}),
    ...(opts.natsUrl ? { natsUrl: opts.natsUrl } : {}),
  });
  // the LocalMailer writes under <GP_DATA_DIR>/mail: this file's own folder (each test file is its own process)
  const dataDir = mkdtempSync(join(tmpdir(), `gamepod-${opts.name ?? 'ui'}-`));
  process.env.GP_DATA_DIR = dataDir;
  const stops: Array<() => Promise<unknown>> = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    await env.close();
  };
  try {
    await ensureStreams(await jetstreamManager(env.nc), env.names);
    const { natsUrl, databaseUrl, names } = env;
    const workers = await startProjectionWorkers({ natsUrl, databaseUrl, names });
    stops.push(() => workers.stop());
    await workers.ready();
    let clockOffset = 0;
    const serverNow = () => new Date(Date.now() + clockOffset);
    const port = await freePort();
    // single sign-on names our own URLs to identity providers: this product's address
    process.env.GAMEPOD_PUBLIC_URL = `http://127.0.0.1:${port}`;
    const services: RunningServices = await startServices({
      natsUrl,
      databaseUrl,
      names,
      port,
      logger: false,
      projections: ALL_PROJECTIONS,
      uiRoot: root,
      clock: serverNow,
      // due timers are found soon after a test moves the clock
      reactions: { maxPollMs: 250 },
      ...(opts.payments ? { payments: opts.payments } : {}),
      ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
    });
    stops.push(() => services.close());
    const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const stateDir = opts.stationState ? join(dataDir, 'stations') : undefined;
    if (stateDir) mkdirSync(stateDir, { recursive: true });
    const fleetOptions = {
      apiUrl: services.url,
      natsUrl,
      databaseUrl,
      names,
      pods: opts.pods ?? 1,
      bridge: { log: quiet },
      ...(stateDir ? { stateDir } : {}),
    };
    // seeds the demo client, its labs and one account per role even with no stations
    const fleet = opts.demo === false ? await startStations([], fleetOptions) : await startDemoFleet(fleetOptions);
    stops.push(() => fleet.stop());
    const parts: StationParts[] = fleet.stations.map((s, i) => {
      const bridge = fleet.bridges[i];
      const sim = fleet.simulators[i];
      if (!bridge || !sim) throw new Error(`station ${i} has no bridge or simulator`);
      return stationParts(bridge, sim, s.pod_id_key, {
        natsUrl,
        apiUrl: services.url,
        log: quiet,
        ...(stateDir ? { stateFile: join(stateDir, `${s.pod_id_key}.json`) } : {}),
      });
    });
    // the stations started again by a test (the fleet stops those it started)
    stops.push(async () => {
      for (const p of parts) {
        if (p.bridge && !fleet.bridges.includes(p.bridge)) await p.bridge.stop().catch(() => undefined);
        if (p.sim && !fleet.simulators.includes(p.sim)) await p.sim.close().catch(() => undefined);
      }
    });
    const database = openDatabase(databaseUrl, { max: 2 });
    stops.push(() => database.close());
    const part = (i: number) => {
      const p = parts[i];
      if (!p) throw new Error(`no station ${i} to power`);
      return p;
    };

    const store = new EventStore({ nc: env.nc, names, registry: catalogue });
    const checkpoints = await new CheckpointWatcher(
      databaseUrl,
      ALL_PROJECTIONS.map((p) => p.name),
    ).start();
    stops.push(() => checkpoints.close());
    const issueToken: ProductHarness['issueToken'] = async (s) =>
      (
        await issueSession(
          { store, checkpoints },
          { pod_id: null, ...s, kind: s.pod_id ? 'pod' : 'admin', ttlMs: 3_600_000 },
        )
      ).token;
    const adminToken = await issueToken({ user_id: 'ui-test-admin', role: 4, client_id: null });

    const api: ProductHarness['api'] = async (path, o = {}) => {
      const res = await fetch(`${services.url}/api/v1${path}`, {
        method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${o.token ?? adminToken}`,
          ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      return (await res.json()) as Reply;
    };
    const clients = (await api('/admin/kiosk/clients')).data.clients as Array<{ id: string; value: string }>;
    const clientId = clients.find((c) => c.value === DEMO_CLIENT)?.id ?? '';
    const pods = (await api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; pod_id_key: string }>;
    const byKey = new Map(pods.map((p) => [p.pod_id_key, p.id]));
    const podIds = fleet.stations.map((s) => byKey.get(s.pod_id_key) ?? '');
    if ((opts.demo !== false && !clientId) || podIds.includes(''))
      throw new Error('the demo client or pods are not in the read models');
    // startStation adds to these
    const stations: DemoStation[] = [...fleet.stations];

    const station = (i: number) => {
      const s = stations[i];
      if (!s) throw new Error(`no station ${i}`);
      return s;
    };
    return {
      env,
      baseUrl: services.url,
      stations,
      podIds,
      clientId,
      adminToken,
      dataDir,
      stationUrl: (i, path = '/') =>
        `${services.url}${path}${path.includes('?') ? '&' : '?'}bridge=${encodeURIComponent(station(i).bridge)}`,
      api,
      issueToken,
      async control(i, path, body) {
        const res = await fetch(`${station(i).control.replace(/\/?$/, '/')}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return res.json();
      },
      async startStation(pod_id_key) {
        const extra = await startStations([pod_id_key], { apiUrl: services.url, natsUrl, bridge: { log: quiet } });
        stops.push(() => extra.stop());
        const pods = (await api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; pod_id_key: string }>;
        const started = extra.stations[0];
        if (!started) throw new Error('no station started');
        stations.push(started);
        podIds.push(pods.find((p) => p.pod_id_key === pod_id_key)?.id ?? '');
        return stations.length - 1;
      },
      store,
      async podLogins(podId) {
        return database.db
          .withSchema('rm_auth_sessions')
          .selectFrom('auth_sessions')
          .select(['token_hash', 'user_id', 'kiosk_session_hash', 'ended_at', 'end_reason'])
          .where('pod_id', '=', podId)
          .where('kind', '=', 'pod')
          .orderBy('started_at')
          .execute() as Promise<PodLogin[]>;
      },
      powerOff: (i) => powerOff(part(i)),
      powerOn: (i) => powerOn(part(i)),
      restartHelper: (i, downMs = 3_000) => restartHelper(part(i), downMs),
      serverNow,
      advanceServerClock(ms) {
        clockOffset += ms;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
