import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOG_SEQ_HEADER, READ_AFTER_HEADER } from '@gamepod/contracts/http';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { field, REQUIRED, signedInAdmin } from './support/labs-steps.ts';
import { dismissToasts, toast } from './support/waits.ts';

const EMPTY = 'No reservations found at the moment!';
/** Next year: every time here is in the future, whatever day the test runs. */
const YEAR = new Date().getFullYear() + 1;
const GROUP = 'Robotics Club';

/** A screenshot with the toasts dismissed (they cover the page's top right). */
async function shootClean(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await shoot(page, name);
}

const table = (page: Page) => page.getByRole('table', { name: 'Reservations' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/** Fills the form's times: `from`–`to` on 06/15 of next year, in the lab's zone. */
async function fillTimes(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel(field('Start Date')).fill(`0615${YEAR}`);
  await page.getByLabel(field('Start Time')).fill(from);
  await page.getByLabel(field('End Date')).fill(`0615${YEAR}`);
  await page.getByLabel(field('End Time')).fill(to);
}

async function openCreate(h: AdminHarness, page: Page): Promise<void> {
  await page.goto(h.url('/admin/reservations/create'));
  await page.getByRole('heading', { name: 'Create Reservation' }).waitFor();
  await page.getByRole('option', { name: 'Demo Lab', exact: true }).waitFor({ state: 'attached' });
}

describe('the reservation screens, as a client admin', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    // two stations, both in the demo's free lab
    h = await startAdminHarness({ pods: 2 });
  });
  after(() => h?.close());

  it('shows the empty list, then makes a reservation through the form with Select All', async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.getByRole('link', { name: /Reservations/ }).click();
    await page.waitForURL('**/admin/reservations');
    await page.getByRole('heading', { name: 'Manage Your Reservations' }).waitFor();
    await table(page).getByText(EMPTY).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href'), '/admin/dashboard');
    await shoot(page, 'reservations-empty');

    await page.getByRole('link', { name: 'Create New Reservation' }).click();
    await page.waitForURL('**/admin/reservations/create');
    await page.getByRole('heading', { name: 'Create Reservation' }).waitFor();
    await page.getByRole('option', { name: 'Demo Lab', exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, REQUIRED).waitFor();
    await page.getByText('This field is required').first().waitFor();
    await shoot(page, 'reservations-create-required');

    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Lab' });
    const all = page.getByRole('switch', { name: 'Select All' });
    await all.waitFor();
    const pods = page.getByRole('group', { name: 'Pods' }).getByRole('switch');
    assert.equal(await pods.count(), 3, 'Select All and the two pods');
    await all.click();
    for (const i of [0, 1, 2]) assert.equal(await pods.nth(i).getAttribute('aria-checked'), 'true');
    // one pod off turns Select All off; on again, on
    await pods.nth(2).press('Space');
    await page.getByRole('switch', { name: 'Select All', checked: false }).waitFor();
    await pods.nth(2).press('Space');
    await page.getByRole('switch', { name: 'Select All', checked: true }).waitFor();

    await fillTimes(page, '0200pm', '0500pm');
    assert.equal(await page.getByLabel(field('Start Date')).inputValue(), `06/15/${YEAR}`);
    assert.equal(await page.getByLabel(field('Start Time')).inputValue(), '02:00 PM');
    await page.getByLabel(field('Group Name')).fill(GROUP);
    await page.getByLabel(field('Emails List')).fill(`${ACCOUNTS.player}\ncoach@robotics.test`);
    await shoot(page, 'reservations-create');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/reservations/save'));
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reservation saved').waitFor();
    const savedAt = Number(await (await saved).headerValue(LOG_SEQ_HEADER));
    assert.ok(savedAt > 0, "the save's reply names how far into the log it wrote");
    // create resets after a save
    assert.equal(await page.getByLabel(field('Group Name')).inputValue(), '');

    // the list is read after the save, however late its read model: it sends the save's sequence on
    const listed = page.waitForRequest((r) => r.url().includes('/api/v1/admin/reservations/list'));
    await page.getByRole('link', { name: 'Back To Reservations Management' }).click();
    await page.waitForURL('**/admin/reservations');
    assert.ok(Number(await (await listed).headerValue(READ_AFTER_HEADER)) >= savedAt);
    const made = row(page, GROUP);
    await made.waitFor();
    await made.getByRole('cell', { name: 'Demo Lab' }).waitFor();
    await made.getByRole('cell', { name: `06/15/${YEAR} 02:00 PM` }).waitFor();
    await made.getByRole('cell', { name: `06/15/${YEAR} 05:00 PM` }).waitFor();
    await made.getByText('coach@robotics.test').waitFor();
    await page.getByText('Showing 1 to 1 of 1 entries', { exact: true }).waitFor();
    await shootClean(page, 'reservations-list');
  });

  it("shows the server's refusal of a pod reserved at an overlapping time", async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await openCreate(h, page);
    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Lab' });
    await page.getByRole('group', { name: 'Pods' }).getByRole('switch').nth(1).click();
    await fillTimes(page, '0400pm', '0600pm');
    await page.getByLabel(field('Group Name')).fill('Chess Night');
    await page.getByLabel(field('Emails List')).fill('chess@club.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(new RegExp(`is already reserved for ${GROUP} from 06/15/${YEAR} 02:00 PM to`))
      .waitFor();
    // the form keeps what was typed, to change the time and try again
    assert.equal(await page.getByLabel(field('Group Name')).inputValue(), 'Chess Night');
    await shoot(page, 'reservations-overlap');

    // a malformed time is named
    await page.getByLabel(field('End Time')).fill('0600');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/must be a time like/)
      .first()
      .waitFor();
  });

  it('edits a reservation: a lab change clears the pods and the way back restores them', async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/reservations'));
    await row(page, GROUP)
      .getByRole('link', { name: `Edit ${GROUP}` })
      .click();
    await page.getByRole('heading', { name: 'Edit Reservation' }).waitFor();
    const group = page.getByLabel(field('Group Name'));
    await page.getByRole('switch', { name: 'Select All', checked: true }).waitFor();
    assert.equal(await group.inputValue(), GROUP);
    assert.equal(await page.getByLabel(field('Start Time')).inputValue(), '02:00 PM');
    await shootClean(page, 'reservations-edit');

    // the paid lab has none of this file's pods: once its pods load, nothing is chosen, as Update says
    // (the old lab's switches, unchecked, show only until they do)
    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Paid Lab' });
    const pods = page.getByRole('group', { name: 'Pods' });
    await pods.getByText('No pods found for requestd lab!').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await pods.getByText('Choose at least one pod').waitFor();
    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Lab' });
    await page.getByRole('switch', { name: 'Select All', checked: true }).waitFor();

    await group.fill('Robotics Club Finals');
    await page.getByLabel(field('End Time')).fill('0630pm');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Reservation updated').waitFor();
    // edit reloads what the server holds
    assert.equal(await page.getByLabel(field('End Time')).inputValue(), '06:30 PM');
    await page.getByRole('link', { name: 'Back To Reservations Management' }).click();
    await row(page, 'Robotics Club Finals')
      .getByRole('cell', { name: `06/15/${YEAR} 06:30 PM` })
      .waitFor();
  });

  it('deletes a reservation through its confirm; No keeps it', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url('/admin/reservations'));
    const finals = row(page, 'Robotics Club Finals');
    await finals.getByRole('button', { name: 'Delete Robotics Club Finals' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to permanently delete this Reservation?').waitFor();
    await shootClean(page, 'reservations-delete-confirm');
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await finals.count(), 1, 'No keeps it');
    await finals.getByRole('button', { name: 'Delete Robotics Club Finals' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Reservation deleted').waitFor();
    await table(page).getByText(EMPTY).waitFor();
    const list = await h.api(`/admin/reservations/list?client_id=${h.clientId}&length=10&page=1`);
    assert.equal(list.data.total_rows, 0);
  });

  it('gives the super admin the same screens at its own paths, from its dashboard', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.waitForURL('**/superadmin/dashboard');
    await page.getByRole('link', { name: /Reservations/ }).click();
    await page.waitForURL('**/superadmin/reservations');
    await page.getByRole('heading', { name: 'Manage Your Reservations' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href'),
      '/superadmin/dashboard',
    );
    await page.getByRole('link', { name: 'Create New Reservation' }).click();
    await page.waitForURL('**/superadmin/reservations/create');
    await page.getByRole('option', { name: 'Demo Lab', exact: true }).waitFor({ state: 'attached' });
    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Lab' });
    await page.getByRole('switch', { name: 'Select All' }).click();
    await fillTimes(page, '0900am', '1000am');
    await page.getByLabel(field('Group Name')).fill('Chess Club');
    await page.getByLabel(field('Emails List')).fill('coach@chess.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reservation saved').waitFor();
    await page.getByRole('link', { name: 'Back To Reservations Management' }).click();
    await page.waitForURL('**/superadmin/reservations');
    const made = row(page, 'Chess Club');
    await made.getByRole('cell', { name: `06/15/${YEAR} 09:00 AM` }).waitFor();
    assert.match(
      (await made.getByRole('link').first().getAttribute('href')) ?? '',
      /^\/superadmin\/reservations\/edit\//,
    );
    await shootClean(page, 'reservations-superadmin');
  });
});
