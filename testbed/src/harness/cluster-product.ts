// The product on production's topology (devkit's startLocalCluster: NATS nodes with R3 streams
// in operator mode, Postgres, service and worker processes from their production entry points,
// a round-robin proxy), seeded with the demo client, its free and paid labs, pods and accounts,
// and optionally simulated stations (helper simulator + bridge) for some pods. For tests and
// benchmarks that kill its parts under load.
import { randomBytes } from 'node:crypto';
import { type LocalCluster, startLocalCluster } from '@gamepod/devkit';
import { connectNats, EventStore } from '@gamepod/event-store';
import { createAuthMaterial, localNatsAuth } from '@gamepod/event-store/nats-auth';
import { catalogue, PRODUCTION_NAMES, type StoreNames } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import type { ReadModelName } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { DEMO_LAB, DEMO_PAID_LAB, type DemoFleet, seedDemoPods, startStations } from '../demo/demo-fleet.ts';

export type ApiReply = {
  readonly code: number;
  readonly status: boolean;
  readonly message: string;
  readonly data: Record<string, unknown>;
};

export type ClusterProduct = {
  readonly cluster: LocalCluster;
  readonly names: StoreNames;
  /** The test's own connection (app creds): to read the log. */
  readonly nc: NatsConnection;
  readonly store: EventStore;
  /** A super admin's token. */
  readonly adminToken: string;
  readonly clientId: string;
  readonly freeLabId: string;
  readonly paidLabId: string;
  /** The demo pods, in deploy order (every third in the paid lab). */
  readonly pods: readonly { readonly id: string; readonly pod_id_key: string }[];
  /** The stations of the first `stations` pods (null with none). */
  readonly fleet: DemoFleet | null;
  /** Calls /api/v1 through the proxy; never throws for an HTTP status (a network failure is code 0). */
  api(
    path: string,
    opts?: { method?: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs?: number },
  ): Promise<ApiReply>;
  /** Whether every services instance's and worker's health answers 200 now. */
  allHealthy(): Promise<boolean>;
  /** The worker process running the most read models now (the others stand by for them). */
  leadingWorker(): Promise<LocalCluster['workers'][number]>;
  /** Deploys `count` more pods in a lab, with no station. */
  deployPods(labId: string, count: number): Promise<{ id: string; pod_id_key: string }[]>;
  close(): Promise<void>;
};

export type ClusterProductOptions = {
  readonly natsNodes?: number;
  readonly services?: number;
  readonly workers?: number;
  /** Demo pods (default 3). */
  readonly pods?: number;
  /** How many of them get a simulated station (default 0). */
  readonly stations?: number;
  /** Seed the demo's offers (and its two purchases) in the paid lab. */
  readonly offers?: boolean;
  readonly log?: (line: string) => void;
  /** Keeps the cluster's data and its processes' logs here (left out: a temporary dir, removed at close). */
  readonly dataDir?: string;
};

const randomMac = () =>
  ['02', ...Array.from(randomBytes(5), (b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();

/** Starts the cluster, seeds the demo through the API and starts the stations. Close it when done. */
export async function startClusterProduct(opts: ClusterProductOptions = {}): Promise<ClusterProduct> {
  const material = createAuthMaterial();
  const auth = localNatsAuth(material);
  const cluster = await startLocalCluster({
    natsNodes: opts.natsNodes ?? 3,
    services: opts.services ?? 2,
    workers: opts.workers ?? 2,
    natsAuth: auth,
    env: { LOG_LEVEL: 'warn' },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  const stops: Array<() => Promise<unknown>> = [() => cluster.stop()];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    // what this process opens (the seed, the log reader, the bridges' first connection) uses the app creds
    const credsBefore = process.env.NATS_CREDS;
    if (cluster.natsCredsFile) process.env.NATS_CREDS = cluster.natsCredsFile;
    stops.unshift(async () => {
      if (credsBefore === undefined) delete process.env.NATS_CREDS;
      else process.env.NATS_CREDS = credsBefore;
    });
    const names = PRODUCTION_NAMES;
    const nc = await connectNats({ url: cluster.natsUrl, name: 'cluster-product' });
    stops.push(() => nc.close());
    const store = new EventStore({ nc, names, registry: catalogue });
    const keys = await seedDemoPods({
      apiUrl: cluster.apiUrl,
      natsUrl: cluster.natsUrl,
      databaseUrl: cluster.databaseUrl,
      names,
      pods: opts.pods ?? 3,
      alerts: opts.offers ?? false,
    });
    const checkpoints = await new CheckpointWatcher<ReadModelName>(cluster.databaseUrl, ['auth_sessions']).start();
    stops.push(() => checkpoints.close());
    const adminToken = (
      await issueSession(
        { store, checkpoints },
        { user_id: 'cluster-admin', role: 4, client_id: null, pod_id: null, kind: 'admin', ttlMs: 6 * 3_600_000 },
      )
    ).token;
    const api: ClusterProduct['api'] = async (path, o = {}) => {
      try {
        const res = await fetch(`${cluster.apiUrl}/api/v1${path}`, {
          method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
          headers: {
            // an empty token: a call made before signing in (a login)
            ...(o.token === '' ? {} : { authorization: `Bearer ${o.token ?? adminToken}` }),
            ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: o.body === undefined ? undefined : JSON.stringify(o.body),
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
        const body = (await res.json().catch(() => ({}))) as { status?: boolean; message?: string; data?: unknown };
        return {
          code: res.status,
          status: body.status === true,
          message: body.message ?? '',
          data: (body.data ?? {}) as Record<string, unknown>,
        };
      } catch (err) {
        return { code: 0, status: false, message: err instanceof Error ? err.message : String(err), data: {} };
      }
    };
    const must = async (path: string, body?: unknown) => {
      const r = await api(path, body === undefined ? {} : { body });
      if (!r.status) throw new Error(`${path}: ${r.code} ${r.message}`);
      return r.data;
    };
    const clients = (await must('/admin/kiosk/clients')).clients as Array<{ id: string; value: string }>;
    const clientId = clients.find((c) => c.value === 'Demo Venue')?.id ?? '';
    const labs = (await must(`/admin/kiosk/labs?client_id=${clientId}`)).labs as Array<{ id: string; value: string }>;
    const freeLabId = labs.find((l) => l.value === DEMO_LAB)?.id ?? '';
    const paidLabId = labs.find((l) => l.value === DEMO_PAID_LAB)?.id ?? '';
    const listed = (await must('/admin/kiosk/client/pods')).pods as Array<{ id: string; pod_id_key: string }>;
    const byKey = new Map(listed.map((p) => [p.pod_id_key, p.id]));
    const pods = keys.map((k) => ({ id: byKey.get(k) ?? '', pod_id_key: k }));
    if (!clientId || !freeLabId || !paidLabId || pods.some((p) => !p.id))
      throw new Error('the demo client, its labs or pods are not in the read models');
    const navs = (await must(`/admin/kiosk/navs?client_id=${clientId}`)).navs as Array<{ id: string }>;
    let deployed = keys.length;
    const deployPods: ClusterProduct['deployPods'] = async (labId, count) => {
      const out: { id: string; pod_id_key: string }[] = [];
      for (let i = 0; i < count; i++, deployed++) {
        const pod = (
          await must('/admin/kiosk/deployment/pod', {
            ip_address: `10.0.${Math.floor(deployed / 200)}.${10 + (deployed % 200)}`,
            mac_address: randomMac(),
            client_id: clientId,
            lab_id: labId,
            pod_type_id: 1,
            nav_id: navs[deployed % navs.length]?.id ?? '',
            seat: 'ACTIVE',
            is_active: 1,
            with_keyboard: 1,
            pro: 0,
            xd1: 'xb',
            xd2: 'ps',
          })
        ).pod_details as { id: string; pod_id_key: string };
        out.push({ id: pod.id, pod_id_key: pod.pod_id_key });
      }
      return out;
    };
    let fleet: DemoFleet | null = null;
    const stationCount = opts.stations ?? 0;
    if (stationCount > 0) {
      const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
      const started = await startStations(keys.slice(0, stationCount), {
        apiUrl: cluster.apiUrl,
        natsUrl: cluster.natsUrl,
        bridge: { log: quiet, screenshotMs: 3_600_000 },
      });
      fleet = started;
      stops.push(() => started.stop());
      await Promise.all(started.bridges.map((b) => b.registered));
    }
    const answers = async (url: string) => {
      try {
        return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).status === 200;
      } catch {
        return false;
      }
    };
    const allHealthy = async () => {
      const urls = [
        ...cluster.services.map((s) => `${s.url}/api/v1/health`),
        ...cluster.workers.map((w) => w.healthUrl),
      ];
      return (await Promise.all(urls.map(answers))).every(Boolean);
    };
    const leadingWorker = async () => {
      const running = await Promise.all(
        cluster.workers.map(async (w) => {
          try {
            const body = (await (await fetch(w.healthUrl, { signal: AbortSignal.timeout(3_000) })).json()) as {
              data?: { workers?: Array<{ state: string }> };
            };
            return (body.data?.workers ?? []).filter((x) => x.state === 'running').length;
          } catch {
            return -1;
          }
        }),
      );
      const best = running.indexOf(Math.max(...running));
      const worker = cluster.workers[best];
      if (!worker) throw new Error('no worker answers its health');
      return worker;
    };
    return {
      allHealthy,
      leadingWorker,
      cluster,
      names,
      nc,
      store,
      adminToken,
      clientId,
      freeLabId,
      paidLabId,
      pods,
      fleet,
      api,
      deployPods,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
