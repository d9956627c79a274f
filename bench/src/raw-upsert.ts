// The raw baseline a read model's catch-up is measured against: the same commits, read and
// decoded up front so only Postgres is timed, combined per key in plain JS, written as
// hand-written multi-row upserts with a checkpoint update, one transaction per batch.

import { readRange } from '@gamepod/event-store';
import {
  allEventsSubject,
  decodeCommit,
  type EventRegistry,
  type RawMessage,
  type StoredEvent,
  type StoreNames,
} from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** The log's commits up to `last`, decoded, in batches of `commitsPerBatch`; and how many messages. */
export async function readBatches(
  nc: NatsConnection,
  names: StoreNames,
  registry: EventRegistry,
  last: number,
  commitsPerBatch = 500,
): Promise<{ messages: number; batches: StoredEvent[][] }> {
  const messages: RawMessage[] = [];
  await readRange(
    jetstream(nc),
    { stream: names.eventsStream, subject: allEventsSubject(names), fromSeq: 1, toSeq: last, batchSize: 5000 },
    async (b) => {
      messages.push(...b);
    },
  );
  const batches: StoredEvent[][] = [];
  for (let i = 0; i < messages.length; i += commitsPerBatch) {
    batches.push(messages.slice(i, i + commitsPerBatch).flatMap((m) => decodeCommit(names, registry, m)));
  }
  return { messages: messages.length, batches };
}

/**
 * Creates the scratch table (`create`) and a checkpoint table, then writes each batch's
 * statements (`upserts`: the batch combined per key, as multi-row upserts) and the batch's last
 * sequence as the checkpoint, in one transaction per batch.
 */
export async function rawBatchedUpsert(
  db: Kysely<unknown>,
  create: RawBuilder<unknown>,
  batches: readonly StoredEvent[][],
  upserts: (batch: readonly StoredEvent[]) => RawBuilder<unknown>[],
): Promise<void> {
  await create.execute(db);
  await sql`create table raw_checkpoint (id int primary key, seq bigint not null)`.execute(db);
  await sql`insert into raw_checkpoint values (1, 0)`.execute(db);
  for (const batch of batches) {
    const last = batch.at(-1)?.seq ?? 0;
    await db.transaction().execute(async (trx) => {
      for (const statement of upserts(batch)) await statement.execute(trx);
      await sql`update raw_checkpoint set seq = ${last} where id = 1`.execute(trx);
    });
  }
}
