import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { kioskContext } from '@gamepod/devkit/browser';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Locator, Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { dismissToasts } from './support/waits.ts';

const USERS_API = '/admin/kiosk/users';
const OTHER_CLIENT = 'Other Venue';
const OUTSIDER = 'outsider@other.test';
const GUESTS = Array.from({ length: 12 }, (_, i) => `guest${String(i + 1).padStart(2, '0')}@demo.test`);
const NEW_PLAYER = { name: 'Casey Comp', email: 'casey@demo.test', password: 'casey-pass-1' };
/** The demo client's linked accounts: player, facilitator, admin and restricted (the super admin has no client). */
const DEMO_LINKED = 4;

const playerForm = (clientId: string, email: string, name: string) => ({
  user_role: 1,
  client_id: clientId,
  name,
  email,
  password: 'guest-password',
  password_again: 'guest-password',
  dob: '05/31/1990',
  phone: '555-123-4567',
});

async function openUsers(h: AdminHarness, page: Page, email: string): Promise<void> {
  await h.signIn(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByRole('link', { name: /^Users/ }).click();
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const status = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

/** The Email column of the rows shown. */
async function shownEmails(page: Page): Promise<string[]> {
  const rows = usersTable(page).locator('tbody tr');
  const emails: string[] = [];
  for (const row of await rows.all()) emails.push(((await row.locator('td').nth(1).textContent()) ?? '').trim());
  return emails;
}

/** The list's load after a change has ended (the table drops aria-busy). */
const settled = (page: Page) => page.locator('table[aria-label="Users"]:not([aria-busy])').waitFor();

/** A screenshot of the page from `from` (its top by default), the toasts dismissed first. */
async function shootClean(page: Page, name: string, from?: Locator): Promise<void> {
  await dismissToasts(page);
  // User Detail's switches wait 1 s after each refresh: shoot them ready
  await page.locator('button[role="switch"][disabled]').first().waitFor({ state: 'detached' });
  if (from) await scrollToTop(from);
  else await page.evaluate('window.scrollTo(0, 0)');
  await shoot(page, name);
}

async function search(page: Page, term: string): Promise<void> {
  await page.getByLabel('Search').fill(term);
  await page.getByLabel('Search').press('Enter');
}

describe('the users screens', () => {
  let h: AdminHarness;
  let otherClientId = '';
  let newPlayerId = '';
  const browser = useBrowser();

  before(async () => {
    // three stations: the third is in the demo's paid lab
    h = await startAdminHarness({ pods: 3 });
    const other = await h.api('/admin/kiosk/deployment/client', {
      body: { first_name: OTHER_CLIENT, email: 'venue@other.test', phone: '555-020-0200' },
    });
    assert.equal(other.status, true, other.message);
    otherClientId = other.data.client_id as string;
    const outsider = await h.api(`${USERS_API}/save`, { body: playerForm(otherClientId, OUTSIDER, 'Olive Outsider') });
    assert.equal(outsider.status, true, outsider.message);
    for (const [i, email] of GUESTS.entries()) {
      const made = await h.api(`${USERS_API}/save`, { body: playerForm(h.clientId, email, `Guest ${i + 1}`) });
      assert.equal(made.status, true, made.message);
    }
  });
  after(() => h?.close());

  it("lists a client admin's own linked users, newest first, searched on Enter, sorted and paged", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    const total = DEMO_LINKED + GUESTS.length;
    await openUsers(h, page, ACCOUNTS.admin);
    await status(page, `Showing 1 to 10 of ${total} entries`);
    assert.equal((await shownEmails(page))[0], GUESTS.at(-1), 'created_at descending by default');
    assert.equal(
      await page.getByRole('combobox', { name: 'Client' }).count(),
      0,
      'no client filter for a client admin',
    );
    const facilitator = usersTable(page).getByRole('row', { name: new RegExp(ACCOUNTS.facilitator) });
    await shoot(page, 'users-list');

    // typing alone does not search; Enter does
    await page.getByLabel('Search').fill('facilitator');
    await status(page, `Showing 1 to 10 of ${total} entries`);
    await page.getByLabel('Search').press('Enter');
    await status(page, 'Showing 1 to 1 of 1 entries');
    await facilitator.getByRole('cell', { name: 'N/A' }).first().waitFor();
    await search(page, OUTSIDER);
    await usersTable(page).getByText('No users found at the moment!').waitFor();
    await shoot(page, 'users-list-empty');
    await search(page, ACCOUNTS.superAdmin);
    await usersTable(page).getByText('No users found at the moment!').waitFor();

    await search(page, '');
    await status(page, `Showing 1 to 10 of ${total} entries`);
    const emailHeader = usersTable(page).getByRole('columnheader', { name: 'Email' });
    await emailHeader.getByRole('button').click();
    await usersTable(page).locator('th[aria-sort="ascending"]', { hasText: 'Email' }).waitFor();
    await settled(page);
    assert.equal((await shownEmails(page))[0], ACCOUNTS.admin);
    await emailHeader.getByRole('button').click();
    await usersTable(page).locator('th[aria-sort="descending"]', { hasText: 'Email' }).waitFor();
    await settled(page);
    assert.equal((await shownEmails(page))[0], ACCOUNTS.restricted);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await status(page, `Showing 11 to ${total} of ${total} entries`);
    assert.equal((await shownEmails(page)).length, total - 10);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
    assert.equal((await shownEmails(page)).at(-1), ACCOUNTS.admin, 'still by email, descending');
  });

  it("lets a super admin pick a client, 'All clients' first", async (t) => {
    const page = await openAdminPage(browser(), 'tablet');
    t.after(() => page.context().close());
    const all = DEMO_LINKED + GUESTS.length + 1;
    await openUsers(h, page, ACCOUNTS.superAdmin);
    await status(page, `Showing 1 to 10 of ${all} entries`);
    const filter = page.getByRole('combobox', { name: 'Client' });
    assert.equal(await filter.locator('option').first().textContent(), 'All clients');
    await filter.selectOption({ label: OTHER_CLIENT });
    await status(page, 'Showing 1 to 1 of 1 entries');
    assert.deepEqual(await shownEmails(page), [OUTSIDER]);
    await usersTable(page).getByRole('cell', { name: OTHER_CLIENT }).waitFor();
    await shoot(page, 'users-list-super');
    await filter.selectOption({ label: 'All clients' });
    await status(page, `Showing 1 to 10 of ${all} entries`);
  });

  it('creates a player through the form, then sets pro and active and gives and takes comp time', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openUsers(h, page, ACCOUNTS.admin);
    await page.getByRole('link', { name: 'Create New User' }).click();
    await page.getByRole('heading', { name: 'Create User' }).waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText('Please fill all required fields').waitFor();
    assert.ok((await page.getByText('This field is required').count()) >= 3);
    await shoot(page, 'users-create-errors');

    await page.getByLabel('Select Role').selectOption({ label: 'Player' });
    assert.equal(await page.getByLabel('Select Client').count(), 0, "a client admin's users are of their client");
    await page.getByLabel('Name').fill(NEW_PLAYER.name);
    await page.getByLabel('Email').fill(NEW_PLAYER.email);
    await page.getByLabel('Mobile Number').fill('5551234567');
    await page.getByLabel('Date of Birth').fill('05311990');
    assert.equal(await page.getByLabel('Mobile Number').inputValue(), '555-123-4567');
    assert.equal(await page.getByLabel('Date of Birth').inputValue(), '05/31/1990');
    await page.getByLabel(/^Password\W*$/).fill('short');
    await page.getByLabel('Password Again').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use at least 8 characters').waitFor();
    await page.getByLabel(/^Password\W*$/).fill(NEW_PLAYER.password);
    await page.getByLabel('Password Again').fill(NEW_PLAYER.password);
    await shoot(page, 'users-create');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/common/users/view/**');
    newPlayerId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'User Detail' }).waitFor();
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText(NEW_PLAYER.email).waitFor();
    await page.getByRole('region', { name: 'Linked Client' }).getByText('Demo Venue').waitFor();

    // each switch saves at once; the page shows the user of the reply
    const pro = page.getByRole('switch', { name: 'Pro', exact: true });
    const active = page.getByRole('switch', { name: 'Active', exact: true });
    assert.equal(await pro.getAttribute('aria-checked'), 'false');
    await pro.click();
    await page.getByRole('switch', { name: 'Pro', exact: true, checked: true }).waitFor();
    await account.getByText('Player (Pro)').waitFor();
    await active.click();
    await page.getByRole('switch', { name: 'Active', exact: true, checked: false }).waitFor();
    await active.click();
    await page.getByRole('switch', { name: 'Active', exact: true, checked: true }).waitFor();

    const comps = page.getByRole('table', { name: 'Comp times' });
    await comps.getByText('No comp times found at the moment!').waitFor();
    const minutes = page.getByRole('textbox', { name: 'Minutes', exact: true });
    await minutes.fill('12ab34');
    assert.equal(await minutes.inputValue(), '1234', 'digits only');
    await minutes.fill('123456789');
    assert.equal(await minutes.inputValue(), '12345678', 'at most 8 digits');
    await minutes.fill('');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByRole('alert').getByText('Please fill all required fields').waitFor();

    const balance = page.getByRole('list', { name: 'Player time' });
    await minutes.fill('125');
    await page.getByLabel('Note').fill('Welcome bonus');
    await page.getByRole('button', { name: 'ADD' }).click();
    await comps.getByRole('row', { name: /Welcome bonus/ }).waitFor();
    await balance.getByText('2h 5m').first().waitFor();
    await minutes.fill('30');
    await page.getByRole('button', { name: 'ADD' }).click();
    await comps.getByRole('cell', { name: '30', exact: true }).waitFor();
    await balance.getByText('2h 35m').first().waitFor();

    await comps.getByRole('button', { name: /^Delete 30 minutes/ }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete selected time entry ?').waitFor();
    await shoot(page, 'users-comp-delete-confirm');
    await confirm.getByRole('button', { name: 'No' }).click();
    assert.equal(await comps.getByRole('cell', { name: '30', exact: true }).count(), 1, 'No keeps the entry');
    await comps.getByRole('button', { name: /^Delete 30 minutes/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await comps.getByRole('cell', { name: '30', exact: true }).waitFor({ state: 'detached' });
    await balance.getByText('2h 5m').first().waitFor();
    assert.equal(await comps.locator('tbody tr').count(), 1);
    await shootClean(page, 'users-detail');
    await shootClean(page, 'users-detail-comp-time', page.getByRole('region', { name: 'Linked Player' }));

    await page.goto(h.url(`/common/users/edit/${newPlayerId}`));
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByRole('region', { name: 'Linked Client' }).waitFor();
    await shootClean(page, 'users-edit');

    await page.goto(h.url('/common/users'));
    await search(page, NEW_PLAYER.email);
    const row = usersTable(page).getByRole('row', { name: new RegExp(NEW_PLAYER.email) });
    await row.getByText('Pro', { exact: true }).waitFor();
    await row.getByRole('cell', { name: '0m' }).first().waitFor();
  });

  it('edits the user on its own page, with the password note and the Linked Client', async (t) => {
    assert.ok(newPlayerId, 'the player from the test before');
    const page = await openAdminPage(browser(), 'tablet');
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url(`/common/users/edit/${newPlayerId}`));
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByText('Fill in the password if you want to change, leave empty otherwise').waitFor();
    await page.getByRole('region', { name: 'Linked Client' }).waitFor();
    assert.equal(await page.getByLabel('Name').inputValue(), NEW_PLAYER.name);
    await page.getByLabel('Name').fill('Casey Comped');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('status').getByText('User updated').waitFor();
    await shootClean(page, 'users-edit');
    await page.goto(h.url(`/common/users/view/${newPlayerId}`));
    await page.getByRole('region', { name: 'Comp Time' }).getByText('Welcome bonus').waitFor();
    await shootClean(page, 'users-detail');
    await shootClean(page, 'users-detail-comp-time', page.getByRole('region', { name: 'Linked Player' }));
    await page.goto(h.url('/common/users/create'));
    await page.getByLabel('Select Role').selectOption({ label: 'Player' });
    await page.getByLabel('Mobile Number').waitFor();
    await shootClean(page, 'users-create');
    await page.getByRole('link', { name: 'Back To Users Management' }).click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await status(page, 'Showing 1 to 10 of 17 entries');
    await shootClean(page, 'users-list');
    await page.goto(h.url(`/common/users/edit/${newPlayerId}`));
    await page.getByRole('link', { name: 'Back To Users Management' }).click();
    await search(page, 'Casey Comped');
    await status(page, 'Showing 1 to 1 of 1 entries');
  });

  it("shows the comp time as the player's balance on a paid lab's kiosk", async (t) => {
    assert.ok(newPlayerId, 'the player from the tests before');
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
      id: string;
      value: string;
    }>;
    const paidLab = labs.find((l) => l.value === 'Demo Paid Lab');
    assert.ok(paidLab, 'the demo paid lab');
    const paidPods = (await h.api(`/admin/kiosk/pods?client_id=${h.clientId}&lab_id=${paidLab.id}`)).data
      .pods as Array<{
      pod_id_key: string;
    }>;
    const station = h.stations.findIndex((s) => paidPods.some((p) => p.pod_id_key === s.pod_id_key));
    assert.notEqual(station, -1, 'a station in the paid lab');

    const context = await browser().newContext(kioskContext('hd'));
    t.after(() => context.close());
    const kiosk = await context.newPage();
    kiosk.setDefaultTimeout(15_000);
    await kiosk.goto(h.stationUrl(station));
    await logInPlayer(kiosk, NEW_PLAYER.email, NEW_PLAYER.password);
    await kiosk.getByText('Time left').waitFor();
    // the kiosk writes minutes two-digit: 125 minutes = '2h 05m'
    await kiosk.getByText('2h 05m').waitFor();
    await shoot(kiosk, 'users-comp-balance-kiosk');
  });
});
