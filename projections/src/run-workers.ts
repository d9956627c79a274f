import { connectNats, ensureStreamsAtStart, streamReplicasFromEnv } from '@gamepod/event-store';
import { catalogue, type EventRegistry, type StoreNames } from '@gamepod/events';
import {
  catchUpTogether,
  type Database,
  LEADER_LEASE_MS,
  openDatabase,
  type Projection,
  ProjectionWorker,
  type WorkerLog,
} from '@gamepod/log-runtime';
import type { NatsConnection } from '@nats-io/transport-node';
import { ALL_PROJECTIONS } from './registry.ts';

export type ProjectionWorkersOptions = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: StoreNames;
  readonly projections?: readonly Projection[];
  readonly registry?: EventRegistry;
  readonly log?: WorkerLog;
  /** Catch read models far behind up in one shared pass before their workers start (default true). */
  readonly catchUpTogether?: boolean;
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
  if (opts.catchUpTogether !== false) {
    await catchUpFarBehind(database, nc, { ...opts, projections, registry: opts.registry ?? catalogue });
  }
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

/**
 * Runs the shared pass for the read models far behind (after an outage, say), in one instance
 * at a time: another instance starting meanwhile goes straight to its workers, which apply
 * beside the pass without applying anything twice.
 */
async function catchUpFarBehind(
  database: Database,
  nc: NatsConnection,
  opts: { names: StoreNames; projections: readonly Projection[]; registry: EventRegistry; log?: WorkerLog },
): Promise<void> {
  const client = await database.pool.connect();
  const lock = "hashtext('gp_projection_catch_up')";
  try {
    const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${lock}) as got`);
    if (!rows[0]?.got) return;
    try {
      let told = 0;
      const reached = await catchUpTogether({
        projections: opts.projections,
        nc,
        db: database.db,
        names: opts.names,
        registry: opts.registry,
        onProgress: (p) => {
          if (Date.now() - told < 10_000) return;
          told = Date.now();
          opts.log?.info(
            { stream: p.stream, read_models: p.readModels, seq: p.seq, target: p.target, elapsed_ms: p.elapsedMs },
            'catching read models up in one pass',
          );
        },
      });
      if (reached.size > 0) opts.log?.info({ read_models: [...reached.keys()] }, 'read models caught up in one pass');
    } finally {
      await client.query(`select pg_advisory_unlock(${lock})`);
    }
  } finally {
    client.release();
  }
}
