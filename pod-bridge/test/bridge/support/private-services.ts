import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase, eventually, type NatsServer, startNatsServer, testInfra } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import {
  appPermissions,
  appSigner,
  createAuthMaterial,
  followRevocations,
  mintUserCreds,
  type NatsAuthMaterial,
  serverConfig,
} from '@gamepod/event-store/nats-auth';
import { catalogue, isolatedNames, type StoreNames, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { CheckpointWatcher, openDatabase, ProjectionWorker } from '@gamepod/log-runtime';
import { authSessionsProjection, podsProjection, type ReadModel } from '@gamepod/projections';
import { type App, buildApp, issueSession, type SessionDeps } from '@gamepod/services';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, credsAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import { sampleClientData } from '../../../../events/test/support/fleet-samples.ts';
import { podFormBody } from '../../../../services/test/support/pod-fixtures.ts';

/**
 * Services over a nats-server of the test file's own, in operator mode: what the shared
 * server cannot give (auth, a stop and a restart on the same port). Postgres is the shared one.
 */
export type PrivateServices = {
  readonly material: NatsAuthMaterial;
  readonly names: StoreNames;
  readonly natsUrl: string;
  readonly apiUrl: string;
  readonly app: App;
  readonly store: EventStore;
  /** Services' own connection (full app permissions). */
  readonly nc: NatsConnection;
  /** A super admin's token, for the HTTP API. */
  readonly admin: string;
  /** What services were built with: the store, the database, the checkpoint watcher. */
  readonly deps: SessionDeps & { readonly db: Kysely<unknown> };
  nats(): NatsServer;
  /** Stops nats-server; `startNats` brings it back on the same port with the same data. */
  stopNats(): Promise<void>;
  startNats(): Promise<void>;
  deployPod(): Promise<{ id: string; pod_id_key: string }>;
  /** Saves the pod's form with `fields` changed, as an admin (is_active: 0 deactivates it). */
  updatePod(pod: { id: string; pod_id_key: string }, fields: Record<string, unknown>): Promise<void>;
  /** POSTs `body` to an admin route as the super admin; throws unless 200. */
  adminPost(path: string, body: Record<string, unknown>): Promise<void>;
  /** Stops the API and the projection workers and starts them again on the same NATS and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

export async function openPrivateServices(
  opts: { stationCredsTtlSec?: number; projections?: readonly ReadModel[] } = {},
): Promise<PrivateServices> {
  const projections = opts.projections ?? [authSessionsProjection, podsProjection];
  const material = createAuthMaterial();
  const configText = serverConfig(material);
  const dataDir = mkdtempSync(join(tmpdir(), 'gamepod-bridge-nats-'));
  let nats = await startNatsServer({ dataDir, configText });
  const port = nats.port;
  const names = isolatedNames(uuidv7());
  const creds = mintUserCreds(material, { name: 'services', permissions: appPermissions() });
  const nc = await connect({
    servers: nats.url,
    authenticator: credsAuthenticator(new TextEncoder().encode(creds)),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  await ensureStreams(await jetstreamManager(nc), names);
  const infra = await testInfra();
  const dbName = `t_bridge_${randomBytes(5).toString('hex')}`;
  const databaseUrl = await createDatabase(infra.databaseUrl, dbName);
  // each worker holds one connection for its leadership lock while it runs
  const database = openDatabase(databaseUrl, { max: projections.length + 4 });
  const checkpoints = await new CheckpointWatcher(
    databaseUrl,
    projections.map((p) => p.name),
  ).start();
  const store = new EventStore({ nc, names, registry: catalogue });
  const startWorkers = async () => {
    const started = projections.map((projection) =>
      new ProjectionWorker({
        projection,
        nc,
        db: database.db,
        pool: database.pool,
        names,
        registry: catalogue,
      }).start(),
    );
    for (const w of started) {
      await eventually(`the ${w.projection.name} worker`, () => {
        if (w.lastError) throw new Error(w.lastError);
        return w.state === 'running';
      });
    }
    return started;
  };
  let workers = await startWorkers();
  const deps = { store, db: database.db, nc, checkpoints, names, projections };
  // what npm start does: apply the revocations services record by re-issuing the account and reloading
  const revocations = await followRevocations({
    nc,
    names,
    material,
    apply: (m) => nats.reload(serverConfig(m)),
  });
  const startApp = async (port = 0) => {
    const started = buildApp({
      ...deps,
      natsAuth: appSigner(material),
      natsPublicUrl: nats.url,
      ...(opts.stationCredsTtlSec ? { stationCredsTtlSec: opts.stationCredsTtlSec } : {}),
    });
    await started.listen({ host: '127.0.0.1', port });
    return started;
  };
  let app = await startApp();
  const apiPort = (app.server.address() as AddressInfo).port;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const admin = (
    await issueSession(deps, {
      user_id: 'root',
      role: 4,
      client_id: null,
      pod_id: null,
      kind: 'admin',
      ttlMs: 3_600_000,
    })
  ).token;

  const clientId = uuidv7();
  const navId = uuidv7();
  const context = { actor: SYSTEM_ACTOR };
  await store.append(
    'client',
    clientId,
    [
      { type: 'ClientDeployed', data: clientData() },
      { type: 'ClientNavAdded', data: { nav_id: navId, license: 'A1' } },
    ],
    { expectedVersion: 0, context },
  );
  const labId = uuidv7();
  await store.append('lab', labId, [{ type: 'LabDeployed', data: labData(clientId) }], { expectedVersion: 0, context });

  const adminPost = async (path: string, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
  };

  return {
    material,
    names,
    natsUrl: nats.url,
    apiUrl,
    get app() {
      return app;
    },
    store,
    nc,
    admin,
    deps,
    nats: () => nats,
    stopNats: () => nats.stop(),
    async startNats() {
      nats = await startNatsServer({ dataDir, port, configText });
      // Services' own connection reconnects on its own schedule, and JetStream recovers its
      // streams after the server listens: a request sent in between can go unanswered.
      await eventually('services reconnected to JetStream', async () => {
        await jetstreamManager(nc, { timeout: 1_000 });
        return true;
      });
    },
    async deployPod() {
      const body = podFormBody({ id: clientId, navs: new Map([['A1', navId]]) }, labId);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/kiosk/deployment/pod',
        headers: { authorization: `Bearer ${admin}` },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`deploy failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { pod_details: { id: string; pod_id_key: string } } }).data.pod_details;
    },
    async restart() {
      await app.close();
      for (const w of workers) await w.stop();
      workers = await startWorkers();
      app = await startApp(apiPort);
    },
    async updatePod(pod, fields) {
      const body = {
        ...podFormBody({ id: clientId, navs: new Map([['A1', navId]]) }, labId, fields),
        pod_id: pod.id,
        pod_id_key: pod.pod_id_key,
      };
      await adminPost('/api/v1/admin/kiosk/update/pod', body);
    },
    adminPost,
    async close() {
      await revocations.stop();
      await app.close();
      for (const w of workers) await w.stop();
      await checkpoints.close();
      await database.close();
      await nc.close();
      await nats.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(infra.databaseUrl, dbName);
    },
  };
}

function clientData() {
  const name = `Venue ${randomBytes(3).toString('hex')}`;
  return sampleClientData({ name, email: `${name.replace(' ', '-').toLowerCase()}@example.com` });
}

function labData(clientId: string) {
  return {
    client_id: clientId,
    lab_name: 'Bridge lab',
    address1: '1 Main St',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    note: '',
    is_active: true,
    timezone: 'America/Chicago',
    is_paid: false,
    reservation_email: null,
  };
}
