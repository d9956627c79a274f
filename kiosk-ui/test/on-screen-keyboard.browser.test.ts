import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { passOrientation, waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('the on-screen keyboard on a station without a physical keyboard', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    await h.control(0, 'state', { station: { with_keyboard: false } });
  });
  after(() => h?.close());

  const key = (page: Page, name: string) =>
    page.getByRole('region', { name: 'On-screen keyboard' }).getByRole('button', { name, exact: true }).first();

  /** Taps each character's key on the on-screen keyboard, shifting for capitals and symbols. */
  const tapOut = async (page: Page, text: string) => {
    const keyboard = page.getByRole('region', { name: 'On-screen keyboard' });
    for (const ch of text) {
      const shifted = /[A-Z!#$%&*+=?/]/.test(ch);
      if (shifted) await keyboard.getByRole('button', { name: 'Shift', exact: true }).first().click();
      await key(page, ch).click();
    }
  };

  it('types a login with its keys, moves on and submits with Enter, and closes with Escape', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const keyboard = page.getByRole('region', { name: 'On-screen keyboard' });

    await page.getByLabel('Email').click();
    await keyboard.waitFor({ timeout: 15_000 });
    await shoot(page, 'on-screen-keyboard-login');
    // Escape closes it; tapping the field again opens it
    await key(page, 'Escape').click();
    await keyboard.waitFor({ state: 'detached' });
    await page.getByLabel('Email').click();
    await keyboard.waitFor();

    await tapOut(page, ACCOUNTS.player.replace('.test', ''));
    await key(page, '.').click();
    await tapOut(page, 'test');
    assert.equal(await page.getByLabel('Email').inputValue(), ACCOUNTS.player);
    // Enter moves on to the empty password field (the keyboard moves clear of it)
    await key(page, 'Enter').click();
    await tapOut(page, DEMO_PASSWORD);
    // a mistyped key and its correction
    await key(page, 'x').click();
    await key(page, 'Backspace').click();
    assert.equal(await page.getByLabel('Password').inputValue(), DEMO_PASSWORD);
    await shoot(page, 'on-screen-keyboard-typed');
    await key(page, 'Enter').click();
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(page);
    await keyboard.waitFor({ state: 'detached' });
  });
});
