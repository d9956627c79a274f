// The demo fleet `npm start` runs: one client and lab, seeded through the real API on
// first start, and one simulated station (helper simulator + bridge) per pod.
import { randomBytes } from 'node:crypto';
import { catalogue, connectNats, EventStore, type StoreNames } from '@gamepod/events';
import {
  type Bridge,
  type BridgeOptions,
  type HelperSimulator,
  startBridge,
  startHelperSimulator,
} from '@gamepod/pod-bridge';
import { CheckpointWatcher } from '@gamepod/projections';
import { endSession, hashToken, issueSession } from '@gamepod/services';

export const DEMO_CLIENT = 'Demo Venue';
export const DEMO_LAB = 'Demo Lab';

type Api = {
  get(path: string): Promise<Record<string, unknown>>;
  post(path: string, body: unknown): Promise<Record<string, unknown>>;
};

function api(base: string, token: string): Api {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> };
    if (!res.ok || !json.status) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
    return json.data;
  };
  return { get: (p) => call('GET', p), post: (p, b) => call('POST', p, b) };
}

const randomMac = () =>
  ['02', ...Array.from(randomBytes(5), (b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();

type Option = { id: string; value: string };

/** Finds or creates the demo client, lab and `count` pods; returns the pods' keys. */
async function ensureDemoPods(a: Api, count: number): Promise<string[]> {
  const clients = (await a.get('/admin/kiosk/clients')).clients as Option[];
  const clientId =
    clients.find((c) => c.value === DEMO_CLIENT)?.id ??
    ((
      await a.post('/admin/kiosk/deployment/client', {
        first_name: DEMO_CLIENT,
        email: 'venue@demo.test',
        phone: '555-010-0100',
      })
    ).client_id as string);
  const labs = (await a.get(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
  const labId =
    labs.find((l) => l.value === DEMO_LAB)?.id ??
    ((
      await a.post('/admin/kiosk/deployment/lab', {
        client_id: clientId,
        lab_name: DEMO_LAB,
        address1: '100 Library Way',
        address2: 'Second floor',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        note: 'The demo lab npm start seeds',
        is_active: 1,
        is_paid: 0,
        timezone: 'America/Chicago',
      })
    ).lab_id as string);
  const navs = (await a.get(`/admin/kiosk/navs?client_id=${clientId}`)).navs as Array<{ id: string; license: string }>;
  const pods = (await a.get(`/admin/kiosk/pods?client_id=${clientId}&lab_id=${labId}`)).pods as Array<{
    pod_id_key: string;
  }>;
  const keys = pods.map((p) => p.pod_id_key);
  while (keys.length < count) {
    const nav = navs[keys.length % navs.length];
    const deployed = await a.post('/admin/kiosk/deployment/pod', {
      ip_address: `10.0.0.${10 + keys.length}`,
      mac_address: randomMac(),
      client_id: clientId,
      lab_id: labId,
      pod_type_id: 1,
      nav_id: nav?.id ?? '',
      seat: 'ACTIVE',
      is_active: 1,
      with_keyboard: 1,
      pro: 0,
      xd1: 'xb',
      xd2: 'ps',
    });
    keys.push((deployed.pod_details as { pod_id_key: string }).pod_id_key);
  }
  return keys.slice(0, count);
}

export type DemoStation = {
  readonly pod_id_key: string;
  readonly helper: string;
  readonly control: string;
  readonly bridge: string;
  readonly kiosk: string;
};

export type DemoFleet = {
  readonly stations: readonly DemoStation[];
  /** The stations' helper simulators, in the order of `stations` (benchmarks read their calls). */
  readonly simulators: readonly HelperSimulator[];
  readonly bridges: readonly Bridge[];
  stop(): Promise<void>;
};

export type DemoFleetOptions = {
  apiUrl: string;
  natsUrl: string;
  databaseUrl: string;
  names: StoreNames;
  pods: number;
  /** Extra bridge options (benchmarks quieten the log and slow the screenshots). */
  bridge?: Partial<Omit<BridgeOptions, 'helperUrl' | 'apiUrl'>>;
};

/** Seeds the demo client, lab and `pods` pods if needed (as a short-lived super-admin session); returns their keys. */
export async function seedDemoPods(opts: Omit<DemoFleetOptions, 'bridge'>): Promise<string[]> {
  const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-demo-seed' });
  const store = new EventStore({ nc, names: opts.names, registry: catalogue });
  const checkpoints = await new CheckpointWatcher(opts.databaseUrl, ['auth_sessions']).start();
  const deps = { store, checkpoints };
  try {
    const session = await issueSession(deps, {
      user_id: 'system-demo-seed',
      role: 4,
      client_id: null,
      pod_id: null,
      kind: 'admin',
      ttlMs: 10 * 60_000,
    });
    const keys = await ensureDemoPods(api(opts.apiUrl, session.token), opts.pods);
    await endSession(deps, { token_hash: hashToken(session.token), reason: 'demo seed done' });
    return keys;
  } finally {
    await checkpoints.close();
    await nc.drain();
  }
}

/** Starts a simulated station (helper simulator + bridge) for each key. */
export async function startStations(
  keys: readonly string[],
  opts: Pick<DemoFleetOptions, 'apiUrl' | 'natsUrl' | 'bridge'>,
): Promise<DemoFleet> {
  const sims: HelperSimulator[] = [];
  const bridges: Bridge[] = [];
  const stations: DemoStation[] = [];
  for (const key of keys) {
    const sim = await startHelperSimulator({ port: 0, initial: { pod_id_key: key } });
    const bridge = await startBridge({
      natsUrl: opts.natsUrl,
      kioskPort: 0,
      ...opts.bridge,
      helperUrl: sim.url,
      apiUrl: opts.apiUrl,
    });
    sims.push(sim);
    bridges.push(bridge);
    stations.push({
      pod_id_key: key,
      helper: sim.url,
      control: sim.controlUrl,
      bridge: bridge.kioskUrl,
      kiosk: `${opts.apiUrl}/?bridge=${encodeURIComponent(bridge.kioskUrl)}`,
    });
  }
  return {
    stations,
    simulators: sims,
    bridges,
    async stop() {
      for (const b of bridges) await b.stop().catch(() => undefined);
      for (const s of sims) await s.close().catch(() => undefined);
    },
  };
}

/** Seeds the demo fleet if needed and starts its stations. */
export async function startDemoFleet(opts: DemoFleetOptions): Promise<DemoFleet> {
  return startStations(await seedDemoPods(opts), opts);
}
