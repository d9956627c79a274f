import type { StoredEvent } from '@gamepod/events';
import type { Kysely, Migration } from 'kysely';
import type { AnyDB } from '../db.ts';
import type { ColumnTypes } from './bulk-upsert.ts';

/**
 * A read model: its tables (kysely migrations, run inside the projection's own Postgres
 * schema) and how a batch of events changes them.
 */
export type Projection = {
  /** snake_case; the read model lives in the Postgres schema `rm_<name>`. */
  readonly name: string;
  readonly description: string;
  /** Timestamped migrations; `db` is already bound to the projection's schema. */
  readonly migrations: Readonly<Record<string, Migration>>;
  /** Each table's Postgres column types, as bulk writes cast them (a test checks them against the migrations). */
  readonly tables?: Readonly<Record<string, ColumnTypes<Record<string, unknown>>>>;
  /** The event types it reads; everything else only moves its checkpoint. */
  readonly eventTypes: readonly string[];
  /**
   * Applies the relevant events of one batch inside the batch's transaction. `db` is bound
   * to the schema being written (live or shadow), so the same code builds both; raw SQL must
   * qualify its tables with `ctx.schema` itself.
   */
  apply(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void>;
};

/** Where a batch is being written: the live schema, or a replay's shadow. */
export type ApplyContext = { readonly schema: string };

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

/** Declares a projection, checking its name once. */
export function defineProjection(p: Projection): Projection {
  if (!NAME.test(p.name)) throw new Error(`projection name ${p.name} must be snake_case`);
  return p;
}

/** The schema a projection's live tables are in. */
export const liveSchema = (name: string) => `rm_${name}`;
/** Where a replay builds the next copy before swapping it in. */
export const shadowSchema = (name: string) => `rm_${name}__shadow`;
/** Where the replaced copy goes for the instant before it is dropped. */
export const retiredSchema = (name: string) => `rm_${name}__old`;
/** The durable consumer that feeds a projection. */
export const consumerName = (name: string) => `proj_${name}`;
/** The Postgres NOTIFY channel that announces checkpoints. */
export const CHECKPOINT_CHANNEL = 'gp_checkpoint';
