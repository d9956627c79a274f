import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AdminHarness, openAdminPage, shoot, startAdminHarness, useBrowser } from './support/admin-harness.ts';

const NO_PERMISSION = "You don't have permissions to access this area";

/** Who may open each area (a path of it that exists in this issue). */
const AREAS = [
  { path: '/admin/dashboard', allowed: [3, 5] },
  { path: '/superadmin/dashboard', allowed: [4] },
  { path: '/common/users', allowed: [3, 4] },
] as const;

describe('the console route guards', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('sends a signed-out visitor to /admin/login (admin, super admin) or the kiosk (common)', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    for (const path of ['/admin/labs', '/admin/dashboard', '/superadmin/clients', '/superadmin']) {
      await page.goto(h.url(path));
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    }
    await page.goto(h.url('/common/users'));
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('lets each role into its areas only, with the permission message elsewhere', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    for (const role of [1, 2, 3, 4, 5]) {
      for (const area of AREAS) {
        await h.seedSession(page, role);
        await page.goto(h.url(area.path));
        const denied = page.getByRole('heading', { name: NO_PERMISSION });
        if ((area.allowed as readonly number[]).includes(role)) {
          const through =
            area.path === '/common/users'
              ? page.getByRole('heading', { name: 'Manage Users' })
              : page.getByRole('heading', { name: 'Dashboard' });
          await through.waitFor();
          assert.equal(await denied.count(), 0, `role ${role} at ${area.path}`);
        } else {
          await denied.waitFor();
          assert.equal(new URL(page.url()).pathname, area.path, `role ${role} stays at ${area.path}`);
          assert.notEqual(await h.storedSession(page), null, 'a signed-in role keeps its session');
          if (role === 1 && area.path === '/admin/dashboard') {
            assert.equal(await page.title(), 'gamepod | No access');
            await shoot(page, 'no-permission');
          }
        }
      }
    }
  });

  it('holds a restricted admin (role 5) to the admin dashboard, with Logout only', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.seedSession(page, 5);
    for (const path of ['/admin/labs', '/admin/settings', '/admin/labs/deploy', '/admin']) {
      await page.goto(h.url(path));
      await page.waitForURL('**/admin/dashboard');
      await page.getByText('Welcome Admin!').waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    assert.equal(await nav.getByRole('link').count(), 0);
    await nav.getByRole('button', { name: /Logout/ }).waitFor();
    await shoot(page, 'restricted-dashboard');
  });

  it('clears a stored session lacking role_id and opens /admin/login', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    for (const path of ['/admin/dashboard', '/superadmin/dashboard', '/common/users']) {
      await h.seedSession(page, 3, { role_id: undefined });
      await page.goto(h.url(path));
      await page.waitForURL('**/admin/login');
      assert.equal(await h.storedSession(page), null, path);
    }
  });

  it('opens each area home from its bare path', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.seedSession(page, 3);
    await page.goto(h.url('/admin'));
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url('/common'));
    await page.waitForURL('**/common/users');
    await h.seedSession(page, 4);
    await page.goto(h.url('/superadmin'));
    await page.waitForURL('**/superadmin/dashboard');
  });

  it("logs out when the server answers 'Token is Invalid' (the session ended already)", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.seedSession(page, 4);
    await page.goto(h.url('/superadmin/dashboard'));
    const logout = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: /Logout/ });
    await logout.waitFor();
    // the session ends as the Logout is pressed: the logout call carries a token the server
    // never issued (any earlier call with it would sign the console out on its own)
    const never = 'a-token-that-never-was';
    let answer: { message?: string } | undefined;
    await page.route('**/api/v1/admin/logout', async (route) => {
      const body = { ...(route.request().postDataJSON() as object), token: never };
      const response = await route.fetch({
        headers: { ...route.request().headers(), authorization: `Bearer ${never}` },
        postData: JSON.stringify(body),
      });
      answer = (await response.json()) as { message?: string };
      await route.fulfill({ response });
    });
    await logout.click();
    await page.waitForURL((u) => u.pathname === '/player/logout' || u.pathname === '/');
    assert.equal(answer?.message, 'Token is Invalid');
    assert.equal(await h.storedSession(page), null);
  });
});
