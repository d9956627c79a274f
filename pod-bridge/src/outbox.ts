import type { AppendContext, NewEvent } from '@gamepod/events';

/** One commit for the pod's subject, waiting for its JetStream ack. */
export type PendingCommit = {
  /** The JetStream message id, fixed at enqueue: a retry after an unknown outcome is deduplicated. */
  readonly msgId: string;
  readonly events: readonly NewEvent[];
  /** Correlation and causation; the actor is always the pod, added when published. */
  readonly context: Omit<AppendContext, 'actor'>;
  /** When the bridge saw it happen, not when NATS got it. */
  readonly occurredAt: Date;
  /** An observed station fact: newer ones supersede it, so it is the first to go when full. */
  readonly observed: boolean;
  /** The encoded commit, made on the first publish attempt and reused by every retry. */
  payload?: Uint8Array;
};

/** A heartbeat or activity ping for `<prefix>.tel.<kind>.<pod id>`. */
export type PendingTelemetry = {
  readonly msgId: string;
  readonly kind: 'heartbeat' | 'activity';
  readonly body: Readonly<Record<string, unknown>>;
};

export type OutboxOptions = {
  readonly maxEvents?: number;
  readonly maxTelemetry?: number;
  readonly warn?: (message: string) => void;
};

/**
 * What the bridge has to publish, in order, kept in memory while NATS is unreachable. Commits
 * stay until JetStream acks them; both queues are bounded so an outage of any length cannot
 * exhaust the station's memory: telemetry drops its oldest, commits drop their oldest
 * observed fact first (a command outcome is worth more than a stale console status).
 */
export class Outbox {
  readonly #commits: PendingCommit[] = [];
  readonly #telemetry: PendingTelemetry[] = [];
  readonly #maxEvents: number;
  readonly #maxTelemetry: number;
  readonly #warn: (message: string) => void;
  #waiters: Array<() => void> = [];
  droppedCommits = 0;
  droppedTelemetry = 0;

  constructor(opts: OutboxOptions = {}) {
    this.#maxEvents = opts.maxEvents ?? 10_000;
    this.#maxTelemetry = opts.maxTelemetry ?? 1_000;
    this.#warn = opts.warn ?? (() => undefined);
  }

  get buffered(): number {
    return this.#commits.length + this.#telemetry.length;
  }

  get dropped(): number {
    return this.droppedCommits + this.droppedTelemetry;
  }

  pushCommit(commit: PendingCommit): void {
    this.#commits.push(commit);
    while (this.#commits.length > this.#maxEvents) {
      const at = this.#commits.findIndex((c) => c.observed);
      const [gone] = this.#commits.splice(at === -1 ? 0 : at, 1);
      this.droppedCommits++;
      this.#warn(`outbox full: dropped ${gone?.events.map((e) => e.type).join('+') ?? 'a commit'} (${gone?.msgId})`);
    }
    this.#wake();
  }

  pushTelemetry(item: PendingTelemetry): void {
    this.#telemetry.push(item);
    if (this.#telemetry.length > this.#maxTelemetry) {
      this.#telemetry.shift();
      this.droppedTelemetry++;
    }
    this.#wake();
  }

  nextCommit(): PendingCommit | undefined {
    return this.#commits[0];
  }

  nextTelemetry(): PendingTelemetry | undefined {
    return this.#telemetry[0];
  }

  /** Removes an acked item (by identity: it may have been dropped meanwhile). */
  done(item: PendingCommit | PendingTelemetry): void {
    const list: Array<PendingCommit | PendingTelemetry> = 'events' in item ? this.#commits : this.#telemetry;
    const at = list.indexOf(item);
    if (at !== -1) list.splice(at, 1);
  }

  /** Resolves when something is added, or at once when something is waiting. */
  whenNotEmpty(): Promise<void> {
    if (this.buffered > 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Wakes every waiter (on stop, so loops can see they must end). */
  wakeAll(): void {
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }
}
