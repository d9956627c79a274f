import { allEventsSubject, allTelemetrySubject, type StoredEvent, type StoreNames } from '@gamepod/events';
import type { Kysely, Migration } from 'kysely';
import type { AnyDB } from '../db.ts';
import type { ColumnTypes } from './bulk-upsert.ts';

/** What every read model declares, whichever stream feeds it. */
type ProjectionBase = {
  /** snake_case; the read model lives in the Postgres schema `rm_<name>`. */
  readonly name: string;
  readonly description: string;
  /** Timestamped migrations; `db` is already bound to the projection's schema. */
  readonly migrations: Readonly<Record<string, Migration>>;
  /** Each table's Postgres column types, as bulk writes cast them (a test checks them against the migrations). */
  readonly tables?: Readonly<Record<string, ColumnTypes<Record<string, unknown>>>>;
  /**
   * Columns, by table, that record when a row was written rather than anything the log says
   * (a `now()` default): a rebuild writes them anew, so comparing the read model with a
   * rebuild leaves them out. Everything else must follow from the log alone.
   */
  readonly wallClockColumns?: Readonly<Record<string, readonly string[]>>;
  /**
   * Indexes, by name, that only queries use and `apply` never needs: a rebuild in one pass
   * loads the tables without them and makes them once at the end, instead of row by row.
   */
  readonly queryOnlyIndexes?: readonly string[];
};

/**
 * A read model fed by the business log (the default): its tables and how a batch of events
 * changes them. Its checkpoint is an events-stream sequence, so commands can wait for it.
 */
export type EventsProjection = ProjectionBase & {
  readonly source?: 'events';
  /** The event types it reads; everything else only moves its checkpoint. */
  readonly eventTypes: readonly string[];
  /**
   * Applies the relevant events of one batch inside the batch's transaction. `db` is bound
   * to the schema being written (live or shadow), so the same code builds both; raw SQL must
   * qualify its tables with `ctx.schema` itself.
   */
  apply(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void>;
};

/**
 * A read model fed by the telemetry stream (`<prefix>.tel.>`: heartbeats, activity pings).
 * Same batches and checkpoint transaction, but the checkpoint is a telemetry-stream
 * sequence: read-your-writes waits (`CheckpointWatcher.waitFor` with an append's sequence)
 * mean nothing for it. Telemetry is kept a few days, so a replay rebuilds from what is left.
 */
export type TelemetryProjection = ProjectionBase & {
  readonly source: 'telemetry';
  /** The telemetry kinds it reads (`heartbeat`, `activity`); other kinds only move its checkpoint. */
  readonly eventTypes: readonly string[];
  apply(db: Kysely<AnyDB>, messages: readonly TelemetryMessage[], ctx: ApplyContext): Promise<void>;
};

/** A read model: its tables (kysely migrations, run in its own Postgres schema) and what feeds them. */
export type Projection = EventsProjection | TelemetryProjection;

/**
 * One telemetry message as a projection sees it. Not a commit: a pod's bridge publishes
 * plain JSON, so `data` is whatever it sent and must be checked before use.
 */
export type TelemetryMessage = {
  readonly seq: number;
  readonly subject: string;
  /** `<prefix>.tel.<kind>.<pod id>`: `heartbeat`, `activity`. */
  readonly kind: string;
  readonly pod_id: string;
  /** When the stream stored it: the server's clock, not the pod's. */
  readonly received_at: Date;
  readonly data: unknown;
};

/** Where a batch is being written: the live schema, or a replay's shadow. */
export type ApplyContext = { readonly schema: string };

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

/**
 * Declares a projection of the business log, checking its name once. The name keeps its
 * literal type, so the registry can list every read model's name as a type.
 */
export function defineProjection<const Name extends string>(
  p: EventsProjection & { readonly name: Name },
): EventsProjection & { readonly name: Name } {
  if (!NAME.test(p.name)) throw new Error(`projection name ${p.name} must be snake_case`);
  return p;
}

/** Declares a projection of the telemetry stream, checking its name once (its name keeps its literal type). */
export function defineTelemetryProjection<const Name extends string>(
  p: Omit<TelemetryProjection, 'source'> & { readonly name: Name },
): TelemetryProjection & { readonly name: Name } {
  if (!NAME.test(p.name)) throw new Error(`projection name ${p.name} must be snake_case`);
  return { ...p, source: 'telemetry' };
}

/** The schema a projection's live tables are in. */
export const liveSchema = (name: string) => `rm_${name}`;
/** Where a replay builds the next copy before swapping it in. */
export const shadowSchema = (name: string) => `rm_${name}__shadow`;
/** Where `verify` builds a copy to compare with the live one; never swapped in. */
export const verifySchema = (name: string) => `rm_${name}__verify`;
/** Where the replaced copy goes for the instant before it is dropped. */
export const retiredSchema = (name: string) => `rm_${name}__old`;
/** The stream a projection reads and its subject filter. */
export function sourceOf(p: Projection, names: StoreNames): { readonly stream: string; readonly subject: string } {
  return p.source === 'telemetry'
    ? { stream: names.telemetryStream, subject: allTelemetrySubject(names) }
    : { stream: names.eventsStream, subject: allEventsSubject(names) };
}
/** The durable consumer that feeds a projection. */
export const consumerName = (name: string) => `proj_${name}`;
/** The Postgres NOTIFY channel that announces checkpoints. */
export const CHECKPOINT_CHANNEL = 'gp_checkpoint';
