import type { EventRegistry, StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { readCheckpoint } from '../consumer/checkpoints.ts';
import { AdvisoryLeadership } from '../consumer/leadership.ts';
import { LogWorker, type WorkerLog } from '../consumer/log-worker.ts';
import type { AnyDB } from '../db.ts';
import { decodeRelevant } from './apply-batch.ts';
import { migrateProjectionSchema } from './migrate.ts';
import { consumerName, liveSchema, type Projection, sourceOf } from './projection.ts';
import { applyBatchSettingAside } from './set-aside.ts';

export type ProjectionWorkerOptions = {
  readonly projection: Projection;
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  /** Pool for the session-level leadership lock (one connection held while leading). */
  readonly pool: pg.Pool;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly log?: WorkerLog;
  /** Most commits applied in one transaction. */
  readonly maxBatch?: number;
  /** Bound on delivered-but-unacked messages, and so on memory. */
  readonly maxAckPending?: number;
  /** How long the server waits for an ack before sending a message again (30 s). */
  readonly ackWaitMs?: number;
  /** How often a standby instance asks for leadership. */
  readonly standbyRetryMs?: number;
  /** How long a silent leader keeps the lead before Postgres frees it (`LEADER_LEASE_MS`). */
  readonly leaseMs?: number;
};

/**
 * Runs one projection: a durable pull consumer feeding batches into Postgres, each applied
 * in one transaction with its checkpoint. Instances are active/standby (a session advisory
 * lock per read model, held as a lease), since a read model must see its events in log order.
 */
export class ProjectionWorker extends LogWorker {
  readonly projection: Projection;
  readonly schema: string;

  constructor(opts: ProjectionWorkerOptions) {
    const { projection, db, names, registry } = opts;
    const schema = liveSchema(projection.name);
    const log = opts.log;
    const about = { projection: projection.name };
    const wanted = new Set(projection.eventTypes);
    const decodeOpts = { projection, names, registry };
    const batchOpts = { projection, schema, names, registry, lock: true };
    super(
      {
        about,
        durable: consumerName(projection.name),
        ...sourceOf(projection, names),
        description: `read model ${projection.name}`,
        // only telemetry needs the stream's timestamp; commits skip building a Date per message
        timed: projection.source === 'telemetry',
        async prepare() {
          await migrateProjectionSchema(db, schema, projection.migrations);
          return (await readCheckpoint(db, schema)) ?? 0;
        },
        decode: (message) => decodeRelevant(decodeOpts, message, wanted),
        async apply(batch) {
          const outcome = await applyBatchSettingAside(db, batchOpts, batch, (seq, err) =>
            log?.error({ ...about, seq, err }, 'commit could not be applied; set aside'),
          );
          return outcome.checkpoint;
        },
      },
      {
        ...opts,
        leadership: new AdvisoryLeadership(opts.pool, `gp_projection_leader:${projection.name}`, {
          ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
        }),
      },
    );
    this.projection = projection;
    this.schema = schema;
  }
}
