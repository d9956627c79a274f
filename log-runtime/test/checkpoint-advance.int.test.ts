import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RawMessage } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { readCheckpoint } from '../src/consumer/checkpoints.ts';
import { applyBatch, decodeRelevant } from '../src/read-models/apply-batch.ts';
import { migrateProjectionSchema } from '../src/read-models/migrate.ts';
import { AccountOpened, AmountPosted, balancesSnapshot, ledgerProjection, ledgerRegistry } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };
const SCHEMA = 'rm_ledger';
// the ledger read model as if it read postings only: an opened account is nothing to it
const postingsOnly = { ...ledgerProjection, eventTypes: [AmountPosted.type] };

describe('a batch holding nothing the projection reads', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  before(async () => {
    await migrateProjectionSchema(f.database.db, SCHEMA, ledgerProjection.migrations);
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
  });
  after(() => watcher.close());

  const open = async (label: string) =>
    (await f.store.append('account', label, [AccountOpened.of({ label })], { expectedVersion: 'any', context })).seq;
  const raw = async (seq: number): Promise<RawMessage> => {
    const m = await (await jetstreamManager(f.env.nc)).streams.getMessage(f.env.names.eventsStream, { seq });
    if (!m) throw new Error(`no message ${seq}`);
    return { seq: m.seq, subject: m.subject, data: m.data };
  };
  const decoded = async (projection: typeof ledgerProjection, seqs: number[]) =>
    Promise.all(
      seqs.map(async (s) => decodeRelevant({ projection, names: f.env.names, registry: ledgerRegistry }, await raw(s))),
    );
  const apply = (projection: typeof ledgerProjection, batch: Awaited<ReturnType<typeof decoded>>) =>
    applyBatch(
      f.database.db,
      { projection, schema: SCHEMA, names: f.env.names, registry: ledgerRegistry, lock: true },
      batch,
    );

  it('moves the checkpoint past it and announces the move, without waiting on the projection lock', async () => {
    const first = await open('x');
    const second = await open('y');
    const batch = await decoded(postingsOnly, [first, second]);
    assert.deepEqual(
      batch.map((c) => c.events.length),
      [0, 0],
    );
    const announced = watcher.waitFor(['ledger'], second, 10_000);
    // a replay's swap holds this lock; moving over nothing to apply need not wait for it
    const holder = await f.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', ['gp_projection:ledger']);
      assert.deepEqual(await apply(postingsOnly, batch), { checkpoint: second, applied: 2, events: 0 });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    assert.equal(await announced, true);
    assert.equal(await readCheckpoint(f.database.db, SCHEMA), second);
    assert.deepEqual(await balancesSnapshot(f.database.db), []);
  });

  it('never moves the checkpoint back, and a batch with something to apply still applies it', async () => {
    const checkpoint = (await readCheckpoint(f.database.db, SCHEMA)) ?? 0;
    const older = await decoded(postingsOnly, [checkpoint]);
    assert.deepEqual(await apply(postingsOnly, older), { checkpoint, applied: 0, events: 0 });
    assert.equal(await readCheckpoint(f.database.db, SCHEMA), checkpoint);

    const third = await open('z');
    assert.deepEqual(await apply(ledgerProjection, await decoded(ledgerProjection, [third])), {
      checkpoint: third,
      applied: 1,
      events: 1,
    });
    const rows = await balancesSnapshot(f.database.db);
    assert.deepEqual(
      rows.map((r) => r.account_id),
      ['z'],
    );
    assert.equal(await readCheckpoint(f.database.db, SCHEMA), third);
  });
});
