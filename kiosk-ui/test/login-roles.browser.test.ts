import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { logIn, waitForLoginScreen } from './support/kiosk-steps.ts';

describe('the kiosk login screen', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('starts the station and shows the login form, the consoles and the station name', async (t) => {
    for (const size of ['hd', 'small'] as const) {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      await page.goto(h.kioskUrl(0));
      await waitForLoginScreen(page);
      await page.getByText('Ready', { exact: true }).first().waitFor();
      await shoot(page, 'login');
      await page.getByRole('button', { name: 'Show QR code' }).click();
      await page.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
      await shoot(page, 'login-qr');
    }
  });

  it('sends a player to the dashboard with a capitalised greeting', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await page.getByRole('dialog', { name: 'Welcome to Demo Lab' }).waitFor();
    await shoot(page, 'player-orientation');
    await page.getByRole('button', { name: 'I Understand' }).click();
    await page.getByRole('heading', { name: /Welcome, Pat!/ }).waitFor();
    await page.getByRole('link', { name: /Play Xbox/ }).waitFor();
    await shoot(page, 'player-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it('sends a facilitator to the facilitator dashboard', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await page.waitForURL('**/facilitator/dashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Facilitator Dashboard' }).waitFor();
    await shoot(page, 'facilitator-dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  for (const [who, email, home] of [
    ['a client admin', ACCOUNTS.admin, '/admin/dashboard'],
    ['a restricted admin', ACCOUNTS.restricted, '/admin/dashboard'],
    ['a super admin', ACCOUNTS.superAdmin, '/superadmin/dashboard'],
  ] as const) {
    it(`sends ${who} to ${home}`, async (t) => {
      const page = await openPage(browser());
      t.after(() => page.context().close());
      await page.goto(h.kioskUrl(0));
      await logIn(page, email, DEMO_PASSWORD);
      await page.waitForURL(`**${home}`, { timeout: 30_000 });
      assert.equal(new URL(page.url()).pathname, home);
    });
  }
});
