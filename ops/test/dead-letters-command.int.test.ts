import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildEnvelopes, catalogue, encodeCommit, UniqueValueClaimed, uuidv7 } from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import { sql } from 'kysely';
import type { StatusReport } from '../src/status-command.ts';
import { auditLogFixture } from './support/audit-log-fixture.ts';
import { cliEnv, runCli, seedClaims, seedContext, waitForCheckpoint } from './support/ops-cli.ts';

type Listed = Array<{ projection: string; letters: Array<{ seq: number; stage: string; error: string }> }>;

describe('ops and the dead letters of a read model', () => {
  const f = auditLogFixture();
  const poison: number[] = [];
  let last = 0;

  /** Publishes bytes straight to the stream, as a writer that skips every check would. */
  const publishRaw = async (subject: string, data: Uint8Array) =>
    (await jetstream(f.env.nc).publish(subject, data, { msgID: uuidv7() })).seq;
  const auditRows = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from rm_audit_log.audit_log`.execute(f.database.db)).rows[0]?.n;

  before(async () => {
    await seedClaims(f.store, 5, 'before');
    poison.push(await publishRaw(`${f.env.names.prefix}.evt.claim.email.x1`, new TextEncoder().encode('not json {')));
    // a station writing what only services may
    const forged = buildEnvelopes(
      catalogue,
      [UniqueValueClaimed.of({ kind: 'email', owner_aggregate: 'user', owner_id: 'forged' })],
      seedContext,
      new Date(),
    );
    poison.push(await publishRaw(`${f.env.names.prefix}.evt.station.p1`, encodeCommit(forged)));
    last = await seedClaims(f.store, 5, 'after');
    await waitForCheckpoint(f.database.db, 'rm_audit_log', last);
  });

  it('status counts them per read model and says how to list them', async () => {
    const json = await runCli(['status', '--json'], { env: cliEnv(f.env) });
    assert.equal(json.code, 0, json.stderr);
    const report = JSON.parse(json.stdout) as StatusReport;
    assert.equal(report.projections.find((p) => p.name === 'audit_log')?.dead_letters, 2);
    const table = await runCli(['status'], { env: cliEnv(f.env) });
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /^2 dead letters: `npm run ops -- dead-letters` lists them$/m);
  });

  it('dead-letters lists each with its sequence, stage and reason, as a table and as JSON', async () => {
    const json = await runCli(['dead-letters', 'audit_log', '--json'], { env: cliEnv(f.env) });
    assert.equal(json.code, 0, json.stderr);
    const listed = JSON.parse(json.stdout) as Listed;
    assert.deepEqual(
      listed.map((p) => p.projection),
      ['audit_log'],
    );
    assert.deepEqual(
      listed[0]?.letters.map((l) => [l.seq, l.stage]),
      poison.map((seq) => [seq, 'decode']),
    );
    assert.match(listed[0]?.letters[0]?.error ?? '', /not a JSON commit/);
    assert.match(listed[0]?.letters[1]?.error ?? '', /a station may not write UniqueValueClaimed/);

    const table = await runCli(['dead-letters'], { env: cliEnv(f.env) });
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /^CONSUMER +SEQ +STAGE +SUBJECT/m);
    for (const seq of poison) assert.match(table.stdout, new RegExp(`^audit_log +${seq} +decode `, 'm'));
  });

  it('dead-letters retry rebuilds the read model, tries each again in its place, and the worker goes on', async () => {
    const rows = await auditRows();
    const r = await runCli(['dead-letters', 'retry', 'all'], { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^audit_log: replayed /m);
    // nothing made them readable since, so they are set aside again, and only they
    assert.match(r.stdout, /^audit_log: dead letters 2 before, 2 after$/m);
    assert.equal(await auditRows(), rows);
    const next = await seedClaims(f.store, 3, 'after-retry');
    await waitForCheckpoint(f.database.db, 'rm_audit_log', next);
    assert.equal(await auditRows(), (rows ?? 0) + 3);
  });

  it('says so when there is nothing to list or retry', async () => {
    const listed = await runCli(['dead-letters', 'pods'], { env: cliEnv(f.env) });
    assert.equal(listed.code, 0, listed.stderr);
    assert.equal(listed.stdout, 'no dead letters\n');
    const retried = await runCli(['dead-letters', 'retry', 'pods'], { env: cliEnv(f.env) });
    assert.equal(retried.code, 0, retried.stderr);
    assert.equal(retried.stdout, 'no read model dead letters to retry\n');
  });
});
