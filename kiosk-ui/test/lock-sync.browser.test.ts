import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { openPage, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { waitForLoginScreen } from './support/kiosk-steps.ts';

describe('a lock made at the station reaching the server (its bridge reports it)', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  /** The pod's lock_out as the admin's pod list shows it. */
  const serverLockOut = async (): Promise<number | boolean | undefined> => {
    const reply = await h.api('/admin/kiosk/client/pods');
    const pods = reply.data.pods as Array<{ id: string; lock_out: number | boolean }>;
    return pods.find((p) => p.id === h.podIds[0])?.lock_out;
  };

  it('reports a lock made at the station, and its release', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.ok(!(await serverLockOut()), 'not locked to begin with');

    // someone locks the station at the helper, not through the admin console
    await h.control(0, 'consoles', { pod_disabled: true });
    await eventually('the server to record the lock', async () => ((await serverLockOut()) ? true : null), {
      intervalMs: 200,
    });
    await h.control(0, 'consoles', { pod_disabled: false });
    await eventually('the server to record the release', async () => ((await serverLockOut()) ? null : true), {
      intervalMs: 200,
    });
  });
});
