import {
  type AppendContext,
  aggregateSubject,
  buildEnvelopes,
  ConcurrencyError,
  type EventEnvelope,
  type EventRegistry,
  encodeCommit,
  type NewEvent,
  type StoredEvent,
  type StoreNames,
  uuidv7,
  vetCommit,
} from '@gamepod/events';
import {
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { FoldCache } from './fold-cache.ts';
import { askAgainWhileNatsIsOut } from './nats-connection.ts';

/** JetStream's "wrong last sequence" API error. */
const WRONG_LAST_SEQUENCE = 10071;

type DirectGetQuery = Parameters<JetStreamManager['direct']['getMessage']>[1];

/** How long an append with an unknown outcome is tried again: past a cluster's leader election. */
const PUBLISH_RETRY_MS = 15_000;
/**
 * How long an unanswered read is asked again: as long as an append, since a command reads
 * before it appends, and the same election or account reload holds up both.
 */
const READ_RETRY_MS = PUBLISH_RETRY_MS;

/** `'any'` appends without a check; a number is the stream sequence of the aggregate's last commit (0: none yet). */
export type ExpectedVersion = number | 'any';

export type AppendOptions = {
  readonly expectedVersion: ExpectedVersion;
  readonly context: AppendContext;
  /** Idempotence key: the command id when the caller has one; else the first event's id. */
  readonly messageId?: string;
};

export type AppendResult = {
  /** Stream sequence of the commit: the aggregate's new version, and what read-your-writes waits for. */
  readonly seq: number;
  /** True when JetStream had already stored this message id: nothing new was written. */
  readonly duplicate: boolean;
  readonly events: readonly EventEnvelope[];
};

export type ReadResult = {
  readonly events: StoredEvent[];
  /** Sequence of the last commit read, or `fromSeq - 1`/0 when there is none: pass it back as expectedVersion. */
  readonly version: number;
};

export type EventStoreOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly clock?: () => Date;
  /**
   * How long an append whose outcome is unknown (a timeout, a reconnect, a cluster electing
   * a leader) is tried again, in ms (15 s); the message id makes retries safe.
   */
  readonly publishRetryMs?: number;
  /** Aggregates whose folded state the command handler keeps (0 turns the cache off). */
  readonly foldCacheSize?: number;
};

/**
 * The business log over JetStream: one subject per aggregate instance, optimistic
 * concurrency through `expect.lastSubjectSequence`, idempotence through message ids.
 */
export class EventStore {
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly js: JetStreamClient;
  readonly nc: NatsConnection;
  /** Folded states of recently commanded aggregates (see handleCommand). */
  readonly folds: FoldCache;
  readonly #clock: () => Date;
  readonly #publishRetryMs: number;
  readonly #appendListeners = new Set<(seq: number) => void>();
  #jsm: JetStreamManager | undefined;

  constructor(opts: EventStoreOptions) {
    this.nc = opts.nc;
    this.names = opts.names;
    this.registry = opts.registry;
    this.js = jetstream(opts.nc);
    this.#clock = opts.clock ?? (() => new Date());
    this.#publishRetryMs = opts.publishRetryMs ?? PUBLISH_RETRY_MS;
    this.folds = new FoldCache(opts.foldCacheSize);
  }

  async jsm(): Promise<JetStreamManager> {
    this.#jsm ??= await jetstreamManager(this.nc);
    return this.#jsm;
  }

  /**
   * Calls `listener` with the sequence of every commit this store appends (a repeat that
   * JetStream recognised too), in the appending call's async context: a request that appended
   * learns how far into the log it wrote. The listener must not throw. Returns the stop.
   *
   * @example const stop = store.onAppend((seq) => { highest = Math.max(highest, seq); });
   */
  onAppend(listener: (seq: number) => void): () => void {
    this.#appendListeners.add(listener);
    return () => this.#appendListeners.delete(listener);
  }

  /** Builds full envelopes stamped with this store's clock (see buildEnvelopes). */
  envelopes(events: readonly NewEvent[], context: AppendContext): EventEnvelope[] {
    return buildEnvelopes(this.registry, events, context, this.#clock());
  }

  /**
   * Appends one commit to `gp.evt.<aggregate>.<id>`.
   * @throws ConcurrencyError when the aggregate moved past `expectedVersion`.
   */
  async append(aggregate: string, id: string, events: readonly NewEvent[], opts: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (const e of events) {
      const owner = this.registry.require(e.type).aggregate;
      if (owner !== aggregate) throw new Error(`${e.type} belongs to the ${owner} aggregate, not ${aggregate}`);
    }
    const subject = aggregateSubject(this.names, aggregate, id);
    const envelopes = this.envelopes(events, opts.context);
    const msgID = opts.messageId ?? envelopes[0]?.metadata.event_id ?? uuidv7();
    const expect = opts.expectedVersion === 'any' ? {} : { lastSubjectSequence: opts.expectedVersion };
    const payload = encodeCommit(envelopes);
    // A refusal on its merits is final. An outage (a timeout, a reconnect, no leader while a
    // cluster elects one) leaves the outcome unknown; the same msgID makes a retry safe, well
    // inside the stream's two-minute duplicate window.
    return askAgainWhileNatsIsOut(
      async () => {
        try {
          const ack = await this.js.publish(subject, payload, { msgID, expect });
          for (const listener of this.#appendListeners) listener(ack.seq);
          return { seq: ack.seq, duplicate: ack.duplicate, events: envelopes };
        } catch (err) {
          if (err instanceof JetStreamApiError && err.code === WRONG_LAST_SEQUENCE) {
            throw new ConcurrencyError(subject, opts.expectedVersion as number, { cause: err });
          }
          throw err;
        }
      },
      { forMs: this.#publishRetryMs },
    );
  }

  /**
   * Reads an aggregate's events in order, upcast to their current versions. The aggregate's
   * last commit is asked for beside its first, so the read stops on reaching it instead of
   * asking once more to hear there is none: one round trip fewer per read, which a command
   * fanned out to many pods pays once per pod.
   */
  async read(aggregate: string, id: string, fromSeq = 1): Promise<ReadResult> {
    const subject = aggregateSubject(this.names, aggregate, id);
    const [last, first] = await Promise.all([
      this.#get({ last_by_subj: subject }),
      this.#get({ seq: fromSeq, next_by_subj: subject }),
    ]);
    const end = last?.seq ?? 0;
    const events: StoredEvent[] = [];
    let version = 0;
    for (let msg = first; msg; ) {
      // a refused commit (see vetCommit) is no part of the aggregate's history, as for every reader
      const verdict = vetCommit(this.names, this.registry, msg);
      if (verdict.ok) events.push(...verdict.events);
      version = msg.seq;
      // a commit appended after `last` was looked up is read no further: the reader saw the
      // aggregate a moment earlier, and an append at `version` meets the newer one as a conflict
      if (msg.seq >= end) break;
      msg = await this.#get({ seq: msg.seq + 1, next_by_subj: subject });
    }
    return { events, version };
  }

  /** The aggregate's current version (sequence of its last commit), without reading its events. */
  async version(aggregate: string, id: string): Promise<number> {
    const subject = aggregateSubject(this.names, aggregate, id);
    const msg = await this.#get({ last_by_subj: subject });
    return msg?.seq ?? 0;
  }

  /**
   * One direct get from the events stream. A get changes nothing, so one that goes unanswered
   * is asked again: the server drops requests in flight while it reloads its accounts (which
   * a station's revocation does), and a reconnect loses them too.
   */
  async #get(query: DirectGetQuery) {
    return askAgainWhileNatsIsOut(async () => (await this.jsm()).direct.getMessage(this.names.eventsStream, query), {
      forMs: READ_RETRY_MS,
      firstWaitMs: 50,
      maxWaitMs: 500,
    });
  }

  /** The stream's last sequence: where a caught-up projection's checkpoint stands. */
  async lastSequence(): Promise<number> {
    const jsm = await this.jsm();
    const info = await jsm.streams.info(this.names.eventsStream);
    return info.state.last_seq;
  }
}
