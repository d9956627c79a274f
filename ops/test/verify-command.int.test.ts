import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { uuidv7 } from '@gamepod/events';
import type { VerifyResult } from '@gamepod/log-runtime';
import { jetstream } from '@nats-io/jetstream';
import { sql } from 'kysely';
import { auditLogFixture } from './support/audit-log-fixture.ts';
import { assertOneLineFailure, cliEnv, runCli, seedClaims, waitForCheckpoint } from './support/ops-cli.ts';

describe('ops verify audit_log', () => {
  const f = auditLogFixture();
  let last = 0;

  const count = async (query: string) => Number((await f.database.pool.query<{ n: number }>(query)).rows[0]?.n ?? 0);
  const schemas = async () =>
    (
      await sql<{
        nspname: string;
      }>`select nspname from pg_namespace where nspname like 'rm_audit_log%' order by 1`.execute(f.database.db)
    ).rows.map((r) => r.nspname);

  before(async () => {
    await seedClaims(f.store, 1_500, 'before');
    // a message no reader can take: the live worker sets it aside, and a rebuild must too
    await jetstream(f.env.nc).publish(`${f.env.names.prefix}.evt.claim.email.x1`, new TextEncoder().encode('{'), {
      msgID: uuidv7(),
    });
    last = await seedClaims(f.store, 500, 'after');
    await waitForCheckpoint(f.database.db, 'rm_audit_log', last);
  });

  it('finds a healthy read model, dead letter included, equal to a rebuild while writes go on', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let round = 0; writing; round++) {
        await seedClaims(f.store, 20, `during-${round}-`);
        written += 20;
      }
    })();
    const r = await runCli(['verify', 'audit_log'], { env: cliEnv(f.env) });
    writing = false;
    await writer;
    assert.equal(r.code, 0, r.stderr);
    assert.ok(written > 0, 'appends went on while it verified');
    const line = r.stdout.match(/^audit_log: equal to a rebuild at sequence ([\d,]+) \((\d+) tables, ([\d,]+) rows\)/m);
    assert.ok(line, r.stdout);
    assert.ok(Number(line[1]?.replace(/,/g, '')) >= last, 'compared at or past the seeded end');
    // audit_log, _checkpoint, _dead_letters and kysely's two migration tables
    assert.equal(line[2], '5');
    assert.deepEqual(await schemas(), ['rm_audit_log'], 'the copy is dropped; nothing is swapped');
  });

  it('gives every table its counts as JSON, with the columns it leaves out', async () => {
    const r = await runCli(['verify', 'audit_log', '--json'], { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);
    const [result] = JSON.parse(r.stdout) as VerifyResult[];
    assert.equal(result?.status, 'equal');
    const byTable = new Map(result?.tables.map((t) => [t.table, t]));
    assert.deepEqual(byTable.get('_dead_letters')?.ignored, ['recorded_at']);
    assert.equal(byTable.get('_dead_letters')?.live, 1);
    assert.deepEqual(byTable.get('_checkpoint')?.ignored, ['updated_at']);
    assert.deepEqual(byTable.get('audit_log')?.ignored, ['recorded_at']);
    assert.equal(byTable.get('audit_log')?.live, byTable.get('audit_log')?.rebuilt);
  });

  it('fails with a per-table summary when a row was tampered with, and leaves the read model as it was', async () => {
    await sql`update rm_audit_log.audit_log set actor_id = 'mallory'
      where event_id = (select event_id from rm_audit_log.audit_log order by seq limit 1)`.execute(f.database.db);
    await sql`delete from rm_audit_log._dead_letters`.execute(f.database.db);
    const checkpoint = await count('select seq as n from rm_audit_log._checkpoint');

    const r = await runCli(['verify', 'audit_log'], { env: cliEnv(f.env) });
    assertOneLineFailure(r, /^ops: 1 of 1 read model is not equal to a rebuild: audit_log$/);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^audit_log: DIFFERS from a rebuild at sequence [\d,]+ in _dead_letters, audit_log$/m);
    assert.match(r.stdout, /^TABLE +LIVE +REBUILT +ONLY LIVE +ONLY REBUILT +SAME +NOTES$/m);
    assert.match(r.stdout, /^audit_log +[\d,]+ +[\d,]+ +1 +1 +NO +not compared: recorded_at$/m);
    assert.match(r.stdout, /^_dead_letters +0 +1 +0 +1 +NO +not compared: recorded_at$/m);
    assert.match(r.stdout, /^_checkpoint +1 +1 +0 +0 +yes /m);
    assert.match(r.stdout, /^ {2}audit_log, only live: +\{.*"actor_id":"mallory".*\}$/m);
    assert.match(r.stdout, /^ {2}audit_log, only rebuilt: +\{.*"actor_id":"ops-test".*\}$/m);

    // verifying repairs nothing: the tampered row is still there, the checkpoint where it was
    assert.equal(await count("select count(*) as n from rm_audit_log.audit_log where actor_id = 'mallory'"), 1);
    assert.ok((await count('select seq as n from rm_audit_log._checkpoint')) >= checkpoint);
    assert.deepEqual(await schemas(), ['rm_audit_log']);
  });

  it('names a read model never built here, and fails', async () => {
    const r = await runCli(['verify', 'users'], { env: cliEnv(f.env) });
    assertOneLineFailure(r, /^ops: 1 of 1 read model is not equal to a rebuild: users$/);
    assert.match(r.stdout, /^users: not built yet \(rm_users does not exist: its worker never ran here\)$/m);
  });
});
