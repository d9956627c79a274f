// NATS goes away under a running product: the server is killed (a crash, the OOM killer) and
// started again on its store. Nothing may crash; while it is gone health names it, what needs
// the log answers 503 and what reads only the read models still answers; once it is back, the
// services, the projection workers, the reactions and the station's bridge reconnect by
// themselves, and everything acknowledged is in the read models.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RestartableNats, startRestartableNats } from '@gamepod/devkit';
import { outageChecks } from '../test-support/outage-checks.ts';
import { type ProductHarness, startProductHarness } from '../test-support/product-harness.ts';

/** How soon after NATS is back the product must work: clients retry every 500 ms, consumers re-pull within seconds. */
const RECOVERY_MS = 15_000;

describe('when the NATS server is killed and started again under a running product', () => {
  let nats: RestartableNats;
  let h: ProductHarness;
  const check = outageChecks(() => h);

  before(async () => {
    nats = await startRestartableNats();
    h = await startProductHarness({ pods: 1, name: 'nats-outage', natsUrl: nats.url });
  });
  after(async () => {
    await h?.close();
    await nats?.destroy();
  });

  it('serves as usual before anything happens', async () => {
    await check.productWorks('before', RECOVERY_MS);
  });

  it('says NATS is down while it is, answers 503 to what needs the log, and still reads', async () => {
    await nats.kill('SIGKILL');
    const health = await check.healthUntil('health to name NATS', 503, (b) => !b.data.nats.ok, RECOVERY_MS);
    assert.equal(health.status, false);
    assert.match(health.message, /nats/i);

    // a write is an append: without the log it cannot be acknowledged, and says so
    const write = await h.api('/admin/run/command', { body: { command_type: 'reboot', pod_ids: [h.podIds[0]] } });
    assert.equal(write.status, false);
    assert.match(write.message, /try again/i);

    // a read of a read model needs Postgres only
    const labs = await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`);
    assert.equal(labs.status, true, labs.message);
  });

  it('comes back once NATS is, with everything acknowledged', async () => {
    await nats.start();
    await check.productWorks('after the restart', RECOVERY_MS);
    await check.nothingAcknowledgedMissing();
  });
});
