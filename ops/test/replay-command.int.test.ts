import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { isolatedNames } from '@gamepod/events';
import type { Database } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { sql } from 'kysely';
import { auditLogFixture } from './support/audit-log-fixture.ts';
import { cliEnv, runCli, seedClaims, waitForCheckpoint } from './support/ops-cli.ts';

/** The audit log as a list of plain rows, without the column that records wall-clock insert time. */
async function auditRows(database: Database): Promise<unknown[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from rm_audit_log.audit_log order by seq, idx`.execute(
    database.db,
  );
  return rows.map(({ recorded_at: _, ...rest }) => rest);
}

describe('ops replay audit_log', () => {
  const f = auditLogFixture();
  let lastSeq = 0;

  before(async () => {
    lastSeq = await seedClaims(f.store, 2_000);
    await waitForCheckpoint(f.database.db, 'rm_audit_log', lastSeq);
  });

  it('runs against the same isolated names the test env uses', () => {
    assert.deepEqual(f.env.names, isolatedNames(f.env.id));
  });

  it('rebuilds a read model identical to the one the live worker built, and reports 100%', async () => {
    const live = await auditRows(f.database);
    assert.equal(live.length, 2_000);

    const r = await runCli(['replay', 'audit_log'], { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);

    assert.deepEqual(await auditRows(f.database), live);
    assert.match(r.stderr, /audit_log \[#+\]\s+100%\s+2,000\/2,000\s+[\d,]+ commits\/s/);
    assert.match(r.stdout, /^audit_log: replayed 2,000 commits in .+ \([\d,]+ commits\/s\), checkpoint 2,000$/m);
  });

  it('rebuilds every read model with one pass over the log, one summary line each', async () => {
    const live = await auditRows(f.database);
    const r = await runCli(['replay', 'all'], { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);
    const events = ALL_PROJECTIONS.filter((p) => p.source !== 'telemetry').length;
    assert.match(
      r.stderr,
      new RegExp(`^${events} read models \\[#+\\]\\s+100%\\s+2,000/2,000\\s+[\\d,]+ commits/s$`, 'm'),
    );
    for (const p of ALL_PROJECTIONS) assert.match(r.stdout, new RegExp(`^${p.name}: replayed `, 'm'));
    assert.deepEqual(await auditRows(f.database), live);
  });

  it('leaves the live worker able to go on applying new events after the swap', async () => {
    const next = await seedClaims(f.store, 10, 'after-replay');
    await waitForCheckpoint(f.database.db, 'rm_audit_log', next);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from rm_audit_log.audit_log`.execute(
      f.database.db,
    );
    assert.equal(rows[0]?.n, 2_010);
  });
});
