import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import {
  logIn,
  logInPlayer,
  logInToDashboard,
  passOrientation,
  storedPodSession,
  waitForLoginScreen,
} from '@gamepod/testbed/browser';
import type { WebSocketRoute } from 'playwright-core';
import { openPage, openPhone, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('a player session on the kiosk', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 2 });
  });
  after(() => h?.close());

  it('logs in from a phone through the QR code', async (t) => {
    const pod = await openPage(browser());
    const phone = await openPhone(browser());
    t.after(async () => {
      await pod.context().close();
      await phone.context().close();
    });
    await pod.goto(h.kioskUrl(0));
    await waitForLoginScreen(pod);
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    const { remote_id_key } = await storedPodSession(pod);

    // the remote id is checked first: its answer is held while the phone says so
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await phone.route('**/api/v1/kiosk/validate/remote', async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    await phone.getByText('Please wait, we are validating your remote id!').waitFor();
    assert.equal(await phone.getByLabel('Email').count(), 0, 'no form before the remote id is checked');
    await shoot(phone, 'mobile-login-validating');
    release();
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await phone.getByRole('link', { name: 'Sign Up' }).waitFor();
    await phone.getByRole('link', { name: 'Reset My Password' }).waitFor();
    await shoot(phone, 'mobile-login');
    await pod.getByText('Connected...login with your phone before timer expires.').waitFor();
    await shoot(pod, 'login-phone-connected');

    await phone.getByLabel('Email').fill(ACCOUNTS.player);
    await phone.getByLabel('Password').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.getByText('Success! You are logged in on A1.').waitFor();
    await phone.getByText('Please continue from the Gamepod now.').waitFor();
    await shoot(phone, 'mobile-login-success');

    await pod.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await pod.getByRole('button', { name: "Let's Play" }).click();
    await pod.getByRole('button', { name: 'Logout' }).click();
    await pod.getByText('Thanks for playing').waitFor();
  });

  it('shows an expired remote session on the phone', async (t) => {
    const phone = await openPhone(browser());
    t.after(() => phone.context().close());
    await phone.goto(`${h.baseUrl}/mobile-login/not-a-real-remote-id`);
    // the server's own words, over the catalogue's 'This remote session has expired.'
    await phone.getByText('Unable to verify the remote id you provided!').waitFor();
    await phone.getByText('Please scan the QR code again with your camera.').waitFor();
    await shoot(phone, 'mobile-login-expired');
  });

  it("says 'Starting remote session' while the phone's login travels, and 'Unable to log you in' when it never arrives", async (t) => {
    const pod = await openPage(browser());
    const phone = await openPhone(browser());
    t.after(async () => {
      await pod.context().close();
      await phone.context().close();
    });
    await pod.goto(h.kioskUrl(0));
    await waitForLoginScreen(pod);
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    const { remote_id_key } = await storedPodSession(pod);
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();

    // the phone's login is held on its way, then its network drops
    let drop: () => void = () => undefined;
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    await phone.route('**/api/v1/user/mobile_login', async (route) => {
      await dropped;
      await route.abort('internetdisconnected');
    });
    await phone.getByLabel('Email').fill(ACCOUNTS.player);
    await phone.getByLabel('Password').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    const starting = phone.getByRole('status').filter({ hasText: 'Starting remote session with A1.' });
    await starting.getByText('Please wait while the connection is established...').waitFor();
    await shoot(phone, 'mobile-login-starting');
    drop();
    await phone.getByRole('alert').filter({ hasText: 'Unable to log you in, please try again later!' }).waitFor();
    await starting.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('asks "Login here instead...?" on a second pod, and Login Here ends the first session', async (t) => {
    const first = await openPage(browser());
    const second = await openPage(browser());
    t.after(async () => {
      await first.context().close();
      await second.context().close();
    });
    await first.goto(h.kioskUrl(0));
    await logInPlayer(first, ACCOUNTS.player, DEMO_PASSWORD);

    await second.goto(h.kioskUrl(1));
    await logIn(second, ACCOUNTS.player, DEMO_PASSWORD);
    await second.getByRole('dialog', { name: 'Login here instead...?' }).waitFor({ timeout: 30_000 });
    await second.getByText('You only have permission to be logged in on one Gamepod at a time…').waitFor();
    await second.getByText('You are already logged in on A1.').waitFor();
    await shoot(second, 'login-concurrent');
    await second.getByRole('button', { name: 'Login Here' }).click();
    await second.waitForURL('**/player/dashboard');
    await passOrientation(second);

    // the first pod's session ended: its realtime socket closes with 4401
    await first.waitForURL('**/player/logout**', { timeout: 30_000 });
    await first.getByText('Logout reason : Your session expired!').waitFor();
    await second.getByRole('button', { name: 'Logout' }).click();
    await second.getByText('Thanks for playing').waitFor();
  });

  it('warns a player whose email is not verified in the sheet before play, and warns again at their next login', async (t) => {
    const page = await openPage(browser());
    const other = await openPage(browser());
    t.after(async () => {
      await page.context().close();
      await other.context().close();
    });
    const sheet = page.getByRole('dialog', { name: 'Before you play' });
    const warning = sheet.getByRole('region', { name: 'Please verify your email address.' });
    const logInToSheet = () => logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.goto(h.kioskUrl(0));
    await logInToSheet();
    await warning.getByText('Staff at the desk can verify it for you.').waitFor({ timeout: 30_000 });
    const stored = JSON.parse((await page.evaluate("localStorage.getItem('gp.user_session')")) as string);
    assert.equal(stored.is_verified, 0, 'the demo player has not verified their email');
    await shoot(page, 'player-dashboard-verify');
    // Let's Play closes the warning with the rest of the sheet: the dashboard does not say it again
    await sheet.getByRole('button', { name: "Let's Play" }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    assert.equal(await page.getByText('Please verify your email address.').count(), 0);

    // a login elsewhere ends this one, and the page goes back to its login without reloading
    await other.goto(h.kioskUrl(1));
    await logInPlayer(other, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByText('Logout reason : Your session expired!').waitFor({ timeout: 30_000 });
    await logInToSheet();
    await warning.waitFor({ timeout: 30_000 });
    await sheet.getByRole('button', { name: "Let's Play" }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it("follows the player's stream_default at sign-in, and the dashboard's switch turns the station's streaming on and off", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const streams = async () =>
      ((await h.control(1, 'state')) as { streaming: { is_streaming: boolean } }).streaming.is_streaming;
    await page.goto(h.kioskUrl(1));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    // the demo player's stream_default is off
    await page.getByText('Streaming is off').waitFor();
    const toggle = page.getByRole('switch', { name: 'Stream my play' });
    await toggle.check();
    await page.getByText('Streaming is on').waitFor();
    await shoot(page, 'player-dashboard-streaming');
    await eventually('the station streams', async () => (await streams()) || undefined);
    await toggle.uncheck();
    await page.getByText('Streaming is off').waitFor();
    await eventually('the station stops streaming', async () => !(await streams()) || undefined);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it('locks the player out when an admin sends lockout, then logs them out', async (t) => {
    const page = await openPage(browser());
    page.setDefaultTimeout(30_000);
    t.after(async () => {
      await h.api('/admin/run/command', { body: { command_type: 'unlockout', pod_ids: [h.podIds[0]] } });
      await page.context().close();
    });
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    const sent = await h.api('/admin/run/command', { body: { command_type: 'lockout', pod_ids: [h.podIds[0]] } });
    if (!sent.status) throw new Error(`lockout refused: ${sent.message}`);
    await page.getByText('You have been locked out by Admin. Please wait...').waitFor();
    await shoot(page, 'player-locked-out');
    await page.clock.runFor(31_000);
    await page.getByText('Logout reason : You have been logged out due to lockout by Admin').waitFor();
  });

  it('warns "Still there...?" after 45 s without input and logs out at 60 s', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(1));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await shoot(page, 'player-dashboard');
    await page.clock.runFor(47_000);
    await page.getByRole('dialog', { name: 'Still there...?' }).waitFor();
    await shoot(page, 'player-still-there');
    await page.clock.runFor(14_000);
    await page.getByText('Logout reason : You have been logged out due to inactivity').waitFor();
  });

  it('says "Cloud server disconnected, logging out" and starts over when the cloud stays away', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    // the services socket goes through us: connected while the cloud is up, refused after
    let cloudUp = true;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/v1\/ws/, (ws) => {
      if (!cloudUp) return void ws.close({ code: 1011, reason: 'cloud down' });
      ws.connectToServer();
      open.push(ws);
    });
    await page.clock.install();
    await page.goto(h.kioskUrl(1));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    cloudUp = false;
    for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'cloud down' });
    // a blip is not a loss: nothing happens within the grace period
    await page.clock.runFor(10_000);
    await page.getByText('Welcome', { exact: false }).first().waitFor();
    await page.clock.runFor(6_000);
    await page.getByText('Cloud server disconnected, logging out').waitFor();
    // from here only runFor moves the page's time: a slow screenshot must not start it over
    await pauseClock(page);
    await shoot(page, 'player-cloud-disconnected');
    const stored = await page.evaluate("localStorage.getItem('gp.user_session')");
    if (stored !== null) throw new Error('the user session outlived the network loss');
    await page.clock.runFor(3_500);
    await page.clock.resume();
    await waitForLoginScreen(page);
  });
});
