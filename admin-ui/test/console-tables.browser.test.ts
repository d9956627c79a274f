import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { dismissToasts } from './support/waits.ts';

/** A laptop: the narrowest desk size the console's tables must fit without scrolling sideways. */
const LAPTOP = { width: 1280, height: 800 } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is rendered');
  return box;
}

/** Fails unless `box` lies inside the viewport's width. */
function assertInside(box: Box, what: string): void {
  assert.ok(box.x >= 0, `${what} starts at ${box.x}, left of the viewport`);
  assert.ok(box.x + box.width <= LAPTOP.width, `${what} ends at ${box.x + box.width}, right of ${LAPTOP.width}`);
}

/** How far the page and each table on it scroll sideways (0 when everything fits). */
async function sidewaysOverflow(page: Page): Promise<{ page: number; tables: number[] }> {
  return (await page.evaluate(`({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('.data-table')].map((t) => t.scrollWidth - t.clientWidth),
  })`)) as { page: number; tables: number[] };
}

async function openLaptop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: LAPTOP, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * The table's last column header and a row's action are on screen, and neither the page nor any
 * table on it scrolls sideways.
 */
async function assertFits(page: Page, table: Locator, action: Locator): Promise<void> {
  await table.locator('tbody tr').first().waitFor();
  assertInside(await boxOf(table.locator('thead th').last()), 'the last column header');
  assertInside(await boxOf(action), "the row's action");
  const overflow = await sidewaysOverflow(page);
  assert.equal(overflow.page, 0, 'the page does not scroll sideways');
  assert.deepEqual(
    overflow.tables.filter((o) => o > 0),
    [],
    'no table scrolls sideways',
  );
}

/** Screenshots of `table` at the laptop size, then at the desk size (1440x900), and back. */
async function shootAtBothSizes(page: Page, table: Locator, name: string): Promise<void> {
  await dismissToasts(page);
  await scrollToTop(table);
  await shoot(page, name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await scrollToTop(table);
  await shoot(page, name);
  await page.setViewportSize(LAPTOP);
}

describe('the console tables at 1280x800', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('show Manage Alerts as a super admin with its Action column on screen', async (t) => {
    const page = await openLaptop(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url('/common/alerts'));
    await page.getByLabel('Heading').fill('Tournament night: sign-ups close at the front desk on Friday');
    await page.getByLabel('Text').fill('Bring your own controller if you have one.');
    await page.getByRole('button', { name: 'Save' }).click();
    const table = page.getByRole('table', { name: 'Alerts' });
    const row = table.getByRole('row', { name: /Tournament night/ });
    await row.waitFor();
    await shootAtBothSizes(page, table, 'tables-alerts');
    await assertFits(page, table, row.getByRole('button', { name: 'Edit Tournament night' }));
    await assertFits(page, table, row.getByRole('button', { name: 'Delete Tournament night' }));
  });

  it('show the users as a super admin with their Action column on screen', async (t) => {
    const page = await openLaptop(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url('/common/users'));
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row', { name: new RegExp(ACCOUNTS.facilitator) });
    await row.waitFor();
    await shootAtBothSizes(page, table, 'tables-users');
    await assertFits(page, table, row.getByRole('link', { name: `View ${ACCOUNTS.facilitator}` }));
  });

  it('show the system messages with long keys wrapped and the Action column on screen', async (t) => {
    const page = await openLaptop(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url('/superadmin/system_messages'));
    const table = page.getByRole('table', { name: 'Messages' });
    await page.getByText(/^Showing 1 to 7 of \d+ entries$/).waitFor();
    await shootAtBothSizes(page, table, 'tables-system-messages');
    await assertFits(
      page,
      table,
      table
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Edit / }),
    );
  });

  it('leave no other console list scrolling sideways, for a super admin or a client admin', async (t) => {
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{ id: string }>;
    const labId = labs[0]?.id ?? '';
    const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.player)}`);
    const playerId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
    assert.ok(labId && playerId, 'the demo lab and player exist');
    const screens: ReadonlyArray<readonly [string, string]> = [
      [ACCOUNTS.superAdmin, '/superadmin/clients'],
      [ACCOUNTS.superAdmin, `/superadmin/clients/${h.clientId}`],
      [ACCOUNTS.superAdmin, '/superadmin/games'],
      [ACCOUNTS.superAdmin, '/superadmin/db_backups'],
      [ACCOUNTS.superAdmin, '/superadmin/reservations'],
      [ACCOUNTS.superAdmin, '/common/reports/status'],
      [ACCOUNTS.admin, '/admin/labs'],
      [ACCOUNTS.admin, `/admin/labs/edit/${labId}`],
      [ACCOUNTS.admin, `/admin/labs/${labId}/pods`],
      [ACCOUNTS.admin, `/common/users/view/${playerId}`],
      [ACCOUNTS.admin, '/admin/games'],
      [ACCOUNTS.admin, '/admin/offers'],
      [ACCOUNTS.admin, '/admin/reservations'],
      [ACCOUNTS.admin, '/common/users'],
      [ACCOUNTS.admin, '/common/alerts'],
      [ACCOUNTS.admin, '/common/emergency'],
      [ACCOUNTS.admin, '/common/webhooks'],
    ];
    for (const email of [ACCOUNTS.superAdmin, ACCOUNTS.admin]) {
      const page = await openLaptop(browser());
      t.after(() => page.context().close());
      await h.signIn(page, email);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      for (const [, path] of screens.filter(([who]) => who === email)) {
        await page.goto(h.url(path));
        await page.locator('.data-table').first().waitFor();
        await page.locator('table[aria-busy]').waitFor({ state: 'detached' });
        const overflow = await sidewaysOverflow(page);
        assert.equal(overflow.page, 0, `${path}: the page does not scroll sideways`);
        assert.deepEqual(
          overflow.tables.filter((o) => o > 0),
          [],
          `${path}: no table scrolls sideways`,
        );
      }
    }
  });
});
