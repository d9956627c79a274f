// The bare mechanism a rebuild stands beside: one ordered read of the log, each commit decoded,
// and each batch combined per aggregate and written as one multi-row upsert into one table with a
// checkpoint, one transaction per batch. No read models, no shadows, no per-type dispatch.

import { readRange } from '@gamepod/event-store';
import { allEventsSubject, decodeCommit, type EventRegistry, type StoreNames } from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type Kysely, sql } from 'kysely';

/** Reads, decodes and upserts `[1, last]` in `schema` (made afresh); returns how many messages and how long. */
export async function rawSinglePass(
  nc: NatsConnection,
  names: StoreNames,
  registry: EventRegistry,
  db: Kysely<unknown>,
  schema: string,
  last: number,
): Promise<{ messages: number; ms: number }> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await sql`create schema ${sql.id(schema)}`.execute(db);
  const table = sql.table(`${schema}.raw_aggregates`);
  const checkpoint = sql.table(`${schema}.raw_checkpoint`);
  await sql`create table ${table} (id text primary key, type text not null, events int not null, last_seq bigint not null)`.execute(
    db,
  );
  await sql`create table ${checkpoint} (id int primary key, seq bigint not null)`.execute(db);
  await sql`insert into ${checkpoint} values (1, 0)`.execute(db);
  const t0 = performance.now();
  let messages = 0;
  await readRange(
    jetstream(nc),
    { stream: names.eventsStream, subject: allEventsSubject(names), fromSeq: 1, toSeq: last, batchSize: 2_000 },
    async (batch) => {
      const combined = new Map<string, { type: string; events: number; last_seq: number }>();
      for (const m of batch) {
        for (const e of decodeCommit(names, registry, m)) {
          const key = `${e.aggregate}:${e.aggregate_id}`;
          const row = combined.get(key) ?? { type: e.type, events: 0, last_seq: 0 };
          row.type = e.type;
          row.events++;
          row.last_seq = e.seq;
          combined.set(key, row);
        }
      }
      const seq = batch.at(-1)?.seq ?? 0;
      const rows = [...combined];
      await db.transaction().execute(async (trx) => {
        if (rows.length > 0) {
          await sql`insert into ${table} as t (id, type, events, last_seq)
            select * from unnest(${rows.map(([k]) => k)}::text[], ${rows.map(([, r]) => r.type)}::text[],
              ${rows.map(([, r]) => r.events)}::int[], ${rows.map(([, r]) => r.last_seq)}::bigint[])
            on conflict (id) do update set type = excluded.type, events = t.events + excluded.events,
              last_seq = excluded.last_seq`.execute(trx);
        }
        await sql`update ${checkpoint} set seq = ${seq} where id = 1`.execute(trx);
      });
      messages += batch.length;
    },
  );
  return { messages, ms: performance.now() - t0 };
}
