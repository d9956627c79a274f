// Everything a kiosk browser test needs, started inside the test process against the test
// file's isolated env: projection workers, services serving the built kiosk-ui, simulated
// stations (helper simulator + bridge each), demo accounts, and a super-admin token for the
// admin calls a test makes (commands, alerts).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { catalogue, EventStore, ensureStreams } from '@gamepod/events';
import { ALL_PROJECTIONS, CheckpointWatcher, startProjectionWorkers } from '@gamepod/projections';
import { issueSession, type RunningServices, startServices } from '@gamepod/services';
import { jetstreamManager } from '@nats-io/jetstream';
import { type DemoFleet, type DemoStation, startDemoFleet } from '../../../scripts/demo-fleet.ts';
import { seedDemoAccounts } from '../../../services/src/domain/user/demo-accounts.ts';
import { readLatestResetCode } from '../../../services/src/mail/reset-mail.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** The demo accounts' password (identity contract). */
export const DEMO_PASSWORD = 'gamepod-demo';
export const ACCOUNTS = {
  player: 'player@demo.test',
  facilitator: 'facilitator@demo.test',
  admin: 'admin@demo.test',
  restricted: 'restricted@demo.test',
  superAdmin: 'super@demo.test',
} as const;

type Reply = { status: boolean; message: string; data: Record<string, unknown> };

export type KioskHarness = {
  readonly env: TestEnv;
  readonly baseUrl: string;
  readonly stations: readonly DemoStation[];
  /** The pods' ids, in the order of `stations`. */
  readonly podIds: readonly string[];
  readonly clientId: string;
  /** A super admin's token for the calls staff would make. */
  readonly adminToken: string;
  /** The kiosk page of station `i` at `path`, with its bridge in `?bridge=`. */
  kioskUrl(i: number, path?: string): string;
  /** Calls /api/v1 as the super admin (or with `token`); returns the whole reply. */
  api(path: string, opts?: { method?: 'GET' | 'POST'; body?: unknown; token?: string }): Promise<Reply>;
  /** The code of the newest password reset mail to `email` in the local mailbox, or null. */
  latestResetCode(email: string): Promise<string | null>;
  /** Calls the station's simulator control surface (e.g. 'idle', 'press-logout'). */
  control(i: number, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
};

/** Starts the product for a browser test file. Close it in `after()`. */
export async function startKioskHarness(opts: { pods?: number } = {}): Promise<KioskHarness> {
  const env = await openTestEnv();
  // the LocalMailer writes under <GP_DATA_DIR>/mail: this file's own folder (each test file is its own process)
  const dataDir = mkdtempSync(join(tmpdir(), 'gamepod-kiosk-'));
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
    const services: RunningServices = await startServices({
      natsUrl,
      databaseUrl,
      names,
      port: await freePort(),
      logger: false,
      projections: ALL_PROJECTIONS,
      uiRoot: root,
    });
    stops.push(() => services.close());
    const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const fleet: DemoFleet = await startDemoFleet({
      apiUrl: services.url,
      natsUrl,
      databaseUrl,
      names,
      pods: opts.pods ?? 1,
      bridge: { log: quiet },
    });
    stops.push(() => fleet.stop());

    const store = new EventStore({ nc: env.nc, names, registry: catalogue });
    const checkpoints = await new CheckpointWatcher(
      databaseUrl,
      ALL_PROJECTIONS.map((p) => p.name),
    ).start();
    stops.push(() => checkpoints.close());
    const adminToken = (
      await issueSession(
        { store, checkpoints },
        { user_id: 'kiosk-test-admin', role: 4, client_id: null, pod_id: null, kind: 'admin', ttlMs: 3_600_000 },
      )
    ).token;

    const api: KioskHarness['api'] = async (path, o = {}) => {
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
    const pods = (await api('/admin/kiosk/client/pods')).data.pods as Array<{
      id: string;
      pod_id_key: string;
      client_id: string;
    }>;
    const byKey = new Map(pods.map((p) => [p.pod_id_key, p]));
    const podIds = fleet.stations.map((s) => byKey.get(s.pod_id_key)?.id ?? '');
    const clientId = byKey.get(fleet.stations[0]?.pod_id_key ?? '')?.client_id ?? '';
    if (!clientId || podIds.includes('')) throw new Error('the demo pods are not in the pods read model');
    await seedDemoAccounts({ store, checkpoints }, { client_id: clientId });

    return {
      env,
      baseUrl: services.url,
      stations: fleet.stations,
      podIds,
      clientId,
      adminToken,
      kioskUrl: (i, path = '/') => {
        const station = fleet.stations[i];
        if (!station) throw new Error(`no station ${i}`);
        return `${services.url}${path}${path.includes('?') ? '&' : '?'}bridge=${encodeURIComponent(station.bridge)}`;
      },
      api,
      latestResetCode: (email) => readLatestResetCode(join(dataDir, 'mail'), email),
      async control(i, path, body) {
        const station = fleet.stations[i];
        if (!station) throw new Error(`no station ${i}`);
        const res = await fetch(`${station.control.replace(/\/?$/, '/')}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return res.json();
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
