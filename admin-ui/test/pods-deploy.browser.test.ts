import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { Page, Route } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { PAGE_WAIT, toast } from './support/waits.ts';

type PodForm = { id: string; pod_id_key: string; ip_address: string; mac_address: string; seat: string; note: string };

/** Holds every request to the API path `path` (e.g. '/admin/kiosk/pods') until released. */
async function holdRequests(page: Page, path: string): Promise<{ held: () => number; release: () => Promise<void> }> {
  const pattern = (url: URL) => url.pathname === `/api/v1${path}`;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = gate.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(pattern, handler);
  return {
    held: () => held.length,
    release: async () => {
      open();
      await Promise.all(held);
      await page.unroute(pattern, handler);
    },
  };
}

describe('Deploy New Pod and Edit Pod (a client admin)', () => {
  let h: AdminHarness;
  let labId: string;
  let listUrl: string;
  const browser = useBrowser();

  async function signedIn(size: 'desk' | 'tablet' = 'desk'): Promise<Page> {
    const page = await openAdminPage(browser(), size);
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
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
  });
  after(() => h?.close());

  it('checks the MAC address, deploys a pod, and shows it come online without a reload', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.goto(h.url(listUrl));
    await page.getByRole('link', { name: 'Deploy New Pod' }).click();
    await page.waitForURL(`**${listUrl}/deploy`);
    await page.getByRole('heading', { name: 'Deploy New Pod' }).waitFor();
    assert.equal(await page.title(), 'gamepod | Deploy New Pod');
    assert.equal(await page.getByRole('link', { name: /Back To Pods Management/ }).getAttribute('href'), listUrl);
    const step1 = page.getByRole('region', { name: 'Step 1: Check the MAC Address' });
    const mac = step1.getByRole('textbox', { name: 'MAC Address' });
    const check = step1.getByRole('button', { name: 'Check' });

    // step 1 with no MAC, then with the demo station's
    await check.click();
    await toast(page, 'Please enter the MAC address first.').waitFor();
    await shoot(page, 'pod-deploy');
    const existing = (await h.api(`/admin/kiosk/edit/pod?pod_id=${h.podIds[0]}`)).data.pod as PodForm;
    await mac.fill(existing.mac_address.toLowerCase());
    await mac.press('Enter');
    await toast(page, 'A pod with this MAC address already exists.').waitFor();
    const form = page.getByRole('form', { name: 'Pod details' });
    await page.getByRole('heading', { name: 'Step 2: Update the Existing Pod' }).waitFor();
    assert.equal(await form.getByLabel('IP Address').inputValue(), existing.ip_address);
    assert.equal(await form.getByLabel('Pod Key').inputValue(), existing.pod_id_key);
    await form.getByRole('button', { name: 'Update' }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    // a new MAC: the empty form, the client locked to the admin's own, the lab of the route
    await mac.fill('02:AA:BB:CC:DD:01');
    await check.click();
    await toast(page, 'No pod has this MAC address yet.').waitFor();
    await form.waitFor();
    const client = form.getByLabel('Client');
    assert.equal(await client.isDisabled(), true);
    await client.getByRole('option', { name: 'Demo Venue', selected: true }).waitFor({ state: 'attached' });
    await form
      .getByLabel('Lab')
      .getByRole('option', { name: 'Demo Lab', selected: true })
      .waitFor({ state: 'attached' });
    assert.equal(await form.getByLabel('MAC Address').inputValue(), '02:AA:BB:CC:DD:01');
    await form.getByRole('button', { name: 'Deploy' }).click();
    await toast(page, 'Please fill all required fields').waitFor();
    assert.equal(await form.getByLabel('IP Address').getAttribute('aria-invalid'), 'true');

    // the pod type decides the keyboard
    const keyboard = form.getByRole('switch', { name: 'With Keyboard' });
    for (const [type, has] of [
      ['GamePod Arcade', 'false'],
      ['GamePod Solo', 'true'],
      ['GamePod Duo', 'false'],
    ] as const) {
      await form.getByLabel('Pod Type').selectOption({ label: type });
      assert.equal(await keyboard.getAttribute('aria-checked'), has, type);
    }
    await form.getByRole('combobox', { name: 'Nav', exact: true }).selectOption({ label: 'A7' });
    await form.getByLabel('IP Address').fill('10.0.0.77');
    await form.getByLabel('XD1').selectOption({ label: 'Xbox' });
    await shoot(page, 'pod-deploy-form');
    await form.getByRole('button', { name: 'Deploy' }).click();
    const saved = page.getByRole('status', { name: 'Saved pod' });
    await saved.getByText('Pod deployed').waitFor();
    const key = (await saved.locator('code').textContent()) ?? '';
    assert.match(key, /^GP-/);
    await form.waitFor({ state: 'detached' });
    assert.equal(await mac.inputValue(), '');
    await shoot(page, 'pod-deploy-saved');

    // back to the list (no page load): the new pod waits for its station
    await page.evaluate('window.__sameDocument = true');
    await page.getByRole('link', { name: /Back To Pods Management/ }).click();
    const row = rowOf(page, 'A7');
    await row.getByRole('img', { name: 'Never connected' }).waitFor();
    // only the live push can turn it online now: the list's refresh waits until the end
    const hold = await holdRequests(page, '/admin/kiosk/pods');
    try {
      await h.startStation(key);
      await row.getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 60_000 });
      await row.getByRole('img', { name: 'Connected', exact: true }).waitFor();
    } finally {
      await hold.release();
    }
    assert.equal(await page.evaluate('window.__sameDocument'), true);
    const pods = (await h.api(`/admin/kiosk/pods?lab_id=${labId}`)).data.pods as Array<{
      pod_id_key: string;
      with_keyboard: number;
    }>;
    assert.equal(pods.find((p) => p.pod_id_key === key)?.with_keyboard, 0);
  });

  it('opens /admin/pods/deploy with a way back to the dashboard', async (t) => {
    const page = await signedIn('tablet');
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/pods/deploy'));
    await page.getByRole('heading', { name: 'Deploy New Pod' }).waitFor();
    assert.equal(await page.getByRole('link', { name: /Back To Dashboard/ }).getAttribute('href'), '/admin/dashboard');
    await shoot(page, 'pod-deploy');
    const step1 = page.getByRole('region', { name: 'Step 1: Check the MAC Address' });
    await step1.getByRole('textbox', { name: 'MAC Address' }).fill('02:AA:BB:CC:DD:02');
    await step1.getByRole('button', { name: 'Check' }).click();
    await toast(page, 'No pod has this MAC address yet.').waitFor();
    const form = page.getByRole('form', { name: 'Pod details' });
    await form
      .getByLabel('Lab')
      .getByRole('option', { name: 'Select Lab', selected: true })
      .waitFor({ state: 'attached' });
    await form.getByLabel('Lab').getByRole('option', { name: 'Demo Lab' }).waitFor({ state: 'attached' });
    await shoot(page, 'pod-deploy-form');
  });

  it('edits a pod, and refuses to save before the pod has loaded', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    const podId = h.podIds[0] ?? '';
    const editUrl = `${listUrl}/${podId}`;

    const hold = await holdRequests(page, '/admin/kiosk/edit/pod');
    await page.goto(h.url(editUrl));
    await page.getByRole('heading', { name: 'Edit Pod' }).waitFor();
    await eventually('the list request to be held', async () => hold.held() === 1, PAGE_WAIT);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'The pod has not loaded yet.').waitFor();
    await hold.release();

    const form = page.getByRole('form', { name: 'Pod details' });
    const before = (await h.api(`/admin/kiosk/edit/pod?pod_id=${podId}`)).data.pod as PodForm;
    await eventually(
      'the form to refill',
      async () => (await form.getByLabel('IP Address').inputValue()) === before.ip_address,
      PAGE_WAIT,
    );
    assert.equal(await form.getByLabel('Pod Key').inputValue(), before.pod_id_key);
    assert.equal(await form.getByLabel('Pod Key').isDisabled(), true);
    assert.equal(await page.getByRole('link', { name: /Back To Pods Management/ }).getAttribute('href'), listUrl);
    await form.getByLabel('Seat').selectOption('INACTIVE');
    await form.getByLabel('Note').fill('Joystick replaced on Monday');
    await form.getByLabel('IP Address').fill('');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Please fill all required fields').waitFor();
    await form.getByLabel('IP Address').fill('10.0.0.42');
    await shoot(page, 'pod-edit');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Pod updated').waitFor();
    const saved = (await h.api(`/admin/kiosk/edit/pod?pod_id=${podId}`)).data.pod as PodForm;
    assert.deepEqual(
      [saved.seat, saved.note, saved.ip_address],
      ['INACTIVE', 'Joystick replaced on Monday', '10.0.0.42'],
    );

    await page.getByRole('link', { name: /Back To Pods Management/ }).click();
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    await rowOf(page, 'A1').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**${editUrl}`);
    await page.getByRole('heading', { name: 'Edit Pod' }).waitFor();
  });

  it('shows Edit Pod at 768 px wide', async (t) => {
    const page = await signedIn('tablet');
    t.after(() => page.context().close());
    await page.goto(h.url(`${listUrl}/${h.podIds[0]}`));
    const form = page.getByRole('form', { name: 'Pod details' });
    await eventually(
      'the form to fill',
      async () => (await form.getByLabel('IP Address').inputValue()) !== '',
      PAGE_WAIT,
    );
    await shoot(page, 'pod-edit');
  });
});
