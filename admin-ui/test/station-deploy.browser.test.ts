// Deploying from the station itself: the installer
// follows the undeployed kiosk's 'Go to Deployment' link in the station's own browser, deploys
// the pod, and the console tells the station's helper its key and type through the bridge, so
// the kiosk starts without anyone typing the key into the station. The lock switch of the
// station's own pod tells its helper at once too, and never for another pod.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployPodInForm, deployPodWithoutStation } from './support/pods-steps.ts';
import { PAGE_WAIT, toast } from './support/waits.ts';

type Call = { method: string; path: string; body: Record<string, unknown> | null };
type Station = { pod_id_key: string; pod_type: string; mac_address: string };

const rowOf = (page: Page, nav: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: nav, exact: true }) });

describe('deploying a pod from the station itself', () => {
  let h: AdminHarness;
  const browser = useBrowser();

  /** The helper POSTs station `i` got on a path ending in `path`, oldest first. */
  const posts = async (i: number, path: string) =>
    ((await h.control(i, 'calls')) as Call[]).filter((c) => c.method === 'POST' && c.path.endsWith(path));

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('gives the undeployed station its key and type from the deploy form, and its kiosk starts', async (t) => {
    const station = await h.startStation('');
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());

    // the station's browser: its kiosk asks to deploy it first
    await page.goto(h.stationUrl(station));
    await page.getByRole('heading', { name: 'Please deploy this POD first!' }).waitFor();
    await shoot(page, 'station-not-deployed');
    await page.getByRole('link', { name: 'Go to Deployment' }).click();
    await page.waitForURL('**/admin/login');
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');

    // through the screens to Deploy New Pod, with the MAC address the station shows
    await page.getByRole('link', { name: /^Labs/ }).click();
    await page.getByRole('row').filter({ hasText: 'Demo Lab' }).getByRole('link', { name: 'View Pods' }).click();
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    await page.getByRole('link', { name: 'Deploy New Pod' }).click();
    const { mac_address } = (await h.control(station, 'state')) as Station;
    const key = await deployPodInForm(page, {
      mac: mac_address,
      lab: 'Demo Lab',
      type: 'GamePod Duo',
      nav: 'A2',
      ip: '10.0.0.92',
    });

    // the console told the station's helper, through the bridge
    await eventually(
      'the helper to get the pod id and type',
      async () => (await posts(station, '/kiosk/set/pod_type')).length > 0,
      PAGE_WAIT,
    );
    assert.deepEqual(
      (await posts(station, '/kiosk/set/pod_id')).map((c) => c.body),
      [{ pod_id: key }],
    );
    assert.deepEqual(
      (await posts(station, '/kiosk/set/pod_type')).map((c) => c.body),
      [{ pod_type: 'gp_duo' }],
    );
    const told = (await h.control(station, 'state')) as Station;
    assert.deepEqual([told.pod_id_key, told.pod_type], [key, 'gp_duo']);
    assert.equal(await toast(page, 'This station did not take the pod key').count(), 0);
    await shoot(page, 'station-deployed');

    // its bridge registers at once, so the new pod comes online in the list
    await page.getByRole('link', { name: /Back To Pods Management/ }).click();
    await rowOf(page, 'A2').getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 60_000 });

    // and the kiosk starts with the key
    await page.goto(h.url('/'));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Please deploy this POD first!' }).count(), 0);
    await shoot(page, 'station-ready');
  });

  it("tells the station's helper when its own pod is locked out and unlocked, and not for another pod", async (t) => {
    // another pod of the lab, with no station in this browser
    const labId = await deployPodWithoutStation(h, 'A3', '10.0.0.93');

    // the browser of station 0 (pod A1): its kiosk starts, then the console opens in the same tab
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.stationUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.goto(h.url('/admin/login'));
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url(`/admin/labs/${labId}/pods`));
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();

    // what the console sends says yes or no; the bridge's lockout command says true or false
    const fromConsole = async () =>
      (await posts(0, '/kiosk/set/pod_disabled')).map((c) => c.body?.pod_disabled).filter((v) => typeof v === 'string');

    await page.getByRole('switch', { name: 'Lockout A3' }).click();
    await toast(page, 'A3 is locked out').waitFor();
    const lock = page.getByRole('switch', { name: 'Lockout A1' });
    await lock.click();
    await toast(page, 'A1 is locked out').waitFor();
    await eventually(
      'the console to tell the station it is disabled',
      async () => (await fromConsole()).includes('yes'),
      PAGE_WAIT,
    );
    await shoot(page, 'station-locked');
    await eventually(
      'the switch to read on',
      async () => (await lock.getAttribute('aria-checked')) === 'true',
      PAGE_WAIT,
    );
    await lock.click();
    await toast(page, 'A1 is unlocked').waitFor();
    await eventually(
      'the console to tell the station it is enabled',
      async () => (await fromConsole()).includes('no'),
      PAGE_WAIT,
    );
    assert.deepEqual(await fromConsole(), ['yes', 'no'], 'nothing was sent for A3, a pod of another station');
  });
});
