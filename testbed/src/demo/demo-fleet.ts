// The demo fleet `npm start` runs: one client and lab, seeded through the real API on
// first start, and one simulated station (helper simulator + bridge) per pod.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, type StoreNames } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import { type Bridge, type BridgeOptions, startBridge } from '@gamepod/pod-bridge';
import { type HelperSimulator, startHelperSimulator } from '@gamepod/pod-bridge/simulator';
import type { ReadModelName } from '@gamepod/projections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, endSession, hashToken, issueSession, seedDemoAccounts } from '@gamepod/services';
import { ensureDemoAlerts } from './demo-alerts.ts';
import { ensureDemoGames } from './demo-games.ts';
import { ensureDemoHistory } from './demo-history.ts';
import { ensureDemoOffers, seedDemoPurchases } from './demo-offers.ts';
import { ensureDemoReservations } from './demo-reservations.ts';

export const DEMO_CLIENT = 'Demo Venue';
export const DEMO_LAB = 'Demo Lab';
export const DEMO_PAID_LAB = 'Demo Paid Lab';

export type DemoApi = {
  /** Any call, as the session's user or as `as` (another session's token). */
  call(method: 'GET' | 'POST', path: string, body?: unknown, as?: string): Promise<Record<string, unknown>>;
  get(path: string): Promise<Record<string, unknown>>;
  post(path: string, body: unknown): Promise<Record<string, unknown>>;
  /** POSTs a multipart form (fetch sets its boundary). */
  form(path: string, body: FormData): Promise<Record<string, unknown>>;
};

export function demoApi(base: string, token: string): DemoApi {
  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const isJson = body !== undefined && !(body instanceof FormData);
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(isJson ? { 'content-type': 'application/json' } : {}) },
      body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
    });
    const json = (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> };
    if (!res.ok || !json.status) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
    return json.data;
  };
  // A 503 says a server the API needs is still starting or blinked (a cluster placing a new
  // bucket, an election): the seed asks again for a while, as any client of the API should.
  const callUntilServed = async (method: string, path: string, body?: unknown, as = token) => {
    for (let waited = 0; ; waited += 1_000) {
      try {
        return await call(method, path, body, as);
      } catch (err) {
        if (!/: 503 /.test(String(err)) || waited >= 60_000) throw err;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  };
  return {
    call: callUntilServed,
    get: (p) => callUntilServed('GET', p),
    post: (p, b) => callUntilServed('POST', p, b),
    form: (p, f) => callUntilServed('POST', p, f),
  };
}

export const randomMac = () =>
  ['02', ...Array.from(randomBytes(5), (b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();

type Option = { id: string; value: string };

export const demoLab = (clientId: string, lab_name: string, is_paid: 0 | 1) => ({
  client_id: clientId,
  lab_name,
  address1: '100 Library Way',
  address2: is_paid ? 'Esports arena, ground floor' : 'Second floor',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  note: `A ${is_paid ? 'paid' : 'free'} demo lab npm start seeds`,
  is_active: 1,
  is_paid,
  timezone: 'America/Chicago',
});

/** The demo client named `first_name`: found by name, or created. */
export async function ensureClient(
  a: DemoApi,
  client: { readonly first_name: string; readonly email: string; readonly phone: string },
): Promise<string> {
  const clients = (await a.get('/admin/kiosk/clients')).clients as Option[];
  return (
    clients.find((c) => c.value === client.first_name)?.id ??
    ((await a.post('/admin/kiosk/deployment/client', client)).client_id as string)
  );
}

/** A demo lab of `clientId` by name: found, or created free (0) or paid (1). */
export async function ensureLab(a: DemoApi, clientId: string, name: string, isPaid: 0 | 1): Promise<string> {
  const labs = (await a.get(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
  return (
    labs.find((l) => l.value === name)?.id ??
    ((await a.post('/admin/kiosk/deployment/lab', demoLab(clientId, name, isPaid))).lab_id as string)
  );
}

/**
 * Deploys one active pod with a keyboard, an Xbox on xd1 and a PS5 on xd2, as the demo's pods
 * are, in `labId` at `ip` under the nav `navId`; returns its key.
 */
export async function deployDemoPod(
  a: DemoApi,
  p: { clientId: string; labId: string; navId: string; ip: string },
): Promise<string> {
  const deployed = await a.post('/admin/kiosk/deployment/pod', {
    ip_address: p.ip,
    mac_address: randomMac(),
    client_id: p.clientId,
    lab_id: p.labId,
    pod_type_id: 1,
    nav_id: p.navId,
    seat: 'ACTIVE',
    is_active: 1,
    with_keyboard: 1,
    pro: 0,
    xd1: 'xb',
    xd2: 'ps',
  });
  return (deployed.pod_details as { pod_id_key: string }).pod_id_key;
}

/**
 * Finds or creates the demo client with a free lab and a paid lab, and `count` pods: every
 * third pod (the 3rd, 6th…) is in the paid lab. Returns the client and the pods' keys, in
 * the order they were first deployed.
 */
async function ensureDemoPods(a: DemoApi, count: number): Promise<{ clientId: string; keys: string[] }> {
  const clientId = await ensureClient(a, { first_name: DEMO_CLIENT, email: 'venue@demo.test', phone: '555-010-0100' });
  const labOf = (name: string, isPaid: 0 | 1) => ensureLab(a, clientId, name, isPaid);
  const freeLab = await labOf(DEMO_LAB, 0);
  const paidLab = await labOf(DEMO_PAID_LAB, 1);
  const navs = (await a.get(`/admin/kiosk/navs?client_id=${clientId}`)).navs as Array<{ id: string; license: string }>;
  const podsOf = async (labId: string) =>
    (
      (await a.get(`/admin/kiosk/pods?client_id=${clientId}&lab_id=${labId}`)).pods as Array<{
        pod_id_key: string;
        nav_id: string;
      }>
    ).map((p) => ({ key: p.pod_id_key, nav: p.nav_id }));
  const existing = [...(await podsOf(freeLab)), ...(await podsOf(paidLab))];
  // deploy order is nav order (A1, A2, …): sort by it so a restart lists the pods as before
  const navOrder = new Map(navs.map((n, i) => [n.id, i]));
  existing.sort((x, y) => (navOrder.get(x.nav) ?? 0) - (navOrder.get(y.nav) ?? 0));
  const keys = existing.map((p) => p.key);
  while (keys.length < count) {
    const nav = navs[keys.length % navs.length];
    const labId = keys.length % 3 === 2 ? paidLab : freeLab;
    keys.push(await deployDemoPod(a, { clientId, labId, navId: nav?.id ?? '', ip: `10.0.0.${10 + keys.length}` }));
  }
  return { clientId, keys: keys.slice(0, count) };
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
  /**
   * Where each station keeps its enrolment (`<dir>/<pod_id_key>.json`), so that a restart finds
   * its stations enrolled, as a real station's state file does. Left out: in memory, for a
   * fleet whose pods are new.
   */
  stateDir?: string;
  /** Seed the demo's alerts for players too (npm start; tests keep the dashboard clear). */
  alerts?: boolean;
  /** Seed the demo's game catalogue too (npm start; tests deploy the games they need). */
  games?: boolean;
  /** Seed a reservation later today and one tomorrow on the demo lab's first pod (npm start). */
  reservations?: boolean;
  /** Seed three weeks of play, surveys and purchases, so the reports have charts (npm start). */
  history?: boolean;
};

/**
 * Seeds, if needed, the demo client with its free and paid labs, `pods` pods and one account
 * per role (README lists them), as a short-lived super-admin session; returns the pods' keys.
 */
export async function seedDemoPods(opts: Omit<DemoFleetOptions, 'bridge'>): Promise<string[]> {
  const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-demo-seed' });
  const store = new EventStore({ nc, names: opts.names, registry: catalogue });
  const checkpoints = await new CheckpointWatcher<ReadModelName>(opts.databaseUrl, ['auth_sessions', 'users']).start();
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
    const a = demoApi(opts.apiUrl, session.token);
    const { clientId, keys } = await ensureDemoPods(a, opts.pods);
    await seedDemoAccounts(deps, { client_id: clientId });
    if (opts.alerts) {
      const labs = (await a.get(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
      const lab = labs.find((l) => l.value === DEMO_LAB)?.id ?? '';
      await ensureDemoAlerts(
        (method, path, body) => (method === 'GET' ? a.get(path) : a.post(path, body)),
        clientId,
        lab,
      );
      await ensureDemoPaidTime(a.call, clientId);
    }
    if (opts.games) await ensureDemoGames(a, clientId);
    const firstPod = keys[0];
    if (opts.reservations && firstPod) {
      const labs = (await a.get(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
      const labId = labs.find((l) => l.value === DEMO_LAB)?.id ?? '';
      const lab = (await a.get(`/admin/kiosk/edit/lab?lab_id=${labId}`)).lab as { timezone: string };
      await ensureDemoReservations(
        (method, path, body) => (method === 'GET' ? a.get(path) : a.post(path, body)),
        clientId,
        { id: labId, timezone: lab.timezone },
        firstPod,
      );
    }
    if (opts.history) {
      const labs = (await a.get(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
      const paidLab = labs.find((l) => l.value === DEMO_PAID_LAB)?.id ?? '';
      const playerEmail = DEMO_ACCOUNTS.find((u) => u.role === 1)?.email;
      await ensureDemoHistory(a.get, nc, opts.names, { clientId, paidLab, playerEmail });
    }
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
  opts: Pick<DemoFleetOptions, 'apiUrl' | 'natsUrl' | 'bridge' | 'stateDir'>,
): Promise<DemoFleet> {
  const sims: HelperSimulator[] = [];
  const bridges: Bridge[] = [];
  const stations: DemoStation[] = [];
  for (const key of keys) {
    const sim = await startHelperSimulator({ port: 0, initial: { pod_id_key: key } });
    const bridge = await startBridge({
      natsUrl: opts.natsUrl,
      kioskPort: 0,
      ...(opts.stateDir ? { stateFile: join(opts.stateDir, `${key}.json`) } : {}),
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

/** The demo's offers for its paid lab and, on the first start, the demo player's purchases on a paid pod. */
async function ensureDemoPaidTime(call: Parameters<typeof ensureDemoOffers>[0], clientId: string): Promise<void> {
  const labs = (await call('GET', `/admin/kiosk/labs?client_id=${clientId}`)).labs as Option[];
  const paidLab = labs.find((l) => l.value === DEMO_PAID_LAB)?.id;
  if (!paidLab || !(await ensureDemoOffers(call, clientId, paidLab))) return;
  const pods = (await call('GET', `/admin/kiosk/pods?client_id=${clientId}&lab_id=${paidLab}`)).pods as Array<{
    pod_id_key: string;
  }>;
  const player = DEMO_ACCOUNTS.find((a) => a.role === 1);
  if (pods[0] && player) await seedDemoPurchases(call, pods[0], { email: player.email, password: DEMO_PASSWORD });
}
