import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RawMessage } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { applyBatch } from '../src/read-models/apply-batch.ts';
import { consumerName } from '../src/read-models/projection.ts';
import type { ProjectionWorker } from '../src/read-models/projection-worker.ts';
import {
  AccountOpened,
  AmountPosted,
  balancesSnapshot,
  expectedLedgerBalances,
  ledgerProjection,
  ledgerRegistry,
  seedLedger,
} from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };
const ACCOUNTS = 50;
const POSTINGS = 3_000;

describe('a projection worker whose messages outlive their ack wait', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  let worker: ProjectionWorker | undefined;
  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(() => watcher.close());

  it('applies every commit exactly once while the server sends them again', async () => {
    const last = await seedLedger(f.store, ACCOUNTS, POSTINGS);
    // tiny batches behind a 100 ms ack wait: thousands of messages queue far longer than
    // that, so the server sends them again while their first copies still wait their turn
    worker = f.startWorker(ledgerProjection, { ackWaitMs: 100, maxBatch: 5 });
    assert.equal(await watcher.waitFor(['ledger'], last, 60_000), true);
    const info = await (await jetstreamManager(f.env.nc)).consumers.info(
      f.env.names.eventsStream,
      consumerName('ledger'),
    );
    assert.ok(
      info.delivered.consumer_seq > info.delivered.stream_seq,
      `the server sent messages again (${info.delivered.consumer_seq} deliveries of ${info.delivered.stream_seq})`,
    );
    const rows = await balancesSnapshot(f.database.db);
    assert.deepEqual(new Map(rows.map((r) => [r.account_id, r.balance])), expectedLedgerBalances(ACCOUNTS, POSTINGS));
    assert.equal(worker.checkpoint, last);
  });

  it('applies the fresh messages of a batch whose last message is an old one delivered again', async () => {
    const opts = { expectedVersion: 'any' as const, context };
    const opened = await f.store.append('account', 'late', [AccountOpened.of({ label: 'late' })], opts);
    assert.equal(await watcher.waitFor(['ledger'], opened.seq, 10_000), true);
    // with the worker stopped, this test's batches are the only writer
    await worker?.stop();
    const first = await f.store.append('account', 'late', [AmountPosted.of({ amount: 4 })], opts);
    const second = await f.store.append('account', 'late', [AmountPosted.of({ amount: 6 })], opts);
    const jsm = await jetstreamManager(f.env.nc);
    const raw = async (seq: number): Promise<RawMessage> => {
      const m = await jsm.streams.getMessage(f.env.names.eventsStream, { seq });
      if (!m) throw new Error(`no message ${seq}`);
      return { seq: m.seq, subject: m.subject, data: m.data };
    };
    const batch = [await raw(first.seq), await raw(second.seq), await raw(opened.seq)];
    const apply = () =>
      applyBatch(
        f.database.db,
        { projection: ledgerProjection, schema: 'rm_ledger', names: f.env.names, registry: ledgerRegistry, lock: true },
        batch,
      );
    assert.deepEqual(await apply(), { checkpoint: second.seq, applied: 2, events: 2 });
    const late = () => balancesSnapshot(f.database.db).then((rows) => rows.find((r) => r.account_id === 'late'));
    assert.equal((await late())?.balance, 10);
    // and the same batch once more changes nothing
    assert.deepEqual(await apply(), { checkpoint: second.seq, applied: 0, events: 0 });
    assert.equal((await late())?.balance, 10);
  });
});
