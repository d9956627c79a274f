import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { PAGE_WAIT } from './support/waits.ts';

type Call = { method: string; path: string; body: Record<string, unknown> | null };
type Station = { consoles: { pod_disabled: boolean }; counters: { reboot: number }; led1: { color: string } };
type ListedPod = {
  id: string;
  license: string | null;
  ScreenshotDetail: { age: number | null };
  latestsession: { session_status: number; user: { name: string; user_name: string } | null } | null;
};

/** An <img> in the page (the tests' tsconfig has no DOM types). */
type Img = { decode(): Promise<void>; naturalWidth: number };

describe('Manage Your Pods (a client admin)', () => {
  let h: AdminHarness;
  let labId: string;
  let listUrl: string;
  const browser = useBrowser();

  const calls = async (path: string) =>
    ((await h.control(0, 'calls')) as Call[]).filter((c) => c.method === 'POST' && c.path.endsWith(path));
  const station = async () => (await h.control(0, 'state')) as Station;
  const listed = async () => (await h.api(`/admin/kiosk/pods?lab_id=${labId}`)).data.pods as ListedPod[];

  async function openList(size: 'desk' | 'tablet' = 'desk'): Promise<Page> {
    const page = await openAdminPage(browser(), size);
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url(listUrl));
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    return page;
  }
  const rowOf = (page: Page, nav: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: nav, exact: true }) });

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
      id: string;
      value: string;
    }>;
    labId = labs.find((l) => l.value === 'Demo Lab')?.id ?? '';
    listUrl = `/admin/labs/${labId}/pods`;
    // the station's first screenshot, so the list has a thumbnail to show
    await eventually('the first screenshot', async () => (await listed())[0]?.ScreenshotDetail.age !== null, PAGE_WAIT);
  });
  after(() => h?.close());

  it('lists the pods with the station online, connected, and its thumbnail', async (t) => {
    const page = await openList();
    t.after(() => page.context().close());
    assert.equal(await page.title(), 'gamepod | Manage Your Pods');
    assert.equal(await page.getByRole('link', { name: /Back To Labs Management/ }).getAttribute('href'), '/admin/labs');
    assert.equal(await page.getByRole('link', { name: 'Deploy New Pod' }).getAttribute('href'), `${listUrl}/deploy`);
    for (const header of ['Key', 'Nav', 'Activity', 'Connected', 'Status', 'Online', 'Thumbnail', 'Action'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const row = rowOf(page, 'A1');
    await row.getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 40_000 });
    await row.getByRole('img', { name: 'Connected', exact: true }).waitFor();
    await row.getByText('ACTIVE', { exact: true }).waitFor();

    // the key is masked until the eye shows it
    const key = h.stations[0]?.pod_id_key ?? '';
    assert.equal(await row.getByText(key).count(), 0);
    await row.getByRole('button', { name: 'Show the key of A1' }).click();
    await row.getByText(key, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Hide the key of A1' }).click();
    await row.getByText(/GP-/).filter({ hasNotText: key }).waitFor();

    const thumbnail = row.getByRole('button', { name: 'Open the screenshot of A1' });
    await thumbnail.waitFor();
    assert.ok(
      (await thumbnail
        .locator('img')
        .evaluate((el) => (el as unknown as Img).decode().then(() => (el as unknown as Img).naturalWidth))) > 0,
    );
    await shoot(page, 'pods');

    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Pod Thumbnail' });
    const picture = viewer.getByRole('img', { name: 'The screen of A1' });
    await picture.waitFor();
    const width = await picture.evaluate((el) =>
      (el as unknown as Img).decode().then(() => (el as unknown as Img).naturalWidth),
    );
    assert.equal(width, 320, 'the simulator paints 320x180');
    await viewer.getByText('refreshes every 8 s', { exact: false }).waitFor();
    await shoot(page, 'pods-thumbnail');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('sends lockout to the station as pod_disabled, keeps the switch on after a reload, and unlocks', async (t) => {
    const page = await openList();
    t.after(() => page.context().close());
    const lock = page.getByRole('switch', { name: 'Lockout A1' });
    assert.equal(await lock.getAttribute('aria-checked'), 'false');
    await lock.click();
    await page.getByRole('status').filter({ hasText: 'A1 is locked out' }).waitFor();
    await eventually('the helper to disable the pod', async () => (await station()).consoles.pod_disabled, PAGE_WAIT);
    assert.deepEqual((await calls('/kiosk/set/pod_disabled')).at(-1)?.body, { pod_disabled: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    await eventually(
      'the switch to read on',
      async () => (await lock.getAttribute('aria-checked')) === 'true',
      PAGE_WAIT,
    );
    await lock.click();
    await page.getByRole('status').filter({ hasText: 'A1 is unlocked' }).waitFor();
    await eventually('the helper to enable the pod', async () => !(await station()).consoles.pod_disabled, PAGE_WAIT);
    assert.deepEqual((await calls('/kiosk/set/pod_disabled')).at(-1)?.body, { pod_disabled: false });
    assert.equal(await lock.getAttribute('aria-checked'), 'false');
  });

  it('logs the station out and reboots it from the row actions', async (t) => {
    const page = await openList();
    t.after(() => page.context().close());
    const row = rowOf(page, 'A1');
    const before = await calls('/kiosk/set/logout_web');
    await row.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Logout sent to A1' }).waitFor();
    await eventually(
      'the helper to log out',
      async () => (await calls('/kiosk/set/logout_web')).length > before.length,
      PAGE_WAIT,
    );

    const reboots = (await station()).counters.reboot;
    await row.getByRole('button', { name: 'Reboot', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Reboot sent to A1' }).waitFor();
    await eventually('the helper to reboot', async () => (await station()).counters.reboot === reboots + 1, PAGE_WAIT);
  });

  it('sets the LED defaults from Update LED Settings and lights the station', async (t) => {
    const page = await openList();
    t.after(() => page.context().close());
    await rowOf(page, 'A1').getByRole('button', { name: 'LED Defaults' }).click();
    const modal = page.getByRole('dialog', { name: 'Update LED Settings' });
    const change1 = modal.getByRole('button', { name: 'Change LED1' });
    await modal.getByRole('button', { name: 'Change LED2' }).waitFor();
    assert.equal(await change1.isDisabled(), true, 'no colour chosen yet');
    await modal.getByRole('button', { name: '#00ff00', exact: true }).click();
    await shoot(page, 'pods-led');
    await change1.click();
    await page.getByRole('status').filter({ hasText: 'LED1 of A1 is now #00ff00' }).waitFor();
    await modal.getByRole('button', { name: '#00ff00 (LED1 default)' }).waitFor();
    await eventually(
      'the helper to show the colour',
      async () => (await station()).led1.color === '#00ff00',
      PAGE_WAIT,
    );
    const settings = await h.api(`/admin/kiosk/get_client_theme_logo?client_id=${h.clientId}`);
    assert.equal(settings.data.led1_pallet_id, 5);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('deletes a pod only after the confirmation', async (t) => {
    const navs = (await h.api(`/admin/kiosk/navs?client_id=${h.clientId}`)).data.navs as Array<{
      id: string;
      license: string;
    }>;
    const nav = navs.find((n) => n.license === 'B12');
    await h.api('/admin/kiosk/deployment/pod', {
      body: {
        ip_address: '10.0.9.9',
        mac_address: '02:00:00:00:09:09',
        client_id: h.clientId,
        lab_id: labId,
        pod_type_id: 1,
        nav_id: nav?.id,
        seat: 'ACTIVE',
        is_active: 1,
        with_keyboard: 1,
        pro: 0,
      },
    });
    const page = await openList();
    t.after(() => page.context().close());
    const row = rowOf(page, 'B12');
    await row.getByRole('img', { name: 'Never connected' }).waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to permanently delete this Gamepod?', { exact: true }).waitFor();
    await shoot(page, 'pods-delete');
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await row.count(), 1);

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('status').filter({ hasText: 'B12 was deleted' }).waitFor();
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(
      (await listed()).map((p) => p.license),
      ['A1'],
    );
  });

  it('names the player signed in on a pod, and nobody once they log out', async (t) => {
    const kiosk = await openAdminPage(browser(), 'desk');
    t.after(() => kiosk.context().close());
    await kiosk.goto(h.stationUrl(0));
    await logInPlayer(kiosk, ACCOUNTS.player, DEMO_PASSWORD);
    const session = await eventually(
      'the pods list naming the player',
      async () => (await listed())[0]?.latestsession?.user && (await listed())[0]?.latestsession,
      PAGE_WAIT,
    );
    assert.equal(session.session_status, 2);
    assert.equal(session.user?.user_name, ACCOUNTS.player);
    const name = session.user?.name || ACCOUNTS.player;

    const page = await openList();
    t.after(() => page.context().close());
    const row = rowOf(page, 'A1');
    await row.getByText(name, { exact: false }).waitFor({ timeout: 40_000 });
    await row.getByText('Active', { exact: true }).waitFor();
    await shoot(page, 'pods-player');

    await kiosk.getByRole('button', { name: 'Logout' }).first().click();
    await eventually(
      'nobody on the pod',
      async () => (await listed())[0]?.latestsession?.session_status === 1,
      PAGE_WAIT,
    );
    await page.reload();
    await rowOf(page, 'A1').getByText('Active', { exact: true }).waitFor({ timeout: 40_000 });
    assert.equal(await rowOf(page, 'A1').getByText(name, { exact: false }).count(), 0);
  });

  it('works at 768 px wide', async (t) => {
    const page = await openList('tablet');
    t.after(() => page.context().close());
    await rowOf(page, 'A1').getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 40_000 });
    await shoot(page, 'pods');
    await rowOf(page, 'A1').getByRole('button', { name: 'LED Defaults' }).click();
    await page.getByRole('dialog', { name: 'Update LED Settings' }).getByRole('button', { name: '#ff0000' }).click();
    await shoot(page, 'pods-led');
    await page.keyboard.press('Escape');
    await rowOf(page, 'A1').getByRole('button', { name: 'Open the screenshot of A1' }).click();
    await page.getByRole('dialog', { name: 'Pod Thumbnail' }).getByRole('img').waitFor();
    await shoot(page, 'pods-thumbnail');
  });
});
