import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectionStatus, StatusReport } from '../src/status-command.ts';
import { auditLogFixture } from './support/audit-log-fixture.ts';
import { cliEnv, runCli, seedClaims, waitForCheckpoint } from './support/ops-cli.ts';

describe('ops status', () => {
  const f = auditLogFixture();

  const status = async (): Promise<{ report: StatusReport; audit: ProjectionStatus }> => {
    const r = await runCli(['status', '--json'], { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout) as StatusReport;
    const audit = report.projections.find((p) => p.name === 'audit_log');
    assert.ok(audit, 'audit_log is in the report');
    return { report, audit };
  };

  describe('when the worker has caught up', () => {
    it('shows lag 0, the checkpoint at the last seq and nothing pending on the consumer', async () => {
      const last = await seedClaims(f.store, 300);
      await waitForCheckpoint(f.database.db, 'rm_audit_log', last);
      const { report, audit } = await status();
      assert.equal(report.stream, f.env.names.eventsStream);
      assert.equal(report.last_seq, last);
      assert.equal(audit.checkpoint, last);
      assert.equal(audit.lag, 0);
      assert.equal(audit.consumer?.name, 'proj_audit_log');
      assert.equal(audit.consumer?.num_pending, 0);
    });

    it('prints the same facts as an aligned table without --json', async () => {
      const r = await runCli(['status'], { env: cliEnv(f.env) });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`^stream ${f.env.names.eventsStream}: last seq 300, 300 messages$`, 'm'));
      assert.match(r.stdout, /^audit_log +300 +300 +0 +0 +proj_audit_log +0 /m);
    });
  });

  describe('when the worker is stopped while events keep coming', () => {
    it('shows a lag equal to the events appended since, also pending on the consumer', async () => {
      await f.worker.stop();
      const before = await status();
      const last = await seedClaims(f.store, 25, 'while-stopped');
      const { report, audit } = await status();
      assert.equal(report.last_seq, last);
      assert.equal(audit.checkpoint, before.audit.checkpoint);
      assert.equal(audit.lag, 25);
      assert.equal(audit.consumer?.num_pending, 25);
      assert.equal(audit.consumer?.ack_floor, before.audit.checkpoint);
    });
  });
});
