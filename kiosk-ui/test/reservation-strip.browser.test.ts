// The reservation's strip: a row of the layout above every station screen, clear of the
// logo, the top bars and the chat panel's header, under toasts, modals and the emergency
// alert, with words for the screen it is on.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInToDashboard, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, type ScreenSize, shoot, useBrowser } from './support/browser-session.ts';
import { seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { posterGrid } from './support/game-steps.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { assertApart, boxOf, intersect, reserveSoon, strip, topmostAt } from './support/layout-geometry.ts';

const FREE = 0;
const SIZES: readonly ScreenSize[] = ['hd', 'small'];

describe("the reservation's strip", () => {
  let h: KioskHarness;
  const reservation: Record<number, { start_time: string; end_time: string }> = {};
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    await seedCatalogue(h, XBOX_GAMES.slice(0, 1));
    reservation[FREE] = await reserveSoon(h, FREE);
  });
  after(() => h?.close());

  it("gives the reservation a strip of its own: clear of the logo, the top bars and the chat's header, under toasts and modals", async (t) => {
    for (const size of SIZES) {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      const { start_time, end_time } = reservation[FREE] ?? { start_time: '', end_time: '' };
      await page.goto(h.kioskUrl(FREE));
      await waitForLoginScreen(page);
      // logged out, it says when the pod is reserved, not that a session will end
      await strip(page).getByText(`Reserved from ${start_time} to ${end_time}.`).waitFor();
      assert.equal(await strip(page).getByText('You will be logged out automatically').count(), 0);
      await assertApart(page, {
        'the reservation strip': strip(page),
        'the brand': page.locator('.login-brand'),
        'the login card': page.getByRole('region', { name: 'Ready to play?' }),
        'the phone card': page.getByRole('region', { name: 'Log in with your phone' }),
      });
      await shoot(page, 'layout-strip-login');

      // a toast goes over it
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const toast = page.locator('.toast').filter({ hasText: 'Please fill all required fields' });
      await toast.waitFor();
      const under = intersect(await boxOf('the strip', strip(page)), await boxOf('the toast', toast));
      assert.ok(under, 'the toast and the strip share a place on the screen');
      assert.ok(await topmostAt(page, under, '.toast'), 'the toast shows where it meets the strip');
      await shoot(page, 'layout-strip-toast');

      for (const [path, name] of [
        ['/register', 'signup'],
        ['/forgot-password', 'reset'],
      ] as const) {
        await page.goto(h.kioskUrl(FREE, path));
        await page.getByLabel('Email').waitFor();
        await strip(page).waitFor();
        await assertApart(page, { 'the reservation strip': strip(page), 'the top bar': page.getByRole('banner') });
        await assertApart(page, {
          'the reservation strip': strip(page),
          'the logo': page.getByRole('banner').locator('.brand-mark__wordmark, .brand-mark__logo'),
        });
        await shoot(page, `layout-strip-${name}`);
      }

      // signed in: the "Before you play" sheet (a modal) covers it
      await page.goto(h.kioskUrl(FREE));
      await logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
      const sheet = page.getByRole('dialog', { name: 'Before you play' });
      await sheet.waitFor();
      assert.ok(await topmostAt(page, await boxOf('the strip', strip(page)), '.overlay'), 'the modal covers the strip');
      await sheet.getByRole('button', { name: "Let's Play" }).click();
      await sheet.waitFor({ state: 'detached' });
      await strip(page).getByText(`You will be logged out automatically at ${start_time}`).waitFor();

      // the chat panel docks below it
      await page.getByRole('link', { name: /Play Xbox/ }).click();
      await posterGrid(page).getByRole('listitem').first().getByRole('button').click();
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const panel = page.getByRole('dialog', { name: 'Chat with us' });
      await panel.getByRole('heading', { name: 'Chat with us' }).waitFor();
      await assertApart(page, {
        'the reservation strip': strip(page),
        "the chat's header": panel.locator('.chat-panel__header'),
      });
      await shoot(page, 'layout-strip-chat');
      await page.goto(h.kioskUrl(FREE));
      await waitForLoginScreen(page);
    }
  });

  it('shows an emergency alert over the strip', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(FREE));
    await waitForLoginScreen(page);
    await strip(page).waitFor();
    const raised = await h.api('/admin/alerts/emergency', {
      body: { lab_id: await h.labOf(FREE), title: 'Drill', content: 'This is a fire drill.', expire: 6 },
    });
    assert.equal(raised.status, true, raised.message);
    const dialog = page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' });
    await dialog.waitFor({ timeout: 20_000 });
    assert.ok(await topmostAt(page, await boxOf('the strip', strip(page)), '.emergency-overlay'));
    await shoot(page, 'layout-strip-emergency');
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    // the alert ends before the next test's pages connect
    await page.waitForTimeout(6_500);
  });
});
