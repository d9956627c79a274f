import { connectNats, ensureStreamsAtStart, streamReplicasFromEnv } from '@gamepod/event-store';
import { catalogue, type EventRegistry, type StoreNames } from '@gamepod/events';
import { LEADER_LEASE_MS, openDatabase, type Projection, ProjectionWorker, type WorkerLog } from '@gamepod/log-runtime';
import type { NatsConnection } from '@nats-io/transport-node';
import { ALL_PROJECTIONS } from './registry.ts';

export type ProjectionWorkersOptions = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: StoreNames;
  readonly projections?: readonly Projection[];
  readonly registry?: EventRegistry;
  readonly log?: WorkerLog;
};

export type RunningWorkers = {
  readonly workers: readonly ProjectionWorker[];
  readonly nc: NatsConnection;
  /** Resolves once every worker has migrated its schema and runs (or stands by for another instance). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** Starts one worker per read model in this process (the projections service, or `npm start`). */
export async function startProjectionWorkers(opts: ProjectionWorkersOptions): Promise<RunningWorkers> {
  const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-projections' });
  await ensureStreamsAtStart(nc, opts.names, streamReplicasFromEnv(), (message) => opts.log?.warn({}, message));
  const projections = opts.projections ?? ALL_PROJECTIONS;
  // one leadership connection per projection plus a few for batches; a batch's transaction left
  // idle as long as a lease (its process paused) is ended, so its locks never outlast the lease
  const database = openDatabase(opts.databaseUrl, {
    max: projections.length + 4,
    applicationName: 'gamepod-projections',
    idleInTransactionMs: LEADER_LEASE_MS,
  });
  const workers = projections.map((projection) =>
    new ProjectionWorker({
      projection,
      nc,
      db: database.db,
      pool: database.pool,
      names: opts.names,
      registry: opts.registry ?? catalogue,
      log: opts.log,
    }).start(),
  );
  return {
    workers,
    nc,
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!workers.every((w) => w.state === 'running' || w.state === 'standby')) {
        const stuck = workers.find((w) => w.lastError);
        if (Date.now() > deadline) {
          throw new Error(
            `read models not ready: ${stuck ? `${stuck.projection.name}: ${stuck.lastError}` : 'still starting'}`,
          );
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      await nc.drain().catch(() => undefined);
      await database.close();
    },
  };
}
