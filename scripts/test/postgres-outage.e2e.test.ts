// Postgres goes away under a running product: first every connection is cut (what a failover or
// an idle-connection reaper does to clients), then the server stops and starts again (a
// maintenance restart). Nothing may crash; while Postgres is gone health names it and requests
// that need it get a 503; within 10 s of it answering again, a login, a pod command and an admin
// write work, and everything acknowledged before, during and after is in the read models.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type PrivatePostgres, startPrivatePostgres } from '@gamepod/devkit';
import { outageChecks } from '../test-support/outage-checks.ts';
import { type ProductHarness, startProductHarness } from '../test-support/product-harness.ts';

const RECOVERY_MS = 10_000;

describe('when Postgres drops its connections or restarts under a running product', () => {
  let postgres: PrivatePostgres;
  let h: ProductHarness;
  const check = outageChecks(() => h);

  before(async () => {
    postgres = await startPrivatePostgres();
    h = await startProductHarness({ pods: 1, name: 'pg-outage', postgresUrl: postgres.url });
  });
  after(async () => {
    await h?.close();
    await postgres?.destroy();
  });

  it('serves as usual before anything happens', async () => {
    await check.productWorks('before', RECOVERY_MS);
  });

  it('comes back within 10 s after every connection is cut', async () => {
    const cut = await postgres.cutConnections();
    assert.ok(cut > 5, `cut ${cut} connections`);
    await check.productWorks('after the cut', RECOVERY_MS);
  });

  it('says Postgres is down while it is, and answers 503 to what needs it', async () => {
    await postgres.stop();
    const health = await check.healthUntil('health to name Postgres', 503, (b) => !b.data.postgres.ok, RECOVERY_MS);
    assert.equal(health.status, false);
    assert.match(health.message, /postgres/i);

    const login = await check.adminLogin();
    assert.equal(login.code, 503);
    assert.equal(login.status, false);
    assert.match(login.message, /try again/i);

    const res = await fetch(`${h.baseUrl}/api/v1/admin/kiosk/labs`, {
      headers: { authorization: `Bearer ${h.adminToken}` },
    });
    assert.equal(res.status, 503);
    const body = (await res.json()) as { status: boolean; message: string };
    assert.equal(body.status, false);
  });

  it('comes back within 10 s after Postgres starts again, with everything acknowledged', async () => {
    await postgres.start();
    await check.productWorks('after the restart', RECOVERY_MS);
    await check.nothingAcknowledgedMissing();
  });
});
