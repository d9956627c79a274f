import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import { isolatedNames, type StoredEvent } from '@gamepod/events';
import type { Projection } from '@gamepod/log-runtime';
import { CheckpointWatcher, openDatabase, ProjectionWorker, replayProjection } from '@gamepod/log-runtime';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { sql } from 'kysely';
import {
  ledgerProjection,
  ledgerRegistry,
  ledgerTotalsProjection,
  seedLedger,
} from '../../log-runtime/test/support/ledger.ts';
import { type BenchResult, type BenchSuite, perSecond, timeIt } from './bench-kit.ts';
import { rawBatchedUpsert, readBatches } from './raw-upsert.ts';

const EVENTS = 200_000;
const ACCOUNTS = 10_000;

/** The ledger's balances combined per key in plain JS: one multi-row upsert per batch. */
function ledgerUpserts(batch: readonly StoredEvent[]) {
  const combined = new Map<
    string,
    { label: string; balance: number; postings: number; last_seq: number; closed: boolean }
  >();
  for (const e of batch) {
    const row = combined.get(e.aggregate_id) ?? {
      label: e.aggregate_id,
      balance: 0,
      postings: 0,
      last_seq: 0,
      closed: false,
    };
    if (e.type === 'TestAmountPosted') {
      row.balance += (e.data as { amount: number }).amount;
      row.postings += 1;
    } else if (e.type === 'TestAccountClosed') row.closed = true;
    row.last_seq = e.seq;
    combined.set(e.aggregate_id, row);
  }
  const rows = [...combined.entries()].filter(([, r]) => !r.closed);
  if (rows.length === 0) return [];
  return [
    sql`insert into raw_balances (account_id, label, balance, postings, last_seq) values ${sql.join(
      rows.map(([id, r]) => sql`(${id}, ${r.label}, ${r.balance}, ${r.postings}, ${r.last_seq})`),
    )} on conflict (account_id) do update set balance = raw_balances.balance + excluded.balance,
      postings = raw_balances.postings + excluded.postings, last_seq = excluded.last_seq`,
  ];
}

const RAW_BALANCES = sql`create table raw_balances (account_id text primary key, label text not null, balance bigint not null, postings int not null, last_seq bigint not null)`;

export const projectionSuite: BenchSuite = {
  name: 'projection',
  async run({ natsUrl, databaseUrl, log }) {
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    const names = isolatedNames(`bench${randomBytes(4).toString('hex')}`);
    await ensureStreams(jsm, names);
    const store = new EventStore({ nc, names, registry: ledgerRegistry });
    const dbName = `bench_${randomBytes(4).toString('hex')}`;
    const url = await createDatabase(databaseUrl, dbName);
    const database = openDatabase(url, { max: 4 });
    const results: BenchResult[] = [];
    try {
      log(`seeding ${EVENTS.toLocaleString('en-US')} events…`);
      const postings = EVENTS - ACCOUNTS - ACCOUNTS / 10;
      const last = await seedLedger(store, ACCOUNTS, postings, 'b');

      // Raw baseline input: the same commits, read and decoded up front so only Postgres is timed.
      const { messages, batches } = await readBatches(nc, names, ledgerRegistry, last);
      const rawMs = await timeIt(() => rawBatchedUpsert(database.db, RAW_BALANCES, batches, ledgerUpserts));
      const raw = perSecond(messages, rawMs);
      log(`raw batched upsert: ${raw.toFixed(0)} events/s`);

      // Ours: the live worker catching up from an empty read model through its durable consumer.
      const catchUp = async (projection: Projection): Promise<number> => {
        const watcher = await new CheckpointWatcher(url, [projection.name]).start();
        const worker = new ProjectionWorker({
          projection,
          nc,
          db: database.db,
          pool: database.pool,
          names,
          registry: ledgerRegistry,
        });
        const ms = await timeIt(async () => {
          worker.start();
          if (!(await watcher.waitFor([projection.name], last, 300_000)))
            throw new Error(`${projection.name} did not catch up`);
        });
        await worker.stop();
        await watcher.close();
        return perSecond(messages, ms);
      };
      const delta = await catchUp(ledgerTotalsProjection);
      log(`worker, delta projection: ${delta.toFixed(0)} events/s`);
      results.push({
        suite: 'projection',
        name: 'worker apply, delta upsert (same SQL shape as raw)',
        value: delta,
        unit: 'events/s',
        baseline: { label: 'raw batched upsert + checkpoint', value: raw },
        ratio: delta / raw,
        target: '≥ 60% of raw',
        pass: delta / raw >= 0.6,
        notes: `${messages} events over ${ACCOUNTS} keys; ours also reads NATS, decodes, upcasts and takes the advisory lock`,
      });
      const rows = await catchUp(ledgerProjection);
      log(`worker, row-fold projection: ${rows.toFixed(0)} events/s`);
      results.push({
        suite: 'projection',
        name: 'worker apply, row fold (select + upsert, no target)',
        value: rows,
        unit: 'events/s',
        baseline: { label: 'raw batched upsert + checkpoint', value: raw },
        ratio: rows / raw,
        notes: 'reads each touched row before writing it: the price of arbitrary per-row logic',
      });

      // Full replay into a shadow schema and swap.
      const replay = await replayProjection({
        projection: ledgerProjection,
        nc,
        db: database.db,
        names,
        registry: ledgerRegistry,
        batchSize: 2000,
      });
      const replayRate = perSecond(messages, replay.elapsedMs);
      log(`replay: ${replayRate.toFixed(0)} events/s`);
      results.push({
        suite: 'projection',
        name: `full replay of ${messages.toLocaleString('en-US')} events`,
        value: replayRate,
        unit: 'events/s',
        baseline: { label: 'raw batched upsert + checkpoint', value: raw },
        ratio: replayRate / raw,
        target: '≥ 25,000 events/s',
        pass: replayRate >= 25_000,
      });
    } finally {
      await database.close();
      await dropDatabase(databaseUrl, dbName);
      for (const s of [names.eventsStream, names.telemetryStream]) await jsm.streams.delete(s).catch(() => undefined);
      await nc.close();
    }
    return results;
  },
};
