import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

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

  it("re-reads the pod (/pod) when the station's pod_disabled changes, and only then", async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.control(0, 'consoles', { pod_disabled: false });
      await page.context().close();
    });
    const podReads: { status: number; query: string }[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('/api/v1/pod') && res.request().method() === 'GET')
        podReads.push({ status: res.status(), query: url.search });
    });
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    // the station reports every 3 s: while nothing changes there is no read
    await new Promise((r) => setTimeout(r, 2_000));
    const before = podReads.length;
    await new Promise((r) => setTimeout(r, 4_000));
    assert.equal(podReads.length, before);

    await h.control(0, 'consoles', { pod_disabled: true });
    await eventually('a read after the lock', () => (podReads.length === before + 1 ? true : null), {
      intervalMs: 200,
    });
    assert.equal(podReads.at(-1)?.status, 200);
    assert.match(podReads.at(-1)?.query ?? '', /pod_id_key=/);
    await h.control(0, 'consoles', { pod_disabled: false });
    await eventually('a read after the release', () => (podReads.length === before + 2 ? true : null), {
      intervalMs: 200,
    });
  });
});
