import type { EventDefinition, StoredEvent } from '@gamepod/events';
import { type Kysely, sql } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { AnyDB } from '../db.ts';
import { bulkUpsert, type ColumnTypes } from './bulk-upsert.ts';
import type { ApplyContext } from './projection.ts';

/** How one event type changes one row: `undefined` leaves it, `null` deletes it. */
export type RowHandler<Row, D> = {
  readonly key: (e: StoredEvent<string, D>) => string | null;
  readonly apply: (row: Row | undefined, e: StoredEvent<string, D>) => Row | null | undefined;
};

type AnyHandler<Row> = RowHandler<Row, unknown>;

/** Binds a handler to an event definition, typing the event's data. */
export function on<S extends TSchema, Row>(
  def: EventDefinition<string, S>,
  handler: RowHandler<Row, Static<S>>,
): readonly [string, AnyHandler<Row>] {
  return [def.type, handler as AnyHandler<Row>];
}

export type RowProjectionSpec<Row> = {
  readonly table: string;
  /** The primary-key column (text). */
  readonly keyColumn: keyof Row & string;
  /** Every column's Postgres type, as in the migration. */
  readonly columnTypes: ColumnTypes<Row>;
  readonly handlers: ReadonlyArray<readonly [string, AnyHandler<Row>]>;
  /**
   * Runs in the batch's transaction after the rows are written, with each changed row as it
   * was before the batch and as it is after (null: deleted): for aggregates over the rows,
   * such as counts, kept without reading the table again.
   */
  readonly afterWrite?: (db: Kysely<AnyDB>, changes: readonly RowChange<Row>[], ctx: ApplyContext) => Promise<void>;
};

/** A row as the batch found it (undefined: new) and as it left it (null: deleted). */
export type RowChange<Row> = { readonly before: Row | undefined; readonly after: Row | null };

/**
 * A read model where each row is a fold of the events that touch its key. A batch loads
 * the rows it touches in one query, folds every event in memory (so one statement never
 * touches a key twice), then writes them back with one multi-row upsert per chunk.
 *
 * @example
 * apply: rowProjection<PodRow>({ table: 'pods', keyColumn: 'id', handlers: [on(PodDeployed, {...})] })
 */
export function rowProjection<Row extends Record<string, unknown>>(
  spec: RowProjectionSpec<Row>,
): {
  eventTypes: string[];
  apply: (db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext) => Promise<void>;
} {
  const byType = new Map(spec.handlers);
  const keyColumn: string = spec.keyColumn;
  return {
    eventTypes: [...byType.keys()],
    async apply(db, events, ctx) {
      const touched: Array<[string, StoredEvent, AnyHandler<Row>]> = [];
      const keys = new Set<string>();
      for (const e of events) {
        const h = byType.get(e.type);
        const key = h?.key(e);
        if (!h || key === null || key === undefined) continue;
        touched.push([key, e, h]);
        keys.add(key);
      }
      if (touched.length === 0) return;
      const rows = new Map<string, Row | null>();
      const keyList = [...keys];
      for (let i = 0; i < keyList.length; i += 10_000) {
        const found = (await db
          .selectFrom(spec.table)
          .selectAll()
          .where(sql<boolean>`${sql.ref(keyColumn)} = any(${keyList.slice(i, i + 10_000)})`)
          .execute()) as Row[];
        for (const r of found) rows.set(String(r[spec.keyColumn]), r);
      }
      // the rows as found, before the folds replace them (a fold returns a new row, never edits one)
      const found = spec.afterWrite ? new Map(rows) : undefined;
      const dirty = new Set<string>();
      for (const [key, e, h] of touched) {
        const next = h.apply(rows.get(key) ?? undefined, e);
        if (next === undefined) continue;
        rows.set(key, next);
        dirty.add(key);
      }
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const key of dirty) {
        const row = rows.get(key);
        if (row) upserts.push(row);
        else deletes.push(key);
      }
      for (let i = 0; i < deletes.length; i += 10_000) {
        await db
          .deleteFrom(spec.table)
          .where(sql<boolean>`${sql.ref(keyColumn)} = any(${deletes.slice(i, i + 10_000)})`)
          .execute();
      }
      const first = upserts[0];
      if (first) await bulkUpsert(db, ctx.schema, spec, Object.keys(first) as (keyof Row & string)[], upserts);
      if (found && spec.afterWrite && dirty.size > 0) {
        const changes = [...dirty].map((key) => ({
          before: found.get(key) ?? undefined,
          after: rows.get(key) ?? null,
        }));
        await spec.afterWrite(db, changes, ctx);
      }
    },
  };
}
