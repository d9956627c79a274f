import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
import { deployClient, deployLab, deployPod, fullLog, labsOf } from './support/client-steps.ts';
import { PAGE_WAIT, toast } from './support/waits.ts';

const REQUIRED = 'Please fill all required fields';

/** Opens a client's details as a super admin and waits for its form. */
async function openDetails(h: AdminHarness, page: Page, clientId: string): Promise<void> {
  await h.seedSession(page, 4);
  await page.goto(h.url(`/superadmin/clients/${clientId}`));
  await page.getByRole('heading', { name: 'Client Details' }).waitFor();
  await page.getByRole('button', { name: 'Update' }).waitFor();
}

describe('the super admin client screens', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('deploys a client through Deploy New Client, then lists it in Manage Your Clients', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('link', { name: /^Clients/ }).click();
    await page.getByRole('heading', { name: 'Manage Your Clients' }).waitFor();
    const clients = page.getByRole('table', { name: 'Clients' });
    await clients.getByRole('row', { name: /Demo Venue/ }).waitFor();
    await page.getByRole('link', { name: 'Back To Dashboard' }).waitFor();
    await shoot(page, 'clients');

    await page.getByRole('link', { name: 'Deploy New Client' }).click();
    await page.getByRole('heading', { name: 'Deploy New Client' }).waitFor();
    await page.getByRole('button', { name: 'Deploy' }).click();
    await toast(page, REQUIRED).waitFor();
    // First_name, email and phone are the required ones
    assert.equal(await page.getByText('This field is required').count(), 3);
    await shoot(page, 'client-deploy-required');

    await page.getByLabel('Client Name').fill('Harbor Arcade');
    await page.getByLabel('First Name').fill('Riley');
    await page.getByLabel('Last Name').fill('Harbor');
    await page.getByLabel('Email').fill('riley@harbor.test');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5551234567');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').fill('OR');
    assert.equal(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue(), '555-123-4567');
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page.waitForURL(/\/superadmin\/clients\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Client Details' }).waitFor();
    await toast(page, 'Client deployed').waitFor();
    assert.equal(await page.getByLabel('Client Name').inputValue(), 'Harbor Arcade');
    await page.getByText('No labs found for client!').waitFor();
    await page.getByText('No pods found for client!').waitFor();
    const detailsUrl = page.url();

    await page.getByRole('link', { name: 'Back To Clients Management' }).click();
    const row = clients.getByRole('row', { name: /Harbor Arcade/ });
    await row.waitFor();
    await row.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(detailsUrl);
    await page.getByRole('heading', { name: 'Client Details' }).waitFor();

    const tablet = await openAdminPage(browser(), 'tablet');
    t.after(() => tablet.context().close());
    await h.seedSession(tablet, 4);
    await tablet.goto(h.url('/superadmin/clients'));
    await tablet
      .getByRole('table', { name: 'Clients' })
      .getByRole('row', { name: /Harbor Arcade/ })
      .waitFor();
    await shoot(tablet, 'clients');
    await tablet.getByRole('link', { name: 'Deploy New Client' }).click();
    await tablet.getByLabel('First Name').waitFor();
    await shoot(tablet, 'client-deploy');
  });

  it('edits the client fields and its SSO settings, whose fields are required only while active', async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Morgan',
      name: 'Bayside Games',
      email: 'morgan@bayside.test',
    });
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openDetails(h, page, clientId);
    await page.getByLabel('Client Name').fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, REQUIRED).waitFor();
    await page.getByText('This field is required').waitFor();

    await page.getByLabel('Client Name').fill('Bayside Games HQ');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5559876543');
    await page.getByLabel('Address 1').fill('1 Pier Road');
    await page.getByRole('switch', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Client updated').waitFor();
    const client = (await h.api(`/admin/kiosk/client?client_id=${clientId}`)).data.clients as Array<
      Record<string, unknown>
    >;
    assert.deepEqual(
      [client[0]?.name, client[0]?.phone, client[0]?.address1, client[0]?.is_active],
      ['Bayside Games HQ', '555-987-6543', '1 Pier Road', 0],
    );

    const sso = page.getByRole('region', { name: 'SSO Settings' });
    await sso.getByRole('switch', { name: 'SSO Active' }).click();
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, REQUIRED).waitFor();
    assert.equal(await sso.getByText('Required while SSO is active').count(), 4);
    await shoot(page, 'client-sso-required');
    await sso.getByLabel('Entity ID').fill('https://idp.bayside.test/entity');
    await sso.getByLabel('Login URL').fill('https://idp.bayside.test/login');
    await sso.getByLabel('Logout URL').fill('https://idp.bayside.test/logout');
    await sso
      .getByLabel('Certificates')
      .fill(readFileSync(new URL('./fixtures/idp-signing.cert.pem', import.meta.url), 'utf8'));
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SSO settings saved').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    assert.equal(await page.getByLabel('Client Name').inputValue(), 'Bayside Games HQ');
    assert.equal(await page.getByRole('switch', { name: 'Active', exact: true }).getAttribute('aria-checked'), 'false');
    assert.equal(await sso.getByRole('switch', { name: 'SSO Active' }).getAttribute('aria-checked'), 'true');
    assert.equal(await sso.getByLabel('Entity ID').inputValue(), 'https://idp.bayside.test/entity');
    await shoot(page, 'client-details');

    // off again: nothing is required, and the stored details stay for next time
    await sso.getByRole('switch', { name: 'SSO Active' }).click();
    await sso.getByLabel('Certificates').fill('');
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SSO settings saved').waitFor();
    const after = (await h.api(`/admin/kiosk/client?client_id=${clientId}`)).data;
    assert.equal((after.clients as Array<{ sso_active: number }>)[0]?.sso_active, 0);

    const tablet = await openAdminPage(browser(), 'tablet');
    t.after(() => tablet.context().close());
    await openDetails(h, tablet, clientId);
    await shoot(tablet, 'client-details');
  });

  it("saves a lab's Force On, and puts the switch back when the server refuses", async (t) => {
    const clientId = await deployClient(h, { first_name: 'Quinn', name: 'Summit Play', email: 'quinn@summit.test' });
    const labId = await deployLab(h, clientId, 'Summit Floor');
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openDetails(h, page, clientId);
    const labs = page.getByRole('table', { name: 'Labs' });
    const forceOn = labs.getByRole('switch', { name: 'Force On Summit Floor' });
    assert.equal(await forceOn.getAttribute('aria-checked'), 'false');
    await forceOn.click();
    await toast(page, 'Force On turned on').waitFor();
    assert.equal(await forceOn.getAttribute('aria-checked'), 'true');
    assert.equal((await labsOf(h, clientId)).find((l) => l.id === labId)?.admin_mode, 1);

    // the event log takes no more writes (as when its storage is full): the server refuses the change
    const restore = await fullLog(h);
    try {
      await forceOn.click();
      await page.getByRole('alert').first().waitFor();
      await eventually(
        'the switch back on and enabled',
        async () => (await forceOn.getAttribute('aria-checked')) === 'true' && !(await forceOn.isDisabled()),
        PAGE_WAIT,
      );
      await labs.scrollIntoViewIfNeeded();
      await shoot(page, 'client-force-on-refused');
    } finally {
      await restore();
    }
    assert.equal((await labsOf(h, clientId)).find((l) => l.id === labId)?.admin_mode, 1);

    // and once the log takes writes again, the same switch saves
    await forceOn.click();
    await toast(page, 'Force On turned off').waitFor();
    assert.equal((await labsOf(h, clientId)).find((l) => l.id === labId)?.admin_mode, 0);
  });

  it("signs out when the session was revoked, leaving the lab's Force On as it was", async (t) => {
    const clientId = await deployClient(h, { first_name: 'Avery', name: 'Lakeside Lounge', email: 'avery@lake.test' });
    const labId = await deployLab(h, clientId, 'Lakeside Floor');
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openDetails(h, page, clientId);
    // the session ends elsewhere (another tab logged out): its token is no longer honoured
    const session = await h.storedSession(page);
    const ended = await h.api('/admin/logout', { body: {}, token: String(session?.token) });
    assert.equal(ended.status, true);
    await page.getByRole('switch', { name: 'Force On Lakeside Floor' }).click();
    await page.waitForURL('**/admin/login');
    assert.equal(await h.storedSession(page), null);
    assert.equal((await labsOf(h, clientId)).find((l) => l.id === labId)?.admin_mode, 0);
  });

  it("shows a lab's pods, Online and a live thumbnail, and opens the Pod Thumbnail viewer", async (t) => {
    const demoLabs = await labsOf(h, h.clientId);
    const freeLab = demoLabs.find((l) => l.value === 'Demo Lab');
    const paidLab = demoLabs.find((l) => l.value === 'Demo Paid Lab');
    assert.ok(freeLab && paidLab, 'the demo client has a free and a paid lab');
    // a pod no station runs: it never connected
    const silentKey = await deployPod(h, h.clientId, freeLab.id);
    const stationPod = h.podIds[0] ?? '';
    await eventually(
      'the pods table',
      async () => {
        const pods = (await h.api(`/admin/kiosk/client/pods?client_id=${h.clientId}&lab_id=${freeLab.id}`)).data
          .pods as Array<{ id: string; OnlineDetail: { online: number }; ScreenshotDetail: { age: number | null } }>;
        const p = pods.find((x) => x.id === stationPod);
        return p?.OnlineDetail.online === 1 && p.ScreenshotDetail.age !== null && p.ScreenshotDetail.age <= 60;
      },
      PAGE_WAIT,
    );

    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openDetails(h, page, h.clientId);
    await page
      .getByRole('table', { name: 'Pods' })
      .getByRole('row', { name: new RegExp(h.stations[0]?.pod_id_key ?? '') })
      .waitFor();
    await page.getByRole('table', { name: 'Pods' }).scrollIntoViewIfNeeded();
    await shoot(page, 'client-details-tables');
    await page
      .getByRole('table', { name: 'Labs' })
      .getByRole('row', { name: /Demo Lab/ })
      .getByRole('link', { name: 'View Pods' })
      .click();
    await page.waitForURL(`**/superadmin/clients/${h.clientId}/pods/${freeLab.id}`);
    await page.getByRole('heading', { name: 'Client Pods' }).waitFor();
    const pods = page.getByRole('table', { name: 'Pods' });
    const live = pods.getByRole('row', { name: new RegExp(h.stations[0]?.pod_id_key ?? '') });
    await live.getByRole('img', { name: 'Online' }).waitFor();
    const offline = pods.getByRole('row', { name: new RegExp(silentKey) });
    await offline.getByRole('img', { name: 'Never connected' }).waitFor();
    await offline.getByText('No screenshot yet').waitFor();
    const thumb = live.getByRole('button', { name: /^Open the thumbnail of/ });
    await eventually(
      'the thumbnail to load',
      () => thumb.locator('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth > 0),
      PAGE_WAIT,
    );
    await shoot(page, 'client-pods');

    await thumb.click();
    const viewer = page.getByRole('dialog', { name: 'Pod Thumbnail' });
    const screen = viewer.getByRole('img', { name: /^The screen of/ });
    await eventually(
      'the screenshot to load',
      () => screen.evaluate((img) => (img as { naturalWidth: number }).naturalWidth > 0),
      PAGE_WAIT,
    );
    await shoot(page, 'client-pods-thumbnail');
    // it reads the screenshot again while it is open (every 8 s): the image is asked for anew
    const first = await screen.getAttribute('src');
    await eventually('a fresh screenshot', async () => (await screen.getAttribute('src')) !== first, PAGE_WAIT);
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back To Client Details' }).click();
    await page.waitForURL(`**/superadmin/clients/${h.clientId}`);
    await page.goto(h.url(`/superadmin/clients/${h.clientId}/pods/${paidLab.id}`));
    await page.getByText('No pods found for requestd lab!').waitFor();

    const tablet = await openAdminPage(browser(), 'tablet');
    t.after(() => tablet.context().close());
    await h.seedSession(tablet, 4);
    await tablet.goto(h.url(`/superadmin/clients/${h.clientId}/pods/${freeLab.id}`));
    await tablet.getByRole('table', { name: 'Pods' }).getByRole('img', { name: 'Online' }).waitFor();
    await shoot(tablet, 'client-pods');
  });
});
