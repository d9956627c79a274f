import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logIn, passOrientation, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('accounts on the kiosk: sign-up and password reset', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  const email = `new-${randomBytes(3).toString('hex')}@demo.test`;
  const password = 'first-password-1';
  const newPassword = 'second-password-2';
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('writes a session activity as the login, sign-up and password screens open, to the server and the station', async (t) => {
    const page = await openPage(browser());
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    const podId = h.podIds[0] ?? '';
    const recorded = async () =>
      (await h.store.read('kiosk', podId)).events
        .filter((e) => e.type === 'PodActivityRecorded')
        .map((e) => (e.data as { activity: string }).activity);
    const onStation = async () =>
      ((await h.control(0, 'state')) as { session_activity: { activity: string | null } }).session_activity.activity;
    /** Waits until the pod's history and the station's helper both name `activity` last. */
    const written = (activity: string) =>
      eventually(
        `${activity} in the pod's history and on the station`,
        async () => (await recorded()).at(-1) === activity && (await onStation()) === activity,
        { intervalMs: 200 },
      );

    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await written('ui_home');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/register');
    await written('ui_signup');
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForLoginScreen(page);
    await written('ui_home');

    await logIn(page, `nobody-${randomBytes(3).toString('hex')}@demo.test`, 'not-a-password');
    await page.getByRole('link', { name: 'Reset My Password' }).click();
    await page.waitForURL('**/forgot-password');
    await written('ui_password');
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForLoginScreen(page);
    await written('ui_home');
  });

  it('signs a player up in two steps, then back at the login with the details filled in', async (t) => {
    const page = await openPage(browser());
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill all required fields').waitFor();
    await shoot(page, 'signup-required');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password \(8/).fill('short');
    await page.getByLabel('Password again').fill('short');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.toast--error').first().waitFor();
    await page.getByLabel(/^Password \(8/).fill(password);
    await page.getByLabel('Password again').fill(password);
    await page.getByLabel('Password again').press('Enter');

    await page.getByLabel('First name').waitFor();
    await page.getByLabel('First name').fill('robin');
    await page.getByLabel('Mobile number').fill('5551234567');
    assert.equal(await page.getByLabel('Mobile number').inputValue(), '555-123-4567');
    await page.getByLabel('Date of birth').fill('07142001');
    assert.equal(await page.getByLabel('Date of birth').inputValue(), '07/14/2001');
    await shoot(page, 'signup-step2');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Thanks for signing up!').waitFor();
    await page.getByText('Redirecting you to the login...').waitFor();
    await shoot(page, 'signup-done');

    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await waitForLoginScreen(page);
    assert.equal(await page.getByLabel('Email').inputValue(), email);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(page);
    await page.getByRole('heading', { name: /Welcome, Robin!/ }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it('offers Reset My Password after a wrong password, and resets it with the mailed code', async (t) => {
    const page = await openPage(browser(), 'small');
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.equal(await page.getByRole('link', { name: 'Reset My Password' }).count(), 0);
    await logIn(page, email, 'not-the-password');
    await page.locator('.toast--error').first().waitFor();
    await page.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    await shoot(page, 'login-failed');

    await page.getByRole('link', { name: 'Reset My Password' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await shoot(page, 'reset-email');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const code = await eventually('the reset mail', () => h.latestResetCode(email), { intervalMs: 200 });
    await page.getByLabel('6-digit code').fill(code);
    await shoot(page, 'reset-code');
    await page.getByRole('button', { name: 'Verify Code' }).click();

    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.locator('.toast--error').first().waitFor();
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('Your password has been changed successfully, login now').waitFor();
    await shoot(page, 'reset-done');

    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await logIn(page, email, newPassword);
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(page);
  });
});
