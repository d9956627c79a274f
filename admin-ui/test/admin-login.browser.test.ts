import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  openPhone,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

const NO_PERMISSION = "You don't have permissions to access this area";

describe('the admin login', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it("asks for both fields with 'Please fill all required fields'", async (t) => {
    for (const size of ['desk', 'tablet'] as const) {
      const page = await openAdminPage(browser(), size);
      t.after(() => page.context().close());
      await page.goto(h.url('/admin/login'));
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      assert.equal(await page.title(), 'gamepod | Admin Login');
      await shoot(page, 'login');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please fill all required fields' }).waitFor();
      await shoot(page, 'login-required');
      await page.getByLabel('Email').fill(ACCOUNTS.admin);
      await page.getByLabel('Email').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Please fill all required fields' }).waitFor();
      assert.match(page.url(), /\/admin\/login$/);
    }
  });

  it('opens /admin/dashboard for a client admin (role 3)', async (t) => {
    for (const size of ['desk', 'tablet'] as const) {
      const page = await openAdminPage(browser(), size);
      t.after(() => page.context().close());
      await h.signIn(page, ACCOUNTS.admin);
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText('Welcome Admin!').waitFor();
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      for (const name of ['Labs', 'Settings', 'Users', 'Logout']) await nav.getByText(name, { exact: true }).waitFor();
      assert.equal(await nav.getByRole('link', { name: /Labs/ }).getAttribute('href'), '/admin/labs');
      assert.equal(await nav.getByRole('link', { name: /Settings/ }).getAttribute('href'), '/admin/settings');
      assert.equal(await nav.getByRole('link', { name: /Users/ }).getAttribute('href'), '/common/users');
      await page.getByRole('banner').getByText(ACCOUNTS.admin).waitFor();
      assert.equal(await page.title(), 'gamepod | Dashboard');
      assert.equal((await h.storedSession(page))?.role_id, 3);
      await shoot(page, 'admin-dashboard');
    }
  });

  it('opens /superadmin/dashboard for a super admin (role 4), with the system status', async (t) => {
    for (const size of ['desk', 'tablet'] as const) {
      const page = await openAdminPage(browser(), size);
      t.after(() => page.context().close());
      await h.signIn(page, ACCOUNTS.superAdmin);
      await page.waitForURL('**/superadmin/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      assert.equal(await nav.getByRole('link', { name: /Clients/ }).getAttribute('href'), '/superadmin/clients');
      assert.equal(await nav.getByRole('link', { name: /Users/ }).getAttribute('href'), '/common/users');
      await nav.getByRole('button', { name: /Logout/ }).waitFor();
      await shoot(page, 'superadmin-dashboard');
      if (size === 'desk') {
        await nav.getByRole('link', { name: /System Status/ }).click();
        await page.getByRole('heading', { name: 'System status' }).waitFor();
        await page.waitForURL('**/superadmin/system-status');
      }
    }
  });

  it('refuses players, facilitators and restricted admins (roles 1, 2, 5) and stores nothing', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    for (const email of [ACCOUNTS.player, ACCOUNTS.facilitator, ACCOUNTS.restricted]) {
      await h.signIn(page, email);
      await page.getByRole('alert').filter({ hasText: NO_PERMISSION }).waitFor();
      assert.match(page.url(), /\/admin\/login$/);
      assert.equal(await h.storedSession(page), null, email);
      await page.reload();
    }
    await h.signIn(page, ACCOUNTS.admin, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await shoot(page, 'login-refused');
  });

  it('logs out through /admin/logout to the kiosk logout screen with the on-screen reason', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    // on a pod: the kiosk started here first, so its logout screen readies the station afterwards
    await page.goto(h.stationUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    const token = (await h.storedSession(page))?.token as string;
    // on a pod the dashboard is the pod dashboard: the header's Logout ends the session
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByText('Logout reason : you clicked the onscreen logout button').waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, '/player/logout');
    assert.equal(url.searchParams.get('reason'), 'you clicked the onscreen logout button');
    assert.equal(await h.storedSession(page), null);
    const after = await h.api('/admin/logout', { body: { token }, token });
    assert.equal(after.message, 'Token is Invalid', 'the session ended on the server');
  });

  it('shows a QR code on a pod without a keyboard, and the phone signs the pod in', async (t) => {
    const pod = await openAdminPage(browser());
    t.after(() => pod.context().close());
    await pod.goto(h.stationUrl(0));
    await pod.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    // a gp_arc / gp_duo station: the kiosk stored its pod session with with_keyboard 0
    const stored = JSON.parse((await pod.evaluate("localStorage.getItem('gp.pod_session')")) as string);
    await pod.evaluate(
      `localStorage.setItem('gp.pod_session', ${JSON.stringify(JSON.stringify({ ...stored, with_keyboard: 0 }))})`,
    );
    await pod.goto(h.url('/admin/login'));
    await pod.getByText('Scan the QR code with your Phone to get started').waitFor();
    await pod.getByRole('img', { name: 'QR code for the admin login on your phone' }).waitFor();
    await pod.getByLabel('Email').waitFor({ state: 'detached' });
    await shoot(pod, 'login-pod-qr');

    const phone = await openPhone(browser());
    t.after(() => phone.context().close());
    await phone.goto(h.url(`/admin/mobile-login?remote_id=${encodeURIComponent(stored.remote_id_key)}`));
    await phone.getByLabel('Email').fill(ACCOUNTS.admin);
    await phone.getByLabel('Password').fill('gamepod-demo');
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.getByText(/You are signed in on/).waitFor();
    await shoot(phone, 'mobile-login-done');
    await pod.waitForURL('**/admin/dashboard', { timeout: 20_000 });
    // on a pod, /admin/dashboard is that pod's dashboard
    await pod.getByRole('heading', { name: 'A1', exact: true }).waitFor();
  });

  it('signs a phone in on its own at /admin/mobile-login', async (t) => {
    const phone = await openPhone(browser());
    t.after(() => phone.context().close());
    await phone.goto(h.url('/admin/mobile-login'));
    await shoot(phone, 'mobile-login');
    await h.signIn(phone, ACCOUNTS.superAdmin);
    await phone.waitForURL('**/superadmin/dashboard');
    await phone.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
