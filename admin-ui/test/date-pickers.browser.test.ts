import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { type AdminHarness, shoot, startAdminHarness, useBrowser } from './support/admin-harness.ts';
import { field, labIdOf, openEditLab, showSection, signedInAdmin } from './support/labs-steps.ts';
import { dismissToasts, toast } from './support/waits.ts';

// The calendar and clock buttons beside the console's typed date and time masks: each fills its
// field with the mouse and with the keyboard, the form then saves as if it were typed, and each
// dialog keeps the focus inside it, closes on Escape and gives the focus back to its button.

/** Next year: every date here is in the future, whatever day the test runs. */
const YEAR = new Date().getFullYear() + 1;

/** A screenshot among the test artifacts (at the console's 1440x900). */
async function look(page: Page, name: string): Promise<void> {
  await shoot(page, `dates-${name}`);
}

const pickerOf = (page: Page, label: string) => page.getByRole('button', { name: `Choose ${label}`, exact: true });
const dialogOf = (page: Page, label: string) => page.getByRole('dialog', { name: label, exact: true });

const focusedIn = async (box: Locator) => (await box.locator(':focus').count()) === 1;

/** Waits for the focus to come to `el` (a dialog moves it as it opens and gives it back as it closes). */
async function focusComesTo(page: Page, el: Locator): Promise<void> {
  const focused = el.and(page.locator(':focus'));
  for (let waited = 0; (await focused.count()) === 0; waited += 50) {
    assert.ok(waited < 5_000, 'the focus came to the element');
    await page.waitForTimeout(50);
  }
}

/** Tabs forward and back around the open dialog: the focus never leaves it. */
async function assertFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await focusedIn(dialog), `Tab ${i + 1} stays in the dialog`);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await focusedIn(dialog), `Shift+Tab ${i + 1} stays in the dialog`);
  }
}

/** Opens a date field's calendar with the mouse and clicks a day of `month` (1–12) in `year`. */
async function clickDate(page: Page, label: string, year: number, month: number, day: number): Promise<void> {
  await pickerOf(page, label).click();
  const dialog = dialogOf(page, label);
  await dialog.waitFor();
  await dialog.getByLabel('Choose the Year').selectOption(String(year));
  await dialog.getByLabel('Choose the Month').selectOption(String(month - 1));
  const name = new Date(year, month - 1, day).toLocaleDateString('en-US', { month: 'long' });
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  await dialog.getByRole('button', { name: new RegExp(`${name} ${day}${suffix}, ${year}`) }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Picks a date with the keyboard only: Enter on the calendar button opens it on the field's
 * date, the arrows move a day, Enter takes it.
 */
async function keyDate(page: Page, label: string, arrows: readonly string[]): Promise<void> {
  const button = pickerOf(page, label);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page, label);
  await dialog.waitFor();
  await page.waitForFunction("document.activeElement?.closest('.rdp-day') !== null");
  for (const key of arrows) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await focusComesTo(page, button);
}

/** Picks a time with the mouse: the clock button, the three lists, Set. */
async function clickTime(page: Page, label: string, hour: string, minute: string, half: 'AM' | 'PM'): Promise<void> {
  await pickerOf(page, label).click();
  const dialog = dialogOf(page, label);
  await dialog.waitFor();
  await dialog.getByLabel('Hour').selectOption(hour);
  await dialog.getByLabel('Minute').selectOption(minute);
  await dialog.getByLabel('AM/PM').selectOption(half);
  await dialog.getByRole('button', { name: `Set ${label}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks a time with the keyboard only: Enter opens it on the hour, typing chooses, Tab moves, Enter on Set. */
async function keyTime(page: Page, label: string, hour: string, minute: string, half: 'A' | 'P'): Promise<void> {
  const button = pickerOf(page, label);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page, label);
  await dialog.waitFor();
  await focusComesTo(page, dialog.getByLabel('Hour'));
  await page.keyboard.type(hour);
  await page.keyboard.press('Tab');
  await page.keyboard.type(minute);
  await page.keyboard.press('Tab');
  await page.keyboard.type(half);
  // Cancel, then Set
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await focusComesTo(page, button);
}

describe('the date and time pickers beside the masks', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('fills a reservation with the mouse and the keyboard, and saves it', async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/reservations/create'));
    await page.getByRole('heading', { name: 'Create Reservation' }).waitFor();
    await page.getByRole('option', { name: 'Demo Lab', exact: true }).waitFor({ state: 'attached' });
    await page.getByLabel(field('Lab')).selectOption({ label: 'Demo Lab' });
    await page.getByRole('group', { name: 'Pods' }).getByRole('switch').nth(1).click();

    // the calendar: labelled, the focus kept inside, Escape closes it and gives the focus back
    const startDate = pickerOf(page, 'Start Date');
    await startDate.click();
    const calendar = dialogOf(page, 'Start Date');
    await calendar.waitFor();
    assert.equal(await startDate.getAttribute('aria-expanded'), 'true');
    await calendar.getByLabel('Choose the Year').selectOption(String(YEAR));
    await calendar.getByLabel('Choose the Month').selectOption('5');
    await look(page, 'reservation-calendar');
    await assertFocusTrapped(page, calendar);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await focusComesTo(page, startDate);
    assert.equal(await page.getByLabel(field('Start Date')).inputValue(), '', 'Escape picks nothing');

    // a click outside closes it too
    await startDate.click();
    await calendar.waitFor();
    await page.getByRole('heading', { name: 'Create Reservation' }).click();
    await calendar.waitFor({ state: 'detached' });

    // the start date with the mouse
    await clickDate(page, 'Start Date', YEAR, 6, 15);
    assert.equal(await page.getByLabel(field('Start Date')).inputValue(), `06/15/${YEAR}`);
    // the end date with the keyboard: typed as the 14th, then one day on in the calendar
    await page.getByLabel(field('End Date')).fill(`0614${YEAR}`);
    await keyDate(page, 'End Date', ['ArrowRight']);
    assert.equal(await page.getByLabel(field('End Date')).inputValue(), `06/15/${YEAR}`);

    // the clock: the start with the mouse, the end with the keyboard
    await pickerOf(page, 'Start Time').click();
    const clock = dialogOf(page, 'Start Time');
    await clock.waitFor();
    await look(page, 'reservation-clock');
    await assertFocusTrapped(page, clock);
    await page.keyboard.press('Escape');
    await clock.waitFor({ state: 'detached' });
    await clickTime(page, 'Start Time', '2', '30', 'PM');
    assert.equal(await page.getByLabel(field('Start Time')).inputValue(), '02:30 PM');
    await keyTime(page, 'End Time', '05', '45', 'P');
    assert.equal(await page.getByLabel(field('End Time')).inputValue(), '05:45 PM');

    await page.getByLabel(field('Group Name')).fill('Picker Club');
    await page.getByLabel(field('Emails List')).fill('picker@club.test');
    await look(page, 'reservation-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reservation saved').waitFor();

    await page.goto(h.url('/admin/reservations'));
    const made = page.getByRole('table', { name: 'Reservations' }).getByRole('row').filter({ hasText: 'Picker Club' });
    await made.getByRole('cell', { name: `06/15/${YEAR} 02:30 PM` }).waitFor();
    await made.getByRole('cell', { name: `06/15/${YEAR} 05:45 PM` }).waitFor();
  });

  it("fills a lab's schedule and an override with the pickers, and saves them", async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    const labId = await labIdOf(h, 'Demo Lab');
    await openEditLab(h, page, labId);

    const schedules = await showSection(page, 'Lab Schedules');
    await keyTime(page, 'Monday start', '08', '15', 'A');
    await clickTime(page, 'Monday end', '10', '00', 'PM');
    assert.equal(await schedules.getByLabel(field('Monday start')).inputValue(), '08:15 AM');
    assert.equal(await schedules.getByLabel(field('Monday end')).inputValue(), '10:00 PM');
    await pickerOf(page, 'Tuesday start').click();
    await dialogOf(page, 'Tuesday start').waitFor();
    await look(page, 'lab-schedule-clock');
    await page.keyboard.press('Escape');
    await dialogOf(page, 'Tuesday start').waitFor({ state: 'detached' });
    await schedules.getByRole('button', { name: 'Save' }).click();
    await schedules.getByRole('status').filter({ hasText: 'Lab schedule saved' }).waitFor();
    const saved = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.schedule as Record<string, unknown>;
    assert.deepEqual([saved.mo_start, saved.mo_end], ['08:15 AM', '10:00 PM']);

    const overrides = await showSection(page, 'Lab Schedule Overrides');
    await pickerOf(page, 'Date').click();
    const calendar = dialogOf(page, 'Date');
    await calendar.waitFor();
    await calendar.getByLabel('Choose the Year').selectOption(String(YEAR));
    await calendar.getByLabel('Choose the Month').selectOption('11');
    await look(page, 'lab-override-calendar');
    await calendar.getByRole('button', { name: new RegExp(`December 24th, ${YEAR}`) }).click();
    await calendar.waitFor({ state: 'detached' });
    assert.equal(await overrides.getByLabel(field('Date')).inputValue(), `12/24/${YEAR}`);
    await keyTime(page, 'Start', '10', '30', 'A');
    await clickTime(page, 'End', '3', '00', 'PM');
    await overrides.getByRole('button', { name: 'Add' }).click();
    await overrides
      .getByRole('status')
      .filter({ hasText: `Schedule override added for 12/24/${YEAR}` })
      .waitFor();
    const row = overrides
      .getByRole('table', { name: 'Schedule overrides' })
      .getByRole('row')
      .filter({ hasText: `12/24/${YEAR}` });
    await row.getByText('10:30 AM – 03:00 PM').waitFor();
    await dismissToasts(page);
    await look(page, 'lab-overrides-saved');
  });

  it("fills a custom report range's dates with the calendar and its times with the clock, and applies it", async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.goto(h.url('/common/reports/summary'));
    await page.getByLabel('Interval').selectOption('custom');
    // this year's first of June to the 3rd: the start with the mouse, the end with the keyboard
    const thisYear = YEAR - 1;
    await clickDate(page, 'Start date', thisYear, 6, 1);
    assert.equal(await page.getByLabel(field('Start date')).inputValue(), `06/01/${thisYear}`);
    await page.getByLabel(field('End date')).fill(`0602${thisYear}`);
    await pickerOf(page, 'End date').focus();
    await page.keyboard.press('Enter');
    await dialogOf(page, 'End date').waitFor();
    await page.waitForFunction("document.activeElement?.closest('.rdp-day') !== null");
    await look(page, 'report-range-calendar');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialogOf(page, 'End date').waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel(field('End date')).inputValue(), `06/03/${thisYear}`);
    // the times with the clock, which sets the AM/PM beside each: the start with the mouse, the end with the keyboard
    await pickerOf(page, 'Start time').click();
    await dialogOf(page, 'Start time').waitFor();
    await look(page, 'report-range-clock');
    await page.keyboard.press('Escape');
    await dialogOf(page, 'Start time').waitFor({ state: 'detached' });
    await clickTime(page, 'Start time', '9', '00', 'AM');
    await keyTime(page, 'End time', '05', '30', 'P');
    assert.deepEqual(
      [
        await page.getByLabel(field('Start time')).inputValue(),
        await page.getByLabel(field('Start AM/PM')).inputValue(),
        await page.getByLabel(field('End time')).inputValue(),
        await page.getByLabel(field('End AM/PM')).inputValue(),
      ],
      ['09:00', 'AM', '05:30', 'PM'],
    );
    const applied = page.waitForResponse((r) => r.url().includes('/common/reports/summary?'));
    await page.getByRole('button', { name: 'Apply' }).click();
    const reply = await applied;
    const sent = new URL(reply.url()).searchParams;
    assert.deepEqual(
      [sent.get('interval'), sent.get('start_date'), sent.get('end_date')],
      ['custom', `06/01/${thisYear}`, `06/03/${thisYear}`],
    );
    assert.equal(((await reply.json()) as { status: boolean }).status, true);
    // the range as read: the times the clock set, with their halves
    await page.getByText(`06/01/${thisYear} 09:00 AM – 06/03/${thisYear} 05:30 PM`).waitFor();
    await look(page, 'report-range-applied');
  });

  it("fills an alert's window with the calendar and the clock, with the keyboard too, and saves it", async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    // the screen settles its zone before it lists the alerts
    const listed = page.waitForResponse((r) => r.url().includes('/common/alerts/list'));
    await page.goto(h.url('/common/alerts'));
    await page.getByRole('heading', { name: 'Manage Alerts' }).waitFor();
    await listed;
    // each field is labelled with the screen's zone ('Start Date (CST)'): take the labels as shown
    const labelOf = async (start: string) =>
      ((await page.locator('label', { hasText: new RegExp(`^${start} \\(`) }).textContent()) ?? '').replace(
        /\s*\*$/,
        '',
      );
    const [startDate, startTime, endDate, endTime] = [
      await labelOf('Start Date'),
      await labelOf('Start Time'),
      await labelOf('End Date'),
      await labelOf('End Time'),
    ];
    await page.getByLabel('Heading').fill('Tournament night');

    await clickDate(page, startDate, YEAR, 7, 4);
    await clickTime(page, startTime, '7', '15', 'PM');
    await page.getByLabel(field(endDate)).fill(`0704${YEAR}`);
    await keyDate(page, endDate, ['ArrowRight']);
    await pickerOf(page, endTime).click();
    const clock = dialogOf(page, endTime);
    await clock.waitFor();
    await assertFocusTrapped(page, clock);
    await look(page, 'alert-clock');
    await page.keyboard.press('Escape');
    await clock.waitFor({ state: 'detached' });
    await focusComesTo(page, pickerOf(page, endTime));
    await keyTime(page, endTime, '01', '30', 'A');
    assert.deepEqual(
      [
        await page.getByLabel(field(startDate)).inputValue(),
        await page.getByLabel(field(startTime)).inputValue(),
        await page.getByLabel('AM/PM').nth(0).inputValue(),
        await page.getByLabel(field(endDate)).inputValue(),
        await page.getByLabel(field(endTime)).inputValue(),
        await page.getByLabel('AM/PM').nth(1).inputValue(),
      ],
      [`07/04/${YEAR}`, '07:15', 'PM', `07/05/${YEAR}`, '01:30', 'AM'],
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Alert created').first().waitFor();
    const row = page.getByRole('row', { name: /Tournament night/ });
    await row.getByText(`07/04/${YEAR} 07:15 PM`).waitFor();
    await row.getByText(`07/05/${YEAR} 01:30 AM`).waitFor();
    await dismissToasts(page);
    await look(page, 'alert-window-saved');
  });
});
