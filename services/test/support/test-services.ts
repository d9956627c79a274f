import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { catalogue, EventStore, ensureStreams } from '@gamepod/events';
import {
  authSessionsProjection,
  CheckpointWatcher,
  type Database,
  openDatabase,
  ProjectionWorker,
  type ReadModel,
} from '@gamepod/projections';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { type App, type AppDeps, type BuildAppOptions, buildApp } from '../../src/app.ts';
import { kioskSessionsBucket } from '../../src/auth/kiosk-session-registry.ts';
import { lastUseBucket } from '../../src/auth/staff-idle-timeout.ts';

/** A test file's services: its own env, a live auth_sessions projection, and an app not yet ready. */
export type TestServices = {
  readonly env: TestEnv;
  readonly deps: AppDeps;
  readonly app: App;
  readonly database: Database;
  readonly worker: ProjectionWorker | undefined;
  close(): Promise<void>;
};

/**
 * Opens an isolated environment and builds the app over it. Tests register throwaway
 * routes on `app` and then call `app.ready()`.
 */
export async function openTestServices(
  opts: { projections?: readonly ReadModel[]; build?: BuildAppOptions } = {},
): Promise<TestServices> {
  const projections = opts.projections ?? [authSessionsProjection];
  const env = await openTestEnv();
  await ensureStreams(await jetstreamManager(env.nc), env.names);
  const store = new EventStore({ nc: env.nc, names: env.names, registry: catalogue });
  // each projection worker holds one connection for its leadership lock; queries need the rest
  const database = openDatabase(env.databaseUrl, { max: 4 + projections.length });
  const checkpoints = await new CheckpointWatcher(
    env.databaseUrl,
    projections.map((p) => p.name),
  ).start();
  const auth = projections.find((p) => p.name === authSessionsProjection.name);
  const worker = auth
    ? new ProjectionWorker({
        projection: auth,
        nc: env.nc,
        db: database.db,
        pool: database.pool,
        names: env.names,
        registry: catalogue,
      }).start()
    : undefined;
  if (worker)
    await eventually('the auth_sessions worker', () => worker.state === 'running', {
      timeoutMs: 10_000,
      intervalMs: 10,
    });
  const deps: AppDeps = { store, db: database.db, nc: env.nc, checkpoints, names: env.names, projections };
  const app = buildApp(deps, opts.build);
  return {
    env,
    deps,
    app,
    database,
    worker,
    async close() {
      await app.close();
      // the staff idle timeout's and the kiosk sessions' KV buckets would outlive this file's streams otherwise
      for (const bucket of [lastUseBucket(env.names), kioskSessionsBucket(env.names)]) {
        await (await new Kvm(env.nc).open(bucket).catch(() => null))?.destroy().catch(() => undefined);
      }
      await worker?.stop();
      await checkpoints.close();
      await database.close();
      await env.close();
    },
  };
}
