import { setTimeout as delay } from 'node:timers/promises';
import {
  aggregateSubject,
  catalogue,
  STATION_AGGREGATE,
  type StoredEvent,
  type StoreNames,
  vetCommit,
} from '@gamepod/events';
import { type ConsumerMessages, JetStreamApiError, type JetStreamClient, jetstream } from '@nats-io/jetstream';
import { connect, credsAuthenticator, type NatsConnection, PermissionViolationError } from '@nats-io/transport-node';
import { type BridgeLog, errorText } from './bridge-log.ts';
import type { Registration } from './core/registering.ts';
import type { Outbox, PendingCommit, PendingTelemetry } from './outbox.ts';
import { podCommit } from './pod-envelopes.ts';

/**
 * How long one pull for commands waits on the server. A pull that was waiting on a NATS node
 * that died is noticed only after two missed heartbeats (half this each), so this bounds how
 * late a command issued during a leader election reaches the station: nats.js's default of
 * 30 s let one arrive 47 s late in the faults benchmark. 10 s costs each idle station one pull
 * every 10 s.
 */
const COMMAND_PULL_EXPIRES_MS = 10_000;

export type NatsLinkOptions = {
  readonly registration: Registration;
  /** Wins over the URL the registration names. */
  readonly natsUrl?: string;
  readonly outbox: Outbox;
  readonly log: BridgeLog;
  /** Runs a delivered commit's events; the message is acked after it returns. */
  readonly onCommit: (events: readonly StoredEvent[]) => Promise<void>;
  readonly onStatus: (connected: boolean) => void;
};

/** A refusal that a retry cannot fix: drop the item rather than block the queue behind it. */
function permanent(err: unknown): boolean {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof PermissionViolationError || err instanceof JetStreamApiError;
}

/**
 * The bridge's NATS side: one connection with the pod's creds and inbox prefix, endless
 * reconnects (including the first connect), the outbox drained in order while connected, and
 * the pod's commands pulled from its durable consumer. Nothing here blocks the helper side.
 */
export class NatsLink {
  readonly #opts: NatsLinkOptions;
  readonly #reg: Registration;
  readonly #names: StoreNames;
  /** The creds the next (re)connect presents: renewed before they expire. */
  #creds: string | null;
  #nc: NatsConnection | undefined;
  #js: JetStreamClient | undefined;
  #connected = false;
  #stopped = false;
  #messages: ConsumerMessages | undefined;
  #waiters: Array<() => void> = [];
  readonly #loops: Promise<void>[] = [];
  readonly #stop = new AbortController();

  constructor(opts: NatsLinkOptions) {
    this.#opts = opts;
    this.#reg = opts.registration;
    this.#creds = opts.registration.creds;
    this.#names = { eventsStream: this.#reg.stream, telemetryStream: '', prefix: this.#reg.subject_prefix };
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** The open connection, once there is one (tests use it to prove what the creds allow). */
  get connection(): NatsConnection | undefined {
    return this.#nc;
  }

  /**
   * Takes renewed creds: the connection reconnects at once to present them (the server checks
   * a JWT only when a client connects, and closes it when the JWT expires). Subscriptions and the
   * command consumer carry on over the reconnect; a publish in flight is retried with its message id.
   */
  renew(creds: string | null): void {
    this.#creds = creds;
    const nc = this.#nc;
    if (nc && !nc.isClosed()) nc.reconnect().catch(() => undefined);
  }

  start(): void {
    this.#loops.push(this.#connectLoop(), this.#drainLoop(), this.#consumeLoop());
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stop.abort();
    this.#wake();
    this.#opts.outbox.wakeAll();
    await this.#messages?.close().catch(() => undefined);
    await this.#nc?.close().catch(() => undefined);
    await Promise.allSettled(this.#loops);
  }

  /** A fire-and-forget JetStream publish (screenshots): false when not connected or refused. */
  async publishNow(subject: string, data: Uint8Array): Promise<boolean> {
    const js = this.#js;
    if (!this.#connected || !js) return false;
    try {
      await js.publish(subject, data);
      return true;
    } catch (err) {
      this.#opts.log.debug(`publish to ${subject} failed: ${errorText(err)}`);
      return false;
    }
  }

  #setConnected(connected: boolean): void {
    if (connected === this.#connected) return;
    this.#connected = connected;
    this.#opts.log.info(connected ? 'NATS connected' : 'NATS disconnected; buffering');
    this.#opts.onStatus(connected);
    if (connected) this.#wake();
  }

  /** A pause that stop() cuts short, so stopping never waits out a retry delay. */
  #pause(ms: number): Promise<void> {
    return delay(ms, undefined, { signal: this.#stop.signal }).catch(() => undefined);
  }

  #untilConnected(): Promise<void> {
    if (this.#connected || this.#stopped) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  async #connectLoop(): Promise<void> {
    const { registration: reg } = this.#opts;
    const url = this.#opts.natsUrl ?? reg.nats_url ?? 'nats://127.0.0.1:4222';
    let wait = 500;
    while (!this.#stopped) {
      try {
        const nc = await connect({
          servers: url.split(',').map((s) => s.trim()),
          name: `bridge-${reg.pod_id}`,
          inboxPrefix: reg.inbox_prefix,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          // no waitOnFirstConnect: each first attempt ends (refused or timed out) so stop() never
          // waits on a connect that would retry forever; this loop retries instead
          timeout: 5_000,
          // every publish is a request; stack traces built up front for each cost more CPU than
          // the rest of the publish (events/src/nats-connection.ts)
          noAsyncTraces: true,
          ...(this.#creds
            ? { authenticator: credsAuthenticator(() => new TextEncoder().encode(this.#creds ?? '')) }
            : {}),
        });
        if (this.#stopped) {
          await nc.close();
          return;
        }
        this.#nc = nc;
        this.#js = jetstream(nc, { timeout: 5_000 });
        wait = 500;
        this.#setConnected(true);
        for await (const s of nc.status()) {
          if (s.type === 'disconnect') this.#setConnected(false);
          else if (s.type === 'reconnect') this.#setConnected(true);
        }
        await nc.closed();
      } catch (err) {
        this.#opts.log.warn(`NATS connect failed, retrying in ${wait} ms: ${errorText(err)}`);
      }
      this.#setConnected(false);
      if (!this.#stopped) await this.#pause(wait);
      wait = Math.min(wait * 2, 15_000);
    }
  }

  async #drainLoop(): Promise<void> {
    const outbox = this.#opts.outbox;
    while (!this.#stopped) {
      await outbox.whenNotEmpty();
      await this.#untilConnected();
      if (this.#stopped) return;
      const commit = outbox.nextCommit();
      const item = commit ?? outbox.nextTelemetry();
      if (!item) continue;
      try {
        if (commit) await this.#publishCommit(commit);
        else await this.#publishTelemetry(item as PendingTelemetry);
        outbox.done(item);
      } catch (err) {
        if (permanent(err)) {
          this.#opts.log.error(`dropping ${item.msgId}, refused: ${errorText(err)}`);
          outbox.done(item);
        } else {
          // outcome unknown: retry the same message id, which JetStream deduplicates
          this.#opts.log.debug(`publish ${item.msgId} failed, will retry: ${errorText(err)}`);
          await this.#pause(500);
        }
      }
    }
  }

  async #publishCommit(commit: PendingCommit): Promise<void> {
    const context = { ...commit.context, actor: { kind: 'pod' as const, pod_id: this.#reg.pod_id } };
    commit.payload ??= podCommit(commit.events, context, commit.occurredAt).payload;
    const subject = aggregateSubject(this.#names, STATION_AGGREGATE, this.#reg.pod_id);
    await this.#jsOrThrow().publish(subject, commit.payload, { msgID: commit.msgId });
  }

  async #publishTelemetry(item: PendingTelemetry): Promise<void> {
    const subject = `${this.#reg.subject_prefix}.tel.${item.kind}.${this.#reg.pod_id}`;
    await this.#jsOrThrow().publish(subject, JSON.stringify(item.body), { msgID: item.msgId });
  }

  #jsOrThrow(): JetStreamClient {
    if (!this.#js) throw new Error('not connected');
    return this.#js;
  }

  async #consumeLoop(): Promise<void> {
    while (!this.#stopped) {
      await this.#untilConnected();
      if (this.#stopped) return;
      try {
        const consumer = await this.#jsOrThrow().consumers.get(this.#reg.stream, this.#reg.consumer);
        const messages = await consumer.consume({ max_messages: 10, expires: COMMAND_PULL_EXPIRES_MS });
        this.#messages = messages;
        // one at a time: a pod runs its commands in the order they were issued
        for await (const m of messages) {
          const verdict = vetCommit(this.#names, catalogue, m);
          if (!verdict.ok) {
            // no retry makes a refused commit readable: drop it for good instead of a nak loop
            this.#opts.log.warn(`commit ${m.seq} on the pod's subject is refused: ${verdict.reason}`);
            m.term();
            continue;
          }
          try {
            await this.#opts.onCommit(verdict.events);
            m.ack();
          } catch (err) {
            this.#opts.log.error(`command commit ${m.seq} failed: ${errorText(err)}`);
            m.nak(5_000);
          }
        }
      } catch (err) {
        if (!this.#stopped) this.#opts.log.warn(`reading commands failed, retrying: ${errorText(err)}`);
      }
      this.#messages = undefined;
      if (!this.#stopped) await this.#pause(1_000);
    }
  }
}
