// The login screen's start-up outcomes: an undeployed
// station, a key services do not know, a lab whose allowed IPs exclude the station, and a
// helper or bridge that cannot be reached. The odd stations are real helper simulators with
// real bridges, started here beside the harness's own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freePort } from '@gamepod/devkit';
import { type Bridge, silentLog, startBridge } from '@gamepod/pod-bridge';
import { type HelperSimulator, startHelperSimulator } from '@gamepod/pod-bridge/simulator';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const UNKNOWN_MAC = '02:AB:CD:EF:01:23';
const IP_REFUSED = 'The user agent and Ip is not allowed to this Client! Need to start again by the admin manager!';

describe('the kiosk start-up screens', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  const extra: Array<{ sim: HelperSimulator; bridge: Bridge }> = [];

  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(async () => {
    for (const { sim, bridge } of extra.splice(0)) {
      await bridge.stop().catch(() => undefined);
      await sim.close().catch(() => undefined);
    }
    await h?.close();
  });

  /** A station of our own: a helper simulator with `podIdKey` and a bridge to it; returns its kiosk URL. */
  async function station(podIdKey: string, mac?: string): Promise<string> {
    const sim = await startHelperSimulator({
      port: 0,
      initial: { pod_id_key: podIdKey, ...(mac ? { mac_address: mac } : {}) },
    });
    const bridge = await startBridge({
      natsUrl: h.env.natsUrl,
      kioskPort: 0,
      helperUrl: sim.url,
      apiUrl: h.baseUrl,
      log: silentLog,
    });
    extra.push({ sim, bridge });
    return `${h.baseUrl}/?bridge=${encodeURIComponent(bridge.kioskUrl)}`;
  }

  async function fresh(t: { after: (fn: () => unknown) => void }): Promise<Page> {
    const page = await openPage(browser());
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    return page;
  }

  async function expectDeployLink(page: Page): Promise<void> {
    const link = page.getByRole('link', { name: 'Go to Deployment' });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), '/admin/login');
  }

  it('asks to deploy a station whose helper has no pod id, with a link to the deployment login', async (t) => {
    const page = await fresh(t);
    await page.goto(await station(''));
    await page.getByRole('heading', { name: 'Please deploy this POD first!' }).waitFor();
    await expectDeployLink(page);
    assert.equal(await page.getByRole('button', { name: 'Login', exact: true }).count(), 0);
    await shoot(page, 'startup-not-deployed');
    await page.getByRole('link', { name: 'Go to Deployment' }).click();
    await page.waitForURL('**/admin/login');
  });

  it('says "Gamepod not authorized." with the MAC address for an unknown key, and reloads after 10 s', async (t) => {
    const page = await fresh(t);
    await page.clock.install();
    await page.goto(await station('NOT-A-DEPLOYED-POD-KEY', UNKNOWN_MAC));
    await page.getByRole('heading', { name: 'Gamepod not authorized.' }).waitFor();
    await page.getByText(UNKNOWN_MAC).waitFor();
    // from here only runFor moves the page's time: a slow screenshot must not reload it early
    await pauseClock(page);
    await shoot(page, 'startup-unauthorized');
    await page.evaluate('window.__beforeReload = true');
    await page.clock.runFor(8_000);
    assert.equal(await page.evaluate('window.__beforeReload === true'), true, 'reloaded before 10 s');
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(2_500);
    await reloaded;
    await page.clock.resume();
    assert.equal(await page.evaluate('window.__beforeReload === true'), false, 'no reload after 10 s');
    await page.getByRole('heading', { name: 'Gamepod not authorized.' }).waitFor();
  });

  it("refuses a station outside its lab's allowed IPs, with a link to the deployment login", async (t) => {
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; lab_id: string }>;
    const labId = pods.find((p) => p.id === h.podIds[0])?.lab_id ?? '';
    const form = new FormData();
    form.set('lab_id', labId);
    form.set('csv_file', new Blob(['allowed_ip\n10.99.99.99\n'], { type: 'text/csv' }), 'ips.csv');
    const res = await fetch(`${h.baseUrl}/api/v1/admin/kiosk/upload/lab_allowedips`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.adminToken}` },
      body: form,
    });
    const uploaded = (await res.json()) as { status: boolean; message: string; data: { allowedips: { id: string }[] } };
    assert.equal(uploaded.status, true, uploaded.message);
    t.after(async () => {
      for (const { id } of uploaded.data.allowedips) {
        await h.api('/admin/kiosk/delete/lab_allowedip', { body: { id, lab_id: labId } });
      }
    });

    const page = await fresh(t);
    await page.goto(h.kioskUrl(0));
    await page.getByRole('heading', { name: IP_REFUSED }).waitFor();
    await expectDeployLink(page);
    assert.equal(await page.getByRole('button', { name: 'Login', exact: true }).count(), 0);
    await shoot(page, 'startup-ip-refused');
  });

  it("says the helper doesn't work when the bridge cannot be reached", async (t) => {
    const page = await fresh(t);
    const closed = `ws://127.0.0.1:${await freePort()}/ws`;
    await page.goto(`${h.baseUrl}/?bridge=${encodeURIComponent(closed)}`);
    await page.getByRole('heading', { name: "Flask API server doesn't work now!" }).waitFor();
    await shoot(page, 'startup-bridge-down');
  });

  it("says the helper doesn't work while it is down, and starts by itself once it is back", async (t) => {
    t.after(() => h.control(0, 'offline', { offline: false }));
    await h.control(0, 'offline', { offline: true });
    const page = await fresh(t);
    await page.goto(h.kioskUrl(0));
    await page.getByRole('heading', { name: "Flask API server doesn't work now!" }).waitFor();
    await shoot(page, 'startup-helper-down');
    await h.control(0, 'offline', { offline: false });
    await waitForLoginScreen(page);
    assert.equal(await page.getByRole('heading', { name: "Flask API server doesn't work now!" }).count(), 0);
  });
});
