import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildEnvelopes, encodeCommit, uuidv7 } from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import { CheckpointWatcher } from '../src/consumer/checkpoint-watcher.ts';
import { listDeadLetters } from '../src/consumer/dead-letters.ts';
import type { ProjectionWorker } from '../src/read-models/projection-worker.ts';
import { replayProjection } from '../src/read-models/replay.ts';
import {
  AccountOpened,
  AmountPosted,
  balancesSnapshot,
  ledgerProjection,
  ledgerRegistry,
  seedLedger,
} from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };
const te = new TextEncoder();

describe('a read model that meets messages it cannot read or apply', () => {
  const f = ledgerFixture();
  let watcher: CheckpointWatcher;
  let worker: ProjectionWorker;
  const poison: number[] = [];

  /** Publishes bytes straight to the stream, as a writer that skips every check would. */
  const publishRaw = async (subject: string, data: Uint8Array) =>
    (await jetstream(f.env.nc).publish(subject, data, { msgID: uuidv7() })).seq;
  const subject = (aggregate: string, id: string) => `${f.env.names.prefix}.evt.${aggregate}.${id}`;
  /** A well-formed commit whose data no schema check looked at (as written before a check existed). */
  const unchecked = (type: string, data: unknown) =>
    encodeCommit(
      buildEnvelopes(ledgerRegistry, [AccountOpened.of({ label: 'x' })], context, new Date()).map((e) => ({
        ...e,
        type,
        data,
      })),
    );

  before(async () => {
    watcher = await new CheckpointWatcher(f.env.databaseUrl, ['ledger']).start();
    worker = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
  });
  after(() => watcher.close());

  it('sets each one aside with its sequence, stage and error, and goes on applying what follows', async () => {
    await seedLedger(f.store, 5, 50, 'before');
    poison.push(await publishRaw(subject('account', 'before0'), te.encode('not json {')));
    poison.push(await publishRaw(subject('account', 'before1'), te.encode('{"an":"object, not a commit"}')));
    // text Postgres refuses: the decode is fine, the apply fails every time
    poison.push(await publishRaw(subject('account', 'nul'), unchecked(AccountOpened.type, { label: 'bye\u0000' })));
    // an event of the account aggregate on another aggregate's subject
    poison.push(await publishRaw(subject('lab', 'l1'), unchecked(AmountPosted.type, { amount: 1 })));
    // a station writing what only services may
    poison.push(await publishRaw(subject('station', 'p1'), unchecked(AccountOpened.type, { label: 'forged' })));
    const { seq } = await f.store.append('account', 'after', [AccountOpened.of({ label: 'after' })], {
      expectedVersion: 0,
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 20_000), true, 'the read model reached the append after them');

    const rows = await balancesSnapshot(f.database.db);
    assert.ok(rows.some((r) => r.account_id === 'after'));
    assert.ok(!rows.some((r) => r.account_id === 'nul' || r.label === 'forged'));
    const letters = await listDeadLetters(f.database.db, 'rm_ledger');
    assert.deepEqual(
      letters.map((l) => [l.seq, l.stage]),
      [
        [poison[0], 'decode'],
        [poison[1], 'decode'],
        [poison[2], 'apply'],
        [poison[3], 'decode'],
        [poison[4], 'decode'],
      ],
    );
    assert.match(letters[0]?.error ?? '', /not a JSON commit/);
    assert.match(letters[3]?.error ?? '', /TestAmountPosted belongs to account, not lab/);
    assert.match(letters[4]?.error ?? '', /a station may not write TestAccountOpened/);
    // the excerpt shows the NUL as an escape: the dead letter itself is storable text
    assert.match(letters[2]?.excerpt ?? '', /bye\\u0000/);
  });

  it('starts again cleanly past them: a new worker resumes from the checkpoint and sets nothing aside twice', async () => {
    await worker.stop();
    const restarted = f.startWorker(ledgerProjection, { standbyRetryMs: 100 });
    const { seq } = await f.store.append('account', 'after-restart', [AccountOpened.of({ label: 'r' })], {
      expectedVersion: 0,
      context,
    });
    assert.equal(await watcher.waitFor(['ledger'], seq, 20_000), true);
    assert.equal((await listDeadLetters(f.database.db, 'rm_ledger')).length, poison.length);
    assert.equal(restarted.state, 'running');
    assert.equal(restarted.lastError, undefined);
  });

  it('rebuilds from sequence 1 into the same rows and the same dead letters', async () => {
    const before = await balancesSnapshot(f.database.db);
    const lettersBefore = await listDeadLetters(f.database.db, 'rm_ledger');
    await replayProjection({
      projection: ledgerProjection,
      nc: f.env.nc,
      db: f.database.db,
      names: f.env.names,
      registry: ledgerRegistry,
      batchSize: 7,
    });
    assert.deepEqual(await balancesSnapshot(f.database.db), before);
    const lettersAfter = await listDeadLetters(f.database.db, 'rm_ledger');
    assert.deepEqual(
      lettersAfter.map(({ recorded_at: _, ...l }) => l),
      lettersBefore.map(({ recorded_at: _, ...l }) => l),
    );
  });
});
