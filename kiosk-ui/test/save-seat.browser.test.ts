import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('Save Seat on the dashboard', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  const signedIn = async (size: 'hd' | 'small'): Promise<Page> => {
    const page = await openPage(browser(), size);
    await page.clock.install({ time: h.serverNow() });
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    return page;
  };

  it('holds the seat with its countdown, refuses a wrong password and unlocks with Enter', async (t) => {
    const page = await signedIn('hd');
    t.after(() => page.context().close());
    await page.getByRole('button', { name: 'Save Seat' }).click();
    await page.getByRole('heading', { name: 'Seat Saved!' }).waitFor();
    await page.getByText('Return before timer expires or you will be logged out.').waitFor();
    await page
      .getByRole('timer')
      .getByText(/^(10:00|9:5\d)$/)
      .waitFor();
    await pauseClock(page);
    await page.clock.runFor(65_000);
    await page
      .getByRole('timer')
      .getByText(/^8:5\d$/)
      .waitFor();
    await shoot(page, 'save-seat');

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Wrong password.').waitFor();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: 'Seat Saved!' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
  });

  it('logs the player out with "Save seat expired" when the server ends the seat', async (t) => {
    const page = await signedIn('small');
    t.after(() => page.context().close());
    await page.getByRole('button', { name: 'Save Seat' }).click();
    await page.getByRole('heading', { name: 'Seat Saved!' }).waitFor();
    await shoot(page, 'save-seat');
    await pauseClock(page);
    await page.clock.runFor(570_000);
    await page
      .getByRole('timer')
      .getByText(/^0:[23]\d$/)
      .waitFor();
    // the page's time runs again (the logout screen's own timers), 30 s short of the seat's end;
    // the server's timer ends the session and the page follows it
    await page.clock.resume();
    h.advanceServerClock(601_000);
    await page.waitForURL('**/player/logout**', { timeout: 20_000 });
    await page.getByText('Logout reason : Save seat expired').waitFor();
    await shoot(page, 'save-seat-expired');
  });

  it("opens the Save Seat screen on the admin's save_seat command, for the admin's hour", async (t) => {
    const page = await signedIn('hd');
    t.after(() => page.context().close());
    const sent = await h.api('/admin/run/command', { body: { command_type: 'save_seat', pod_ids: [h.podIds[0]] } });
    assert.equal(sent.status, true, sent.message);
    await page.getByRole('heading', { name: 'Seat Saved!' }).waitFor({ timeout: 20_000 });
    await page
      .getByRole('timer')
      .getByText(/^(60:00|59:\d\d)$/)
      .waitFor({ timeout: 10_000 });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
  });
});
