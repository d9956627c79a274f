import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ACCOUNTS,
  ADMIN_VIEWPORTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { type LowContrast, lowContrast } from './support/contrast-audit.ts';

/** Each console screen a role opens, as [who, path]. */
const SCREENS: ReadonlyArray<readonly [string, string]> = [
  [ACCOUNTS.superAdmin, '/superadmin/dashboard'],
  [ACCOUNTS.superAdmin, '/superadmin/clients'],
  [ACCOUNTS.superAdmin, '/superadmin/games'],
  [ACCOUNTS.superAdmin, '/superadmin/system_messages'],
  [ACCOUNTS.superAdmin, '/superadmin/db_backups'],
  [ACCOUNTS.superAdmin, '/common/users'],
  [ACCOUNTS.superAdmin, '/common/alerts'],
  [ACCOUNTS.admin, '/admin/dashboard'],
  [ACCOUNTS.admin, '/admin/labs'],
  [ACCOUNTS.admin, '/admin/settings'],
  [ACCOUNTS.admin, '/admin/reservations'],
  [ACCOUNTS.admin, '/admin/offers'],
  [ACCOUNTS.admin, '/common/reports/status'],
  [ACCOUNTS.admin, '/common/reports/summary'],
  [ACCOUNTS.admin, '/common/emergency'],
  [ACCOUNTS.admin, '/common/webhooks'],
];

describe('the console screens', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('show no text under WCAG AA contrast', async (t) => {
    const found: Array<LowContrast & { path: string }> = [];
    for (const email of [ACCOUNTS.superAdmin, ACCOUNTS.admin]) {
      const page = await openAdminPage(browser());
      t.after(() => page.context().close());
      await h.signIn(page, email);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      for (const [, path] of SCREENS.filter(([who]) => who === email)) {
        await page.goto(h.url(path));
        await page.locator('main h1').first().waitFor();
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        for (const low of await lowContrast(page)) found.push({ path, ...low });
        const name = `contrast${path.replaceAll('/', '-')}`;
        await shoot(page, name);
        await page.setViewportSize({ width: 1280, height: 800 });
        await shoot(page, name);
        await page.setViewportSize(ADMIN_VIEWPORTS.desk);
      }
    }
    assert.deepEqual(found, []);
  });
});
