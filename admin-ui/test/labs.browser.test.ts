import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { US_TIMEZONES } from '@gamepod/contracts/catalogues';
import type { Page } from 'playwright-core';
import {
  type AdminHarness,
  type AdminSize,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { field, labIdOf, labSection, openEditLab, REQUIRED, showSection, signedInAdmin } from './support/labs-steps.ts';

const LAB = 'Riverside Arcade';
/** The kiosk's schedule line for a lab open 09:00 AM – 05:00 PM every day, seen at 07:30 in the lab's zone. */
const OPENS_TODAY = 'Facility opens today at 09:00 AM';
const LAB_ZONE = 'America/New_York';

/** 07:30 today (the lab's calendar date now) in `zone`, as an instant. */
function morningIn(zone: string): Date {
  const now = new Date();
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 7, 30);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(wall))
    .find((p) => p.type === 'timeZoneName')?.value;
  const [, sign, hh, mm] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '') ?? [];
  const minutes = sign ? (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) : 0;
  return new Date(wall - minutes * 60_000);
}

/** Today's date in `zone`, as the override form takes it: MM/DD/YYYY. */
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

describe('the lab screens, as a client admin', () => {
  let h: AdminHarness;
  let labId = '';
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  const signedIn = (size: AdminSize = 'desk') => signedInAdmin(h, browser(), size);
  const openEdit = (page: Page) => openEditLab(h, page, labId);
  const section = labSection;

  it('deploys a lab through the form and lists it in /admin/labs', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.getByRole('link', { name: /Labs/ }).click();
    await page.waitForURL('**/admin/labs');
    const table = page.getByRole('table', { name: 'Labs' });
    await table.getByRole('row').filter({ hasText: 'Demo Lab' }).first().waitFor();
    assert.equal(await page.title(), 'gamepod | Manage Your Labs');
    assert.equal(await page.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href'), '/admin/dashboard');
    await shoot(page, 'labs');

    await page.getByRole('link', { name: 'Deploy New Lab' }).click();
    await page.waitForURL('**/admin/labs/deploy');
    await page.getByRole('heading', { name: 'Deploy New Lab' }).waitFor();
    // A client admin's selector is locked to their own client (the demo's test client)
    const client = page.getByLabel(field('Client'));
    await page.getByRole('option', { name: 'Demo Venue' }).waitFor({ state: 'attached' });
    assert.equal(await client.isDisabled(), true);
    assert.equal(await client.inputValue(), h.clientId);
    // the select offers exactly the server's 31 zones
    const zones = await page
      .getByLabel(field('Timezone'))
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
    assert.deepEqual(zones, [...US_TIMEZONES]);

    await page.getByRole('button', { name: 'Deploy' }).click();
    await page.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await page.getByText('This field is required').first().waitFor();
    await shoot(page, 'lab-deploy-required');

    await page.getByLabel(field('Lab Name')).fill(LAB);
    await page.getByLabel(field('Address 1')).fill('12 Harbor Street');
    await page.getByLabel(field('Address 2')).fill('Suite 200');
    await page.getByLabel(field('City')).fill('Portland');
    await page.getByLabel(field('State')).fill('ME');
    await page.getByLabel(field('Zip')).fill('04101');
    await page.getByLabel(field('Timezone')).selectOption(LAB_ZONE);
    await page.getByLabel(field('Reservation Email')).fill('bookings@riverside.test');
    await page.getByLabel(field('Note')).fill('Twelve pods by the window; the arcade opens at nine.');
    await page.getByRole('switch', { name: 'Lab Mode' }).click();
    await page.getByText('Paid Mode').waitFor();
    await shoot(page, 'lab-deploy');
    await page.getByRole('button', { name: 'Deploy' }).click();

    await page.waitForURL('**/admin/labs');
    const row = table.getByRole('row').filter({ hasText: LAB });
    await row.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Lab deployed: ${LAB}` })
      .waitFor();
    labId = await labIdOf(h, LAB);
    assert.ok(labId, 'the lab is in the read model');
    assert.equal(await row.getByRole('link', { name: 'View Pods' }).getAttribute('href'), `/admin/labs/${labId}/pods`);
    assert.equal(await row.getByRole('link', { name: 'Edit Lab' }).getAttribute('href'), `/admin/labs/edit/${labId}`);
    const lab = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.lab as Record<string, unknown>;
    assert.equal(lab.is_paid, 1);
    assert.equal(lab.timezone, LAB_ZONE);
    assert.equal(lab.reservation_email, 'bookings@riverside.test');
  });

  it('saves Force On as 1 and 0', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/labs'));
    const force = page.getByRole('switch', { name: `Force On ${LAB}` });
    await force.waitFor();
    assert.equal(await force.getAttribute('aria-checked'), 'false');
    await force.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Force On turned on for ${LAB}` })
      .waitFor();
    assert.equal(await force.getAttribute('aria-checked'), 'true');
    const modeOf = async () =>
      (
        (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
          id: string;
          admin_mode: number;
        }>
      ).find((l) => l.id === labId)?.admin_mode;
    assert.equal(await modeOf(), 1);
    await shoot(page, 'labs-force-on');
    await page.reload();
    await page.getByRole('switch', { name: `Force On ${LAB}`, checked: true }).waitFor();
    await page.getByRole('switch', { name: `Force On ${LAB}` }).press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: `Force On turned off for ${LAB}` })
      .waitFor();
    assert.equal(await modeOf(), 0);
  });

  it('edits the lab fields with Update', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/labs'));
    await page.getByRole('link', { name: `Edit Lab ${LAB}` }).click();
    await page.waitForURL(`**/admin/labs/edit/${labId}`);
    await page.getByLabel(field('Lab Name')).waitFor();
    assert.equal(await page.title(), 'gamepod | Edit Lab');
    assert.equal(await page.getByLabel(field('City')).inputValue(), 'Portland');
    assert.equal(await page.getByLabel(field('Client')).isDisabled(), true);
    await shoot(page, 'lab-edit');

    const details = section(page, 'Lab Details');
    await details.getByLabel(field('Note')).fill('');
    await details.getByRole('button', { name: 'Update' }).click();
    await details.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await details.getByLabel(field('Note')).fill('Twelve pods by the window.');
    await details.getByLabel(field('City')).fill('South Portland');
    await details.getByRole('button', { name: 'Update' }).click();
    await details.getByRole('status').filter({ hasText: 'Lab updated' }).waitFor();
    // A section's banner vanishes after 4 s
    await details
      .getByRole('status')
      .filter({ hasText: 'Lab updated' })
      .waitFor({ state: 'detached', timeout: 10_000 });
    await page.reload();
    await page.getByLabel(field('City')).waitFor();
    assert.equal(await page.getByLabel(field('City')).inputValue(), 'South Portland');
  });

  it('saves a schedule, adds overrides and deletes one after its confirm modal', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await openEdit(page);
    const schedules = await showSection(page, 'Lab Schedules');
    // A day's end is required once its start is set
    await schedules.getByLabel(field('Monday start')).fill('0900am');
    assert.equal(await schedules.getByLabel(field('Monday start')).inputValue(), '09:00 AM');
    await schedules.getByRole('button', { name: 'Save' }).click();
    await schedules.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await schedules.getByText('This field is required').waitFor();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await schedules.getByLabel(field(`${day} start`)).fill('0900am');
      await schedules.getByLabel(field(`${day} end`)).fill('0500pm');
    }
    await schedules.getByRole('button', { name: 'Save' }).click();
    await schedules.getByRole('status').filter({ hasText: 'Lab schedule saved' }).waitFor();
    await shoot(page, 'lab-edit-schedule');
    const saved = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.schedule as Record<string, unknown>;
    assert.equal(saved.su_start, '09:00 AM');
    assert.equal(saved.su_end, '05:00 PM');
    assert.equal(saved.su_is_closed, 0);

    const overrides = await showSection(page, 'Lab Schedule Overrides');
    await overrides.getByRole('button', { name: 'Add' }).click();
    await overrides.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await overrides.getByLabel(field('Date')).fill('12252031');
    assert.equal(await overrides.getByLabel(field('Date')).inputValue(), '12/25/2031');
    await overrides.getByRole('switch', { name: 'Closed?', exact: true }).click();
    await overrides.getByRole('button', { name: 'Add' }).click();
    await overrides.getByRole('status').filter({ hasText: 'Schedule override added for 12/25/2031' }).waitFor();
    await overrides.getByLabel(field('Date')).fill('12/31/2031');
    await overrides.getByLabel(field('Start')).fill('1000am');
    await overrides.getByLabel(field('End')).fill('0200pm');
    await overrides.getByRole('switch', { name: 'Paid', exact: true }).click();
    await overrides.getByRole('button', { name: 'Add' }).click();
    await overrides.getByRole('status').filter({ hasText: 'Schedule override added for 12/31/2031' }).waitFor();
    const list = overrides.getByRole('table', { name: 'Schedule overrides' });
    const newYear = list.getByRole('row').filter({ hasText: '12/31/2031' });
    await newYear.getByText('10:00 AM – 02:00 PM').waitFor();
    await shoot(page, 'lab-edit-overrides');

    await list.getByRole('button', { name: 'Delete override 12/25/2031' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete override' });
    await confirm.getByText('Are you sure you want to delete the schedule override for 12/25/2031?').waitFor();
    await shoot(page, 'lab-edit-override-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await overrides.getByRole('status').filter({ hasText: 'Schedule override for 12/25/2031 deleted' }).waitFor();
    await list.getByRole('row').filter({ hasText: '12/25/2031' }).waitFor({ state: 'detached' });
    await newYear.waitFor();
  });

  it("shows the schedule's message on the idle screen of a station in the lab", async (t) => {
    // the harness's station is in the demo lab: move its pod into this one, as Edit Pod would
    const { pod } = (await h.api(`/admin/kiosk/edit/pod?pod_id=${h.podIds[0]}`)).data as {
      pod: Record<string, unknown>;
    };
    const { id, ...form } = pod;
    const moved = await h.api('/admin/kiosk/update/pod', { body: { ...form, pod_id: id, lab_id: labId } });
    assert.equal(moved.status, true, moved.message);

    const kiosk = await openAdminPage(browser());
    t.after(() => kiosk.context().close());
    // 07:30 in the lab's zone: before the 09:00 AM opening every day of the week
    await kiosk.clock.setFixedTime(morningIn(LAB_ZONE));
    await kiosk.goto(h.stationUrl(0));
    await kiosk.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await h.control(0, 'idle', { idle: true });
    t.after(() => h.control(0, 'idle', { idle: false }));
    await kiosk.getByText(OPENS_TODAY).waitFor({ timeout: 20_000 });
    await shoot(kiosk, 'lab-kiosk-idle-schedule');

    // an override for today wins over the weekly hours: the station reads it on its next start
    const page = await signedIn();
    t.after(() => page.context().close());
    await openEdit(page);
    const overrides = await showSection(page, 'Lab Schedule Overrides');
    const today = todayIn(LAB_ZONE);
    await overrides.getByLabel(field('Date')).fill(today);
    await overrides.getByLabel(field('Start')).fill('1100am');
    await overrides.getByLabel(field('End')).fill('0600pm');
    await overrides.getByRole('button', { name: 'Add' }).click();
    await overrides
      .getByRole('status')
      .filter({ hasText: `Schedule override added for ${today}` })
      .waitFor();
    await kiosk.reload();
    await kiosk.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await kiosk.getByText('Facility opens today at 11:00 AM').waitFor({ timeout: 20_000 });
    await shoot(kiosk, 'lab-kiosk-idle-override');
  });
});
