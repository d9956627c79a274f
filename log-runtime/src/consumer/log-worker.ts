import { EVENTS_MAX_MSG_SIZE, toRawMessage } from '@gamepod/event-store';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { DecodedCommit } from '../read-models/apply-batch.ts';
import { deadLetter } from './dead-letters.ts';
import type { Leadership } from './leadership.ts';
import { Sleeper } from './sleeper.ts';
import { type TimedMessage, toTimedMessage } from './telemetry.ts';

export type WorkerLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * What one consumer asks the server for at a time, in bytes rather than messages. Every worker
 * of a process shares its NATS connection, and the server drops a connection whose unread
 * data outgrows its buffer (64 MiB; "slow consumer"), losing what it held: with 4,000-message
 * pulls, 25 read models catching up on commits of a few kilobytes asked for far more than
 * that while the process was busy applying, and the server cut it off again and again
 * (deliveries lost, API calls timing out). Bytes bound what is in flight per consumer
 * whatever the commits' size. Four times the largest message, so that a refill (at a quarter
 * of it drawn down) always has room for the largest one.
 */
const PULL_BYTES = 4 * EVENTS_MAX_MSG_SIZE;

/**
 * How long each pull waits on the server. A pull lives with the consumer's leader: when that
 * NATS node dies, its pulls die with it, and the client learns only from missed heartbeats
 * (two of them, at half the expiry each) before it pulls again. With nats.js's 30 s default,
 * the read models stood still for 30 to 45 s after every leader election under load
 * (`npm run bench -- faults`); at 5 s they go on within about 5 s, for one idle pull per read
 * model every 5 s.
 */
const PULL_EXPIRES_MS = 5_000;

/**
 * How long recreating the durable consumer may take. A new leader of every read model at once
 * (a worker killed, every Postgres connection dropped) recreates two dozen replicated
 * consumers, and the NATS meta leader places them one after another: under load that outlasts
 * nats.js's 5 s, and each timeout cost a release, a backoff and another recreation.
 */
const CONSUMER_API_TIMEOUT_MS = 20_000;

export type WorkerState = 'starting' | 'standby' | 'running' | 'retrying' | 'stopped';

export const silentLog: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * One consumer of a stream with its checkpoint in Postgres: what a read model or a reaction
 * tells the worker that feeds it.
 */
export type LogConsumer<C extends DecodedCommit = DecodedCommit> = {
  /** What logs and health call it, e.g. `{ projection: 'pods' }`. */
  readonly about: Readonly<Record<string, string>>;
  readonly durable: string;
  readonly stream: string;
  readonly subject: string;
  readonly description: string;
  /** Whether decoding needs the stream's timestamp (building a Date per message costs). */
  readonly timed: boolean;
  /** Makes its tables if needed and returns the checkpoint to go on from. */
  prepare(): Promise<number>;
  /** Reads one message; never throws (a message it cannot read comes back refused). */
  decode(message: TimedMessage): C;
  /** Applies decoded commits in sequence order, with their checkpoint; returns the checkpoint after. */
  apply(batch: readonly C[]): Promise<number>;
};

export type LogWorkerOptions = {
  readonly nc: NatsConnection;
  readonly leadership: Leadership;
  readonly log?: WorkerLog;
  /** Most commits applied in one batch. */
  readonly maxBatch?: number;
  /** Bound on delivered-but-unacked messages, and so on memory. */
  readonly maxAckPending?: number;
  /** How long the server waits for an ack before sending a message again (30 s). */
  readonly ackWaitMs?: number;
  /** How often a standby instance asks for leadership. */
  readonly standbyRetryMs?: number;
};

/**
 * Feeds one consumer from a durable pull consumer, in log order, in batches. Instances are
 * active/standby: the leadership picks the one that consumes, since a consumer must see its
 * messages in order. The checkpoint in Postgres is the cursor; the durable consumer only
 * feeds it.
 */
export class LogWorker<C extends DecodedCommit = DecodedCommit> {
  #state: WorkerState = 'starting';
  #checkpoint = 0;
  #stopped = false;
  #messages: ConsumerMessages | undefined;
  #done: Promise<void> | undefined;
  readonly #sleeper = new Sleeper();
  #lastError: string | undefined;
  readonly #consumer: LogConsumer<C>;
  readonly #opts: LogWorkerOptions;
  readonly #log: WorkerLog;

  constructor(consumer: LogConsumer<C>, opts: LogWorkerOptions) {
    this.#consumer = consumer;
    this.#opts = opts;
    this.#log = opts.log ?? silentLog;
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
    this.#sleeper.wake();
    await this.#messages?.close().catch(() => undefined);
    await this.#done;
    this.#state = 'stopped';
  }

  async #run(): Promise<void> {
    let backoff = 250;
    const leadership = this.#opts.leadership;
    while (!this.#stopped) {
      try {
        // losing the leader's connection loses the lock: stop consuming so a standby can take over
        if (!(await leadership.take(() => void this.#messages?.close()))) {
          this.#state = 'standby';
          await this.#sleeper.sleep(this.#opts.standbyRetryMs ?? 2_000);
          continue;
        }
        this.#checkpoint = await this.#consumer.prepare();
        this.#state = 'running';
        this.#lastError = undefined;
        await this.#consume();
        backoff = 250;
      } catch (err) {
        if (this.#stopped) break;
        this.#lastError = err instanceof Error ? err.message : String(err);
        this.#state = 'retrying';
        this.#log.error({ ...this.#consumer.about, err }, 'batch failed; retrying');
        await leadership.release();
        await this.#sleeper.sleep(backoff);
        backoff = Math.min(backoff * 2, 10_000);
      }
    }
    await leadership.release();
  }

  /**
   * A new leader recreates the consumer just past the checkpoint, so messages a crashed
   * leader held unacked are delivered now rather than after their ack wait runs out.
   */
  async #resetConsumer(jsm: JetStreamManager): Promise<void> {
    const { durable, stream, subject, description } = this.#consumer;
    await jsm.consumers.delete(stream, durable).catch(() => undefined);
    await jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.All,
      deliver_policy: this.#checkpoint > 0 ? DeliverPolicy.StartSequence : DeliverPolicy.All,
      ...(this.#checkpoint > 0 ? { opt_start_seq: this.#checkpoint + 1 } : {}),
      filter_subject: subject,
      ack_wait: (this.#opts.ackWaitMs ?? 30_000) * 1_000_000,
      max_ack_pending: this.#opts.maxAckPending ?? 20_000,
      description,
    });
  }

  async #consume(): Promise<void> {
    const jsm = await jetstreamManager(this.#opts.nc, { timeout: CONSUMER_API_TIMEOUT_MS });
    await this.#resetConsumer(jsm);
    const c = this.#consumer;
    const consumer = await jetstream(this.#opts.nc, { timeout: CONSUMER_API_TIMEOUT_MS }).consumers.get(
      c.stream,
      c.durable,
    );
    const messages = await consumer.consume({ max_bytes: PULL_BYTES, expires: PULL_EXPIRES_MS });
    this.#messages = messages;
    // decoded commits and their messages, in step; with ack-all, acking a batch's last message acks the batch
    const queue: C[] = [];
    const delivered: JsMsg[] = [];
    const toMessage: (m: JsMsg) => TimedMessage = c.timed ? toTimedMessage : toRawMessage;
    let notify: (() => void) | undefined;
    let ended = false;
    // the highest sequence queued or applied: a message at or below it is the server sending
    // again one whose ack wait ran out while it queued behind a slow batch; the first copy is
    // still queued (or applied), so the copy is dropped, and the batch's ack-all covers it
    let highest = this.#checkpoint;
    // the consumer, made afresh for this pass, numbers every delivery from 1, first or again,
    // one after another: a number skipped is a delivery this client never got, and its
    // redelivery would come below `highest` and be taken for a copy; so a gap ends this pass,
    // and the next starts again just past the checkpoint
    let lastDelivery = 0;
    let lost = false;
    // Reader: moves messages off the subscription without waiting on Postgres.
    const reader = (async () => {
      try {
        for await (const m of messages) {
          const delivery = m.info.deliverySequence;
          if (delivery !== lastDelivery + 1) {
            this.#log.warn({ ...c.about, after: lastDelivery, got: delivery }, 'a delivery was lost; reading again');
            lost = true;
            break;
          }
          lastDelivery = delivery;
          if (m.seq <= highest) continue;
          highest = m.seq;
          const message = toMessage(m);
          let commit: C;
          try {
            commit = c.decode(message);
          } catch (err) {
            // decoding never throws by design; if it ever does, the message is set aside, not the worker
            commit = { seq: m.seq, events: [], refused: deadLetter(message, 'decode', err) } as unknown as C;
          }
          if (commit.refused)
            this.#log.warn({ ...c.about, seq: commit.refused.seq, reason: commit.refused.error }, 'message set aside');
          queue.push(commit);
          delivered.push(m);
          notify?.();
        }
      } finally {
        ended = true;
        notify?.();
      }
    })();
    // Applier: takes whatever has queued up (at most maxBatch) as one batch, so an idle
    // consumer applies single events at once and a busy one batches by itself.
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
        const acked = delivered.splice(0, batch.length);
        this.#checkpoint = await c.apply(batch);
        // the queue is in sequence order, so the last message is the highest: ack-all acks the batch
        acked.at(-1)?.ack();
      }
    } finally {
      await messages.close().catch(() => undefined);
      await reader.catch(() => undefined);
      this.#messages = undefined;
    }
    // a lost delivery is no failure: the next pass starts at once, keeping the leadership
    if (!this.#stopped && !lost) throw new Error('the consumer ended unexpectedly');
  }
}
