// Everything an admin-ui browser test needs: the product (@gamepod/testbed's product harness,
// shared with kiosk-ui's tests), a browser, pages at the console's two sizes, sign-in helpers and
// screenshots under .tmp/artifacts/admin/.

import { ACCOUNTS, DEMO_PASSWORD, type ProductHarness, startProductHarness } from '@gamepod/testbed';
import { ADMIN_VIEWPORTS, type AdminSize, openAdminPage, openPhone, shoot, useBrowser } from '@gamepod/testbed/browser';
import type { Locator, Page } from 'playwright-core';

export { ACCOUNTS, ADMIN_VIEWPORTS, type AdminSize, DEMO_PASSWORD, openAdminPage, openPhone, shoot, useBrowser };

const ROLE_NAMES: Readonly<Record<number, string>> = {
  1: 'player',
  2: 'facilitator',
  3: 'admin',
  4: 'superadmin',
  5: 'restricted',
};
const ROLE_EMAILS: Readonly<Record<number, string>> = {
  1: ACCOUNTS.player,
  2: ACCOUNTS.facilitator,
  3: ACCOUNTS.admin,
  4: ACCOUNTS.superAdmin,
  5: ACCOUNTS.restricted,
};

export type AdminHarness = ProductHarness & {
  /** `path` on the product's origin, e.g. '/admin/login'. */
  url(path: string): string;
  /** Signs in through the login form (the page's, else /admin/login's), as a keyboard user would (Enter submits). */
  signIn(page: Page, email: string, password?: string): Promise<void>;
  /**
   * Stores a user session for `role` the way a login would (kiosk-ui and admin-ui share the
   * entry), with a live token: for roles no console form admits, and for guard tests.
   */
  seedSession(page: Page, role: number, overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The stored user session, or null. */
  storedSession(page: Page): Promise<Record<string, unknown> | null>;
};

/** Starts the product for an admin-ui browser test file (`demo: false`: a new server's). Close it in `after()`. */
export async function startAdminHarness(opts: { pods?: number; demo?: boolean } = {}): Promise<AdminHarness> {
  const h = await startProductHarness({
    pods: opts.pods ?? 0,
    name: 'admin',
    ...(opts.demo === undefined ? {} : { demo: opts.demo }),
  });
  const url = (path: string) => `${h.baseUrl}${path}`;
  return {
    ...h,
    url,
    async signIn(page, email, password = DEMO_PASSWORD) {
      if (!/\/admin\/(mobile-)?login/.test(page.url())) await page.goto(url('/admin/login'));
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      // a login hashes the password and waits for its read models: on a loaded machine its
      // reply alone can take longer than a navigation's wait, so wait for the reply first
      const reply = page.waitForResponse((r) => /\/api\/v1\/(admin|user)\/(mobile_)?login$/.test(r.url()), {
        timeout: 60_000,
      });
      await page.getByLabel('Password').press('Enter');
      await reply;
    },
    async seedSession(page, role, overrides = {}) {
      const email = ROLE_EMAILS[role] ?? `role${role}@demo.test`;
      const token = await h.issueToken({ user_id: `ui-test-${role}`, role, client_id: role === 4 ? null : h.clientId });
      const session = {
        token,
        role_id: role,
        role_name: ROLE_NAMES[role] ?? 'unknown',
        user_id: `ui-test-${role}`,
        user_name: email,
        name: 'Test',
        email,
        is_verified: 1,
        stream_default: 0,
        logged_navs: [],
        is_alerts: 0,
        alerts: [],
        is_orientation: 0,
        is_orientation_paid: 0,
        reservation: null,
        styles: null,
        client_id: role === 4 ? null : h.clientId,
        ...overrides,
      };
      // any page of the origin will do: the entry is what the apps read on load
      if (!page.url().startsWith(h.baseUrl)) await page.goto(url('/admin/login'));
      await page.evaluate(`localStorage.setItem('gp.user_session', ${JSON.stringify(JSON.stringify(session))})`);
      return session;
    },
    async storedSession(page) {
      const text = (await page.evaluate("localStorage.getItem('gp.user_session')")) as string | null;
      return text ? (JSON.parse(text) as Record<string, unknown>) : null;
    },
  };
}

/** Scrolls `locator`'s element to the top of the screen, for a screenshot that starts with it. */
export async function scrollToTop(locator: Locator): Promise<void> {
  // typed by shape: the tests' type check has no DOM library
  await locator.evaluate((el) =>
    (el as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({ block: 'start' }),
  );
}
