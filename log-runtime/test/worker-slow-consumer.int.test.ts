// Workers of one process share its NATS connection. The server cuts a connection whose unread
// data outgrows its buffer ("slow consumer") and what it held is lost to the client: so what the
// workers ask for at a time must stay under that buffer however large the commits are and however
// long the process is busy applying them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type NatsServer, startPrivateNatsServer } from '@gamepod/devkit';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { defineProjection } from '../src/read-models/projection.ts';
import { AccountOpened, balancesSnapshot, ledgerProjection } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const WORKERS = 3;
const COMMITS = 1_500;
/** Each commit carries a label this long: 1,500 of them are about 45 MB. */
const LABEL = 'x'.repeat(30_000);
/** How long each batch keeps the process from reading its socket. */
const BUSY_MS = 300;

/** The ledger under another name, whose batches each hold the event loop for a while. */
const busyLedger = (name: string) =>
  defineProjection({
    ...ledgerProjection,
    name,
    apply: (...args: Parameters<typeof ledgerProjection.apply>) => {
      const until = Date.now() + BUSY_MS;
      while (Date.now() < until) {
        // the process is busy: nothing reads the socket meanwhile
      }
      return ledgerProjection.apply(...args);
    },
  });

describe('projection workers sharing a connection while large commits pile up', () => {
  let nats: NatsServer;
  before(async () => {
    // a server buffer of 32 MiB per client connection: more than the workers may ask for
    // at a time (3 × 4 MiB), far less than the backlog
    nats = await startPrivateNatsServer({ configText: 'max_pending: 33554432\n' });
  });
  const f = ledgerFixture({ natsUrl: () => nats.url });
  after(() => nats?.stop());

  it('never ask for more than the server holds for them, so it never cuts them off', async () => {
    const context = { actor: { kind: 'system' as const, name: 'test' } };
    let last = 0;
    for (let i = 0; i < COMMITS; i++) {
      const { seq } = await f.store.append('account', `big${i}`, [AccountOpened.of({ label: LABEL })], {
        expectedVersion: 'any',
        context,
      });
      last = seq;
    }
    const names = Array.from({ length: WORKERS }, (_, i) => `ledger_busy${i}`);
    const watcher = await new CheckpointWatcher(f.env.databaseUrl, names).start();
    try {
      for (const name of names) f.startWorker(busyLedger(name), { maxBatch: 200 });
      assert.equal(await watcher.waitFor(names, last, 120_000), true, 'every worker caught up');
    } finally {
      await watcher.close();
    }
    const varz = (await (await fetch(`${nats.monitorUrl}/varz`)).json()) as { slow_consumers: number };
    assert.equal(varz.slow_consumers, 0, 'the server never cut the workers off as slow consumers');
    for (const name of names) {
      const rows = await balancesSnapshot(f.database.db, `rm_${name}`);
      assert.equal(rows.length, COMMITS);
    }
  });
});
