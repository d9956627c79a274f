// The off-pod admin dashboard's widgets (orientation and alerts, shown when the route's query
// asks for them), and the header's admin activity report on a pod.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  openAdminPage,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployClient } from './support/client-steps.ts';

/** The sizes the widgets are checked at: a full-HD monitor and a small 1024×600 screen. */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1024, height: 600 },
] as const;

describe('the admin dashboard widgets', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  async function pageAt(size: (typeof SIZES)[number], t: { after: (fn: () => unknown) => void }): Promise<Page> {
    const context = await browser().newContext({
      viewport: size,
      deviceScaleFactor: 1,
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    t.after(() => context.close());
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  /** A client admin (role 3) of `clientId` signed in on `page` by a stored session. */
  async function clientAdmin(page: Page, clientId = h.clientId): Promise<string> {
    const token = await h.issueToken({ user_id: `widgets-admin-${clientId}`, role: 3, client_id: clientId });
    await h.seedSession(page, 3, { token, client_id: clientId, user_id: `widgets-admin-${clientId}` });
    return token;
  }

  const alerts = (page: Page) => page.getByRole('region', { name: 'Alerts', exact: true });
  const orientation = (page: Page) => page.getByRole('region', { name: 'Orientation', exact: true });

  it('shows no widget unless the query asks for one', async (t) => {
    const page = await pageAt(SIZES[0], t);
    await clientAdmin(page);
    await page.goto(h.url('/admin/dashboard'));
    await page.getByText('Welcome Admin!').waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    assert.equal(await alerts(page).count(), 0);
    assert.equal(await orientation(page).count(), 0);
    await page.goto(h.url('/admin/dashboard?is_alerts=1'));
    await alerts(page).waitFor();
    assert.equal(await orientation(page).count(), 0, 'only the widget asked for');
  });

  it('shows the orientation with the steps done, and the alerts showing now, at both sizes', async (t) => {
    const token = await h.issueToken({ user_id: 'widgets-alert-author', role: 3, client_id: h.clientId });
    const saved = await h.api('/common/alerts/save', {
      token,
      body: { text_head: 'Free play until noon', text_sub: 'Every console, every lab', type: 'success', enable: 1 },
    });
    assert.ok(saved.status, saved.message);
    for (const size of SIZES) {
      const page = await pageAt(size, t);
      await clientAdmin(page);
      await page.goto(h.url('/admin/dashboard?is_orientation=1&is_alerts=1'));
      const steps = orientation(page).getByRole('listitem');
      await steps.filter({ hasText: 'Add a lab' }).getByText('Done').waitFor();
      await steps.filter({ hasText: 'Deploy your pods' }).getByText('Done').waitFor();
      assert.equal(await steps.filter({ hasText: 'Choose your games' }).getByText('Done').count(), 0);
      assert.equal(
        await orientation(page).getByRole('link', { name: 'Add a lab' }).getAttribute('href'),
        '/admin/labs',
      );
      const shown = alerts(page).getByRole('listitem').filter({ hasText: 'Free play until noon' });
      await shown.getByText('Showing').waitFor();
      assert.equal(
        await alerts(page).getByRole('link', { name: 'Manage Alerts' }).getAttribute('href'),
        '/common/alerts',
      );
      await scrollToTop(orientation(page));
      await shoot(page, 'dashboard-widgets');
    }
  });

  it("says so when a venue has no labs and no alerts are showing: each widget's empty state", async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Empty Venue',
      name: 'Empty Venue Owner',
      email: `empty-venue-${Date.now()}@demo.test`,
    });
    for (const size of SIZES) {
      const page = await pageAt(size, t);
      await clientAdmin(page, clientId);
      await page.goto(h.url('/admin/dashboard?is_orientation=1&is_alerts=1'));
      await orientation(page).getByText('No labs yet: your venue starts with a lab.').waitFor();
      await alerts(page).getByText('No alerts are showing to players now.').waitFor();
      await scrollToTop(orientation(page));
      await shoot(page, 'dashboard-widgets-empty');
    }
  });

  it('shows each widget loading, then its failure with Retry, and Retry loads it', async (t) => {
    const page = await pageAt(SIZES[1], t);
    await clientAdmin(page);
    // the widgets' calls reach the real server with a field it does not know, which it refuses
    // (400); the first ones are held a moment so the loading shows
    let failing = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/api\/v1\/(common\/alerts\/list|admin\/kiosk\/labs)/, async (route) => {
      await held;
      const url = route.request().url();
      if (failing) await route.continue({ url: `${url}${url.includes('?') ? '&' : '?'}unknown_field=1` });
      else await route.continue();
    });
    await page.goto(h.url('/admin/dashboard?is_orientation=1&is_alerts=1'));
    await alerts(page).getByRole('status').getByText('Loading alerts…').waitFor();
    await orientation(page).getByRole('status').getByText('Loading your venue…').waitFor();
    await scrollToTop(orientation(page));
    await shoot(page, 'dashboard-widgets-loading');
    release();
    await alerts(page).getByRole('alert').getByText('The alerts could not be loaded.').waitFor();
    await orientation(page).getByRole('alert').getByText("Your venue's labs and pods could not be loaded.").waitFor();
    await scrollToTop(orientation(page));
    await shoot(page, 'dashboard-widgets-error');
    failing = false;
    await alerts(page).getByRole('button', { name: 'Retry' }).click();
    await orientation(page).getByRole('button', { name: 'Retry' }).click();
    await orientation(page).getByRole('listitem').filter({ hasText: 'Add a lab' }).waitFor();
    await alerts(page).getByRole('alert').waitFor({ state: 'detached' });
  });
});

describe("the console header's admin activity report", () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  const podActivities = async () =>
    (await h.store.read('kiosk', h.podIds[0] ?? '')).events
      .filter((e) => e.type === 'PodActivityRecorded')
      .map((e) => e.data as { activity: string; user_id: string | null });

  it("records the pod's activity as admin, with the admin, when the header loads on a pod", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.stationUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    const before = (await podActivities()).length;
    await page.getByLabel('Email').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('banner').getByText(ACCOUNTS.admin).waitFor();
    const session = (await h.storedSession(page)) as { user_id: string };
    const admin = await eventually(
      'the admin activity recorded',
      async () => (await podActivities()).slice(before).find((a) => a.activity === 'admin'),
      { timeoutMs: 20_000 },
    );
    assert.equal(admin.user_id, session.user_id);
  });

  it('sends nothing off a pod: there is no pod whose activity it would be', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/session/activity_update')) reports.push(r.url());
    });
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('banner').getByText(ACCOUNTS.admin).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    assert.deepEqual(reports, []);
  });
});
