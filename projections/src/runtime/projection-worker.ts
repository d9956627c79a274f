import { type EventRegistry, type StoreNames, toRawMessage } from '@gamepod/events';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AnyDB } from '../db.ts';
import { type DecodedCommit, decodeRelevant } from './apply-batch.ts';
import { readCheckpoint } from './checkpoints.ts';
import { deadLetter } from './dead-letters.ts';
import { migrateProjectionSchema } from './migrate.ts';
import { consumerName, liveSchema, type Projection, sourceOf } from './projection.ts';
import { applyBatchSettingAside } from './set-aside.ts';
import { toTimedMessage } from './telemetry.ts';

export type WorkerLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

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
};

export type WorkerState = 'starting' | 'standby' | 'running' | 'retrying' | 'stopped';

const silent: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Runs one projection: a durable pull consumer feeding batches into Postgres. Instances
 * are active/standby: a session advisory lock picks the one that consumes, since a read
 * model must see its events in log order.
 */
export class ProjectionWorker {
  readonly projection: Projection;
  readonly schema: string;
  #state: WorkerState = 'starting';
  #checkpoint = 0;
  #stopped = false;
  #messages: ConsumerMessages | undefined;
  #leader: pg.PoolClient | undefined;
  #done: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  readonly #opts: ProjectionWorkerOptions;
  readonly #log: WorkerLog;
  #lastError: string | undefined;

  constructor(opts: ProjectionWorkerOptions) {
    this.#opts = opts;
    this.projection = opts.projection;
    this.schema = liveSchema(opts.projection.name);
    this.#log = opts.log ?? silent;
  }

  get state(): WorkerState {
    return this.#state;
  }
  /** The last checkpoint this worker committed. */
  get checkpoint(): number {
    return this.#checkpoint;
  }
  get lastError(): string | undefined {
    return this.#lastError;
  }

  /** Starts in the background; `stop()` ends it. */
  start(): this {
    this.#done ??= this.#run();
    return this;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#messages?.close().catch(() => undefined);
    await this.#done;
    this.#state = 'stopped';
  }

  async #sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
  }

  async #run(): Promise<void> {
    let backoff = 250;
    while (!this.#stopped) {
      try {
        if (!(await this.#lead())) {
          this.#state = 'standby';
          await this.#sleep(this.#opts.standbyRetryMs ?? 2_000);
          continue;
        }
        await migrateProjectionSchema(this.#opts.db, this.schema, this.projection.migrations);
        this.#checkpoint = (await readCheckpoint(this.#opts.db, this.schema)) ?? 0;
        this.#state = 'running';
        this.#lastError = undefined;
        await this.#consume();
        backoff = 250;
      } catch (err) {
        if (this.#stopped) break;
        this.#lastError = err instanceof Error ? err.message : String(err);
        this.#state = 'retrying';
        this.#log.error({ projection: this.projection.name, err }, 'projection batch failed; retrying');
        await this.#release();
        await this.#sleep(backoff);
        backoff = Math.min(backoff * 2, 10_000);
      }
    }
    await this.#release();
  }

  #about(seq: number) {
    return { projection: this.projection.name, seq };
  }

  /** Takes (or confirms) the session-level leadership lock. */
  async #lead(): Promise<boolean> {
    if (this.#leader) return true;
    const client = await this.#opts.pool.connect();
    // losing this connection loses the lock: stop consuming so a standby can take over
    client.on('error', () => void this.#messages?.close());
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
        `gp_projection_leader:${this.projection.name}`,
      ]);
      if (rows[0]?.ok) {
        this.#leader = client;
        return true;
      }
    } catch (err) {
      client.release(true);
      throw err;
    }
    client.release();
    return false;
  }

  async #release(): Promise<void> {
    const leader = this.#leader;
    this.#leader = undefined;
    if (!leader) return;
    await leader.query('select pg_advisory_unlock_all()').catch(() => undefined);
    leader.release();
  }

  /**
   * The checkpoint in Postgres is the real cursor; the durable consumer only feeds it. A new
   * leader recreates the consumer just past the checkpoint, so messages a crashed leader held
   * unacked are delivered now rather than after their ack wait runs out.
   */
  async #resetConsumer(jsm: JetStreamManager): Promise<void> {
    const durable = consumerName(this.projection.name);
    const { stream, subject } = sourceOf(this.projection, this.#opts.names);
    await jsm.consumers.delete(stream, durable).catch(() => undefined);
    await jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.All,
      deliver_policy: this.#checkpoint > 0 ? DeliverPolicy.StartSequence : DeliverPolicy.All,
      ...(this.#checkpoint > 0 ? { opt_start_seq: this.#checkpoint + 1 } : {}),
      filter_subject: subject,
      ack_wait: (this.#opts.ackWaitMs ?? 30_000) * 1_000_000,
      max_ack_pending: this.#opts.maxAckPending ?? 20_000,
      description: `read model ${this.projection.name}`,
    });
  }

  async #consume(): Promise<void> {
    const jsm = await jetstreamManager(this.#opts.nc);
    await this.#resetConsumer(jsm);
    const js: JetStreamClient = jetstream(this.#opts.nc);
    const { stream } = sourceOf(this.projection, this.#opts.names);
    const consumer = await js.consumers.get(stream, consumerName(this.projection.name));
    const messages = await consumer.consume({ max_messages: 4000 });
    this.#messages = messages;
    // decoded commits and their messages, in step; with ack-all, acking a batch's last message acks the batch
    const queue: DecodedCommit[] = [];
    const delivered: JsMsg[] = [];
    const decodeOpts = { projection: this.projection, names: this.#opts.names, registry: this.#opts.registry };
    const wanted = new Set(this.projection.eventTypes);
    // only telemetry needs the stream's timestamp; commits skip building a Date per message
    const toMessage = this.projection.source === 'telemetry' ? toTimedMessage : toRawMessage;
    let notify: (() => void) | undefined;
    let ended = false;
    // the highest sequence queued or applied: a message at or below it is the server sending
    // again one whose ack wait ran out while it queued behind a slow batch; the first copy is
    // still queued (or applied), so the copy is dropped, and the batch's ack-all covers it
    let highest = this.#checkpoint;
    // Reader: moves messages off the subscription without waiting on Postgres.
    const reader = (async () => {
      try {
        for await (const m of messages) {
          if (m.seq <= highest) continue;
          highest = m.seq;
          const message = toMessage(m);
          let commit: DecodedCommit;
          try {
            commit = decodeRelevant(decodeOpts, message, wanted);
          } catch (err) {
            // decoding never throws by design; if it ever does, the message is set aside, not the worker
            commit = { seq: m.seq, events: [], refused: deadLetter(message, 'decode', err) };
          }
          if (commit.refused)
            this.#log.warn({ ...this.#about(commit.refused.seq), reason: commit.refused.error }, 'message set aside');
          queue.push(commit);
          delivered.push(m);
          notify?.();
        }
      } finally {
        ended = true;
        notify?.();
      }
    })();
    // Applier: takes whatever has queued up (at most maxBatch) as one transaction, so an
    // idle projection applies single events at once and a busy one batches by itself.
    const maxBatch = this.#opts.maxBatch ?? 2000;
    try {
      for (;;) {
        if (queue.length === 0) {
          if (ended || this.#stopped) break;
          await new Promise<void>((r) => {
            notify = r;
          });
          notify = undefined;
          continue;
        }
        const batch = queue.splice(0, maxBatch);
        const messages = delivered.splice(0, batch.length);
        const outcome = await applyBatchSettingAside(
          this.#opts.db,
          {
            projection: this.projection,
            schema: this.schema,
            names: this.#opts.names,
            registry: this.#opts.registry,
            lock: true,
          },
          batch,
          (seq, err) => this.#log.error({ ...this.#about(seq), err }, 'commit could not be applied; set aside'),
        );
        this.#checkpoint = outcome.checkpoint;
        // the queue is in sequence order, so the last message is the highest: ack-all acks the batch
        messages.at(-1)?.ack();
      }
    } finally {
      await messages.close().catch(() => undefined);
      await reader.catch(() => undefined);
      this.#messages = undefined;
    }
    if (!this.#stopped) throw new Error('the consumer ended unexpectedly');
  }
}
