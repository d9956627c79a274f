import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { jetstream } from '@nats-io/jetstream';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { consumerName } from '../src/read-models/projection.ts';
import { balancesSnapshot, expectedLedgerBalances, ledgerProjection, seedLedger } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const ACCOUNTS = 40;
// more than one pull's worth (4,000), so the worker pulls again while the thief waits in line
const POSTINGS = 9_000;

describe('a projection worker that never receives some of its deliveries', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(() => watcher.close());

  it('reads them again from its checkpoint instead of taking their redelivery for a copy', async () => {
    const last = await seedLedger(f.store, ACCOUNTS, POSTINGS);
    const worker = f.startWorker(ledgerProjection, { ackWaitMs: 1_000, maxBatch: 20 });
    // Another client pulls from the worker's own consumer and never acks: to the worker those
    // deliveries are lost, as when a client drops buffered messages, and they come back later
    // below sequences it has already queued.
    const js = jetstream(f.env.nc);
    const stolen = await eventually('deliveries taken from the worker', async () => {
      const consumer = await js.consumers.get(f.env.names.eventsStream, consumerName('ledger'));
      const batch = await consumer.fetch({ max_messages: 5, expires: 1_000 });
      const seqs: number[] = [];
      for await (const m of batch) seqs.push(m.seq);
      return seqs.length > 0 && seqs;
    });
    assert.ok(stolen.every((s) => s <= last));
    assert.equal(await watcher.waitFor(['ledger'], last, 60_000), true);
    const rows = await balancesSnapshot(f.database.db);
    assert.deepEqual(new Map(rows.map((r) => [r.account_id, r.balance])), expectedLedgerBalances(ACCOUNTS, POSTINGS));
    assert.equal(worker.checkpoint, last);
  });
});
