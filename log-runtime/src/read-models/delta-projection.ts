import type { EventDefinition, StoredEvent } from '@gamepod/events';
import { type Kysely, sql } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { AnyDB } from '../db.ts';
import { bulkUpsert, type ColumnTypes } from './bulk-upsert.ts';
import type { ApplyContext } from './projection.ts';

type NumericKeys<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** How one event type changes one row: numbers to add, and columns to overwrite. */
export type DeltaHandler<Row, D> = {
  readonly key: (e: StoredEvent<string, D>) => string | null;
  /** Added to the stored values (counters, totals, balances). */
  readonly add?: (e: StoredEvent<string, D>) => Partial<Record<NumericKeys<Row>, number>>;
  /** Overwrite the stored values; within a batch the last event wins. */
  readonly set?: (e: StoredEvent<string, D>) => Partial<Row>;
};

type AnyDelta<Row> = DeltaHandler<Row, unknown>;

/**
 * `onDelta` with the row type fixed up front, so handlers infer only the event's data.
 * @example const on = deltaHandlersFor<TotalsRow>(); on(AmountPosted, { key, add: (e) => ({ balance: e.data.amount }) })
 */
export function deltaHandlersFor<Row>() {
  return <S extends TSchema>(def: EventDefinition<string, S>, handler: DeltaHandler<Row, Static<S>>) =>
    onDelta(def, handler);
}

/** Binds a delta handler to an event definition, typing the event's data. */
export function onDelta<S extends TSchema, Row>(
  def: EventDefinition<string, S>,
  handler: DeltaHandler<Row, Static<S>>,
): readonly [string, AnyDelta<Row>] {
  return [def.type, handler as AnyDelta<Row>];
}

export type DeltaProjectionSpec<Row> = {
  readonly table: string;
  readonly keyColumn: keyof Row & string;
  /** Every column's Postgres type, as in the migration. */
  readonly columnTypes: ColumnTypes<Row>;
  /** The row inserted the first time a key appears; additive columns must start at 0 here. */
  readonly initial: (key: string) => Row;
  readonly handlers: ReadonlyArray<readonly [string, AnyDelta<Row>]>;
};

type Pending = { adds: Map<string, number>; sets: Map<string, unknown> };

/**
 * A read model of counters and latest values. A batch is combined per key in memory, then
 * written with one `insert … on conflict do update set n = t.n + excluded.n` per row shape:
 * no read before write, which makes it the fastest kind of projection.
 */
export function deltaProjection<Row extends Record<string, unknown>>(
  spec: DeltaProjectionSpec<Row>,
): {
  eventTypes: string[];
  apply: (db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext) => Promise<void>;
} {
  const byType = new Map(spec.handlers);
  return {
    eventTypes: [...byType.keys()],
    async apply(db, events, ctx) {
      const pending = new Map<string, Pending>();
      for (const e of events) {
        const h = byType.get(e.type);
        const key = h?.key(e);
        if (!h || key === null || key === undefined) continue;
        let p = pending.get(key);
        if (!p) {
          p = { adds: new Map(), sets: new Map() };
          pending.set(key, p);
        }
        for (const [col, n] of Object.entries(h.add?.(e) ?? {}))
          p.adds.set(col, (p.adds.get(col) ?? 0) + (n as number));
        for (const [col, v] of Object.entries(h.set?.(e) ?? {})) p.sets.set(col, v);
      }
      // rows that add and set the same columns share one statement
      const shapes = new Map<string, Array<[string, Pending]>>();
      for (const entry of pending) {
        const shape = `${[...entry[1].adds.keys()].sort().join(',')}|${[...entry[1].sets.keys()].sort().join(',')}`;
        const group = shapes.get(shape) ?? [];
        group.push(entry);
        shapes.set(shape, group);
      }
      for (const group of shapes.values()) {
        const sample = group[0]?.[1];
        if (!sample) continue;
        const adds = new Set(sample.adds.keys());
        const sets = new Set(sample.sets.keys());
        const rows = group.map(([key, p]) => {
          const row: Record<string, unknown> = { ...spec.initial(key) };
          for (const [c, n] of p.adds) row[c] = ((row[c] as number) ?? 0) + n;
          for (const [c, v] of p.sets) row[c] = v;
          return row as Row;
        });
        const columns = Object.keys(rows[0] ?? {}) as (keyof Row & string)[];
        await bulkUpsert(
          db,
          ctx.schema,
          {
            table: spec.table,
            keyColumn: spec.keyColumn,
            columnTypes: spec.columnTypes,
            // counters add up, set columns take the batch's last value, the rest keep what is stored
            onConflict: (c, excluded, current) =>
              adds.has(c) ? sql`${current} + ${excluded}` : sets.has(c) ? excluded : undefined,
          },
          columns,
          rows,
        );
      }
    },
  };
}
