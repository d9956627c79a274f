import type { AppendContext, StoredEvent } from '@gamepod/events';
import type { TimerWriter } from './timers.ts';

/** What a reaction's handler gets beside the commit's events. */
export type ReactionContext = {
  /** The runtime's clock: business time, which tests move. */
  readonly now: Date;
  /** This reaction's timers; what is set or cancelled here is written with the checkpoint. */
  readonly timers: TimerWriter;
  /**
   * The message id of a follow-up append this event causes: `<reaction>:<event id>[:<part>]`
   * (`part` tells apart several appends one event causes, one per pod say). A redelivered
   * event yields the same id, and JetStream drops the repeat.
   */
  followUpId(event: StoredEvent, part?: string): string;
  /** The context of a follow-up append: the cause's actor and correlation, caused by the event. */
  causedBy(event: StoredEvent): AppendContext;
};

/** A timer of this reaction that came due, as its `fire` receives it. */
export type DueTimer = {
  readonly key: string;
  readonly due_at: Date;
  readonly action: unknown;
};

/** What `fire` gets beside the timer. */
export type FireContext = {
  readonly now: Date;
  /**
   * The message id of an append the timer causes: `timer:<reaction>:<key>:<due time>`, the same
   * however often it fires (after a crash mid-fire, say), so JetStream drops the repeat.
   */
  readonly messageId: string;
};

/**
 * What follows an event: pushes, follow-up commands, mail, timers. A reaction runs in one
 * services instance at a time, in log order, at least once per commit: a handler must be safe
 * to run twice (pushes may repeat; appends carry `followUpId`).
 */
export type Reaction<ReadModelName extends string = string> = {
  /** snake_case; its checkpoint and dead letters live in the Postgres schema `rx_<name>`. */
  readonly name: string;
  readonly description: string;
  /** The event types it handles; everything else only moves its checkpoint. */
  readonly eventTypes: readonly string[];
  /** Only this aggregate's subjects (`<prefix>.evt.<aggregate>.>`); every aggregate when absent. */
  readonly aggregate?: string;
  /** Read models its handler reads: a batch waits until each that runs has applied it. */
  readonly readModels?: readonly ReadModelName[];
  /**
   * Events the stream stored longer ago than this are skipped: after downtime or on a fresh
   * deploy, a push about them is noise. Set it on reactions that only push.
   */
  readonly freshForMs?: number;
  /**
   * Handles one commit: its events of `eventTypes`, in order (never none). One commit is what
   * one command appended, so a reaction that pushes once per change pushes once per call.
   */
  handle(events: readonly StoredEvent[], ctx: ReactionContext): Promise<void>;
  /** Runs a due timer this reaction set. It may run again after a crash, so it must be idempotent. */
  fire?(timer: DueTimer, ctx: FireContext): Promise<void>;
  /**
   * Runs many due timers at once, by `fire`'s rules, each with its own message id: a burst (a
   * lab closing, a class's paid time running out together) reads and appends per batch. All or
   * nothing: when it throws, every timer it was handed is tried again later.
   */
  fireMany?(timers: readonly (DueTimer & { readonly messageId: string })[], ctx: { readonly now: Date }): Promise<void>;
};

/** Pushes skip events the stream stored more than 2 minutes ago (see `Reaction.freshForMs`). */
export const PUSH_FRESH_FOR_MS = 2 * 60_000;

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

/**
 * Declares a reaction, checking its name once. `ReadModelName` is the names of the read models
 * a deployment runs, so that one a reaction waits for is checked as it is written.
 */
export function defineReaction<ReadModelName extends string = string>(
  r: Reaction<ReadModelName>,
): Reaction<ReadModelName> {
  if (!NAME.test(r.name)) throw new Error(`reaction name ${r.name} must be snake_case`);
  return r;
}

/** The Postgres schema of a reaction's checkpoint and dead letters. */
export const reactionSchema = (name: string) => `rx_${name}`;
/** The durable consumer that feeds a reaction. */
export const reactionConsumer = (name: string) => `rx_${name}`;
/** How a reaction's name is told apart from a read model's in logs, locks and NOTIFYs. */
export const reactionLabel = (name: string) => `reaction:${name}`;
