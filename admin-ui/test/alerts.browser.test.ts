import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { dismissToasts } from './support/waits.ts';

const alertsTable = (page: Page) => page.getByRole('table', { name: 'Alerts' });
const settled = (page: Page) => page.locator('table[aria-label="Alerts"]:not([aria-busy])').waitFor();
/** A zone's short name now, as the screen labels its times ('CST', 'GMT+9'). */
const zoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

describe('Manage Alerts', () => {
  let h: AdminHarness;
  let facilitatorId = '';
  const browser = useBrowser();

  before(async () => {
    h = await startAdminHarness();
    const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.facilitator)}`);
    facilitatorId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
    assert.ok(facilitatorId, 'the demo facilitator exists');
  });
  after(() => h?.close());

  it('lets a facilitator post an alert with a live preview, and an admin overwrite it after the warning', async (t) => {
    // the facilitator, signed in on a kiosk, opens Manage Alerts from their dashboard
    const fac = await openAdminPage(browser());
    t.after(() => fac.context().close());
    const token = await h.issueToken({ user_id: facilitatorId, role: 2, client_id: h.clientId });
    await h.seedSession(fac, 2, { token, user_id: facilitatorId, email: ACCOUNTS.facilitator });
    await fac.goto(h.url('/common/alerts'));
    await fac.getByRole('heading', { name: 'Manage Alerts' }).waitFor();
    await alertsTable(fac).getByText('No alerts found at the moment!').waitFor();
    assert.equal(await fac.getByLabel('Scope').count(), 0, 'a facilitator alerts their own client only');
    assert.equal(
      await fac.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href'),
      '/facilitator/dashboard',
    );

    await fac.getByLabel('Heading').fill('Free pizza at eight');
    await fac.getByLabel('Text').fill('In the lounge, while it lasts.');
    await fac.getByLabel('Type').selectOption('success');
    const preview = fac.getByRole('region', { name: 'Preview' });
    await preview.getByText('Free pizza at eight').waitFor();
    await preview.getByText('In the lounge, while it lasts.').waitFor();
    await shoot(fac, 'alerts-form-preview');
    await fac.getByRole('button', { name: 'Save' }).click();
    await fac.getByText('Alert created').first().waitFor();
    const row = alertsTable(fac).getByRole('row', { name: /Free pizza at eight/ });
    await row.getByText(ACCOUNTS.facilitator).waitFor();
    await fac.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await dismissToasts(fac);
    await shoot(fac, 'alerts-facilitator');

    // the client admin edits it: warned whose alert it is, and goes on
    const admin = await openAdminPage(browser());
    t.after(() => admin.context().close());
    await h.signIn(admin, ACCOUNTS.admin);
    await admin.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await admin.getByRole('link', { name: /^Alerts/ }).click();
    await admin.getByRole('heading', { name: 'Manage Alerts' }).waitFor();
    await settled(admin);
    await alertsTable(admin).getByRole('button', { name: 'Edit Free pizza at eight' }).click();
    await admin.getByRole('button', { name: 'Update' }).waitFor();
    await admin.getByLabel('Heading').fill('Free pizza at nine');
    await admin.getByRole('button', { name: 'Update' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Editing this alert will overwrite it...').waitFor();
    await dialog.getByText(`Last edit by: ${ACCOUNTS.facilitator}`).waitFor();
    await shoot(admin, 'alerts-overwrite-warning');
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await admin.getByText('Alert updated').first().waitFor();
    const rewritten = alertsTable(admin).getByRole('row', { name: /Free pizza at nine/ });
    await rewritten.getByText(ACCOUNTS.admin).waitFor();
    await admin.getByRole('button', { name: 'Save' }).waitFor();
    await dismissToasts(admin);
    await shoot(admin, 'alerts-admin');

    // now it is the admin's: the facilitator may not delete it, and is told whom to ask
    await fac.reload();
    await settled(fac);
    await alertsTable(fac).getByRole('button', { name: 'Delete Free pizza at nine' }).click();
    const refused = fac.getByRole('dialog');
    await refused.getByText("You can't delete this alert, contact:").waitFor();
    await refused.getByText(`Admin or ${ACCOUNTS.admin}`).waitFor();
    await refused.getByRole('button', { name: 'OK' }).click();
    await alertsTable(fac)
      .getByRole('row', { name: /Free pizza at nine/ })
      .waitFor();
  });

  it("gives a super admin the scope and client pickers; a client's alert window is typed in its venue's zone, the list across venues in the browser's, each labelled", async (t) => {
    // a super admin's browser in Tokyo; the demo client's labs keep Chicago time
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'Asia/Tokyo',
    });
    t.after(() => context.close());
    const page = await context.newPage();
    const [tokyo, chicago] = [zoneName('Asia/Tokyo'), zoneName('America/Chicago')];
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Alerts/ }).click();
    await page.getByRole('heading', { name: 'Manage Alerts' }).waitFor();
    await settled(page);
    assert.equal(await page.getByLabel('Scope').inputValue(), 'global');
    // a global alert has no venue, nor has a list of every client's: the browser's zone, named
    await page.getByLabel(`Start Date (${tokyo})`, { exact: true }).waitFor();
    await alertsTable(page)
      .getByRole('columnheader', { name: `Start (${tokyo})` })
      .waitFor();

    await page.getByLabel('Scope').selectOption('client');
    await page.getByLabel('Client').selectOption(h.clientId);
    // the client's venue's zone, once its labs' zone is read
    await page.getByLabel(`Start Date (${chicago})`, { exact: true }).waitFor();
    await page.getByLabel('Heading').fill('Maintenance on Sunday');
    await page.getByLabel(`Start Date (${chicago})`, { exact: true }).fill('12/01/2030');
    await page.getByLabel(`Start Time (${chicago})`, { exact: true }).fill('09:00');
    // the meridiems start as now's: set both, or the test depends on the hour it runs
    await page.getByLabel('AM/PM').nth(0).selectOption('AM');
    await page.getByLabel(`End Date (${chicago})`, { exact: true }).fill('12/01/2030');
    await page.getByLabel(`End Time (${chicago})`, { exact: true }).fill('11:30');
    await page.getByLabel('AM/PM').nth(1).selectOption('AM');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Alert created').first().waitFor();
    // 9:00 in Chicago is 15:00 UTC, whatever the browser's zone
    const listed = await h.api(`/common/alerts/list?client_id=${h.clientId}&user_timezone=UTC&length=50`);
    const saved = (listed.data.alerts as Array<{ text_head: string; active_start: string | null }>).find(
      (a) => a.text_head === 'Maintenance on Sunday',
    );
    assert.equal(saved?.active_start, '2030-12-01T15:00:00.000Z');
    // the list shows it in its own zone, Tokyo's: 15:00 UTC is midnight there
    const row = alertsTable(page).getByRole('row', { name: /Maintenance on Sunday/ });
    await row.getByText('12/02/2030 12:00 AM').waitFor();
    await row.getByText('12/02/2030 02:30 AM').waitFor();
    await row.getByText('Scheduled').waitFor();
    await dismissToasts(page);
    await shoot(page, 'alerts-superadmin');

    // editing it shows its window in its venue's zone again, as it was typed
    await row.getByRole('button', { name: 'Edit Maintenance on Sunday' }).click();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    const startTime = page.getByLabel(`Start Time (${chicago})`, { exact: true });
    await startTime.waitFor();
    for (let waited = 0; (await startTime.inputValue()) !== '09:00'; waited += 100) {
      assert.ok(waited < 10_000, `the start reads 09:00 in Chicago, not ${await startTime.inputValue()}`);
      await page.waitForTimeout(100);
    }
    assert.equal(await page.getByLabel(`Start Date (${chicago})`, { exact: true }).inputValue(), '12/01/2030');
    assert.equal(await page.getByLabel('AM/PM').nth(0).inputValue(), 'AM');
    await shoot(page, 'alerts-superadmin-edit');
  });

  it("labels a facilitator's alert times off a pod with their labs' zone, not the browser's", async (t) => {
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'Asia/Tokyo',
    });
    t.after(() => context.close());
    const page = await context.newPage();
    // a facilitator's console session with no pod session beside it
    const token = await h.issueToken({ user_id: facilitatorId, role: 2, client_id: h.clientId });
    await h.seedSession(page, 2, { token, user_id: facilitatorId, email: ACCOUNTS.facilitator });
    await page.goto(h.url('/common/alerts'));
    await page.getByRole('heading', { name: 'Manage Alerts' }).waitFor();
    await settled(page);
    const chicago = zoneName('America/Chicago');
    await page.getByLabel(`Start Date (${chicago})`, { exact: true }).waitFor();
    await alertsTable(page)
      .getByRole('columnheader', { name: `Start (${chicago})` })
      .waitFor();
    await shoot(page, 'alerts-facilitator-zone');
  });

  it("labels a client admin's alert times with the lab's zone, and names the demo seed's alerts 'Demo data'", async (t) => {
    // an alert the demo seed saved: its session is no account, so its owner is its id
    const seedToken = await h.issueToken({ user_id: 'system-demo-seed', role: 4, client_id: null });
    const seeded = await h.api('/common/alerts/save', {
      method: 'POST',
      token: seedToken,
      body: { text_head: 'Welcome to the demo venue', type: 'check', enable: 1, scope: 'client', clients: h.clientId },
    });
    assert.equal(seeded.status, true, seeded.message);

    // a browser in Tokyo, an admin of a venue whose labs keep Chicago time (CST in December)
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'Asia/Tokyo',
    });
    t.after(() => context.close());
    const page = await context.newPage();
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url('/common/alerts'));
    await settled(page);
    await page.getByLabel('Start Date (CST)', { exact: true }).waitFor();
    await alertsTable(page).getByRole('columnheader', { name: 'Start (CST)' }).waitFor();
    const seedRow = alertsTable(page).getByRole('row', { name: /Welcome to the demo venue/ });
    await seedRow.getByRole('cell', { name: 'Demo data', exact: true }).waitFor();
    assert.equal(await alertsTable(page).getByText('system-demo-seed').count(), 0);

    await page.getByLabel('Heading').fill('Doors open late');
    await page.getByLabel('Start Date (CST)', { exact: true }).fill('12/01/2030');
    await page.getByLabel('Start Time (CST)', { exact: true }).fill('09:00');
    await page.getByLabel('AM/PM').nth(0).selectOption('AM');
    await page.getByLabel('End Date (CST)', { exact: true }).fill('12/01/2030');
    await page.getByLabel('End Time (CST)', { exact: true }).fill('11:30');
    await page.getByLabel('AM/PM').nth(1).selectOption('AM');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Alert created').first().waitFor();
    const row = alertsTable(page).getByRole('row', { name: /Doors open late/ });
    await row.getByText('12/01/2030 09:00 AM').waitFor();
    // 9:00 in Chicago is 15:00 UTC, whatever the browser's zone
    const listed = await h.api(`/common/alerts/list?client_id=${h.clientId}&user_timezone=UTC&length=50`);
    const saved = (listed.data.alerts as Array<{ text_head: string; active_start: string | null }>).find(
      (a) => a.text_head === 'Doors open late',
    );
    assert.equal(saved?.active_start, '2030-12-01T15:00:00.000Z');
    await dismissToasts(page);
    await shoot(page, 'alerts-lab-zone');

    // editing the seed's alert warns whose it is in words staff read
    await seedRow.getByRole('button', { name: 'Edit Welcome to the demo venue' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Last edit by: Demo data').waitFor();
    await shoot(page, 'alerts-demo-owner');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
