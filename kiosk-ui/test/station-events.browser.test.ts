// What the station and the staff do to a kiosk from outside its screen: the physical logout
// button and seat sensor, admin logout and reboot commands, console status, volume, the
// emergency flag, and the phone's QR countdown with its sign-up and reset detours. Each is
// driven through the real helper simulator's control surface or the real admin API.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import {
  logInPlayer,
  passOrientation,
  podChannelSubscribed,
  storedPodSession,
  waitForLoginScreen,
} from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, openPhone, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

type SimState = {
  emergency: boolean;
  audio: { volume: number; muted: boolean };
  physical_logout: { pending: boolean };
  counters: { reboot: number };
};
type SimCall = { method: string; path: string };

describe('station events on the kiosk', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  const simState = async () => (await h.control(0, 'state')) as SimState;
  const simCalls = async () => (await h.control(0, 'calls')) as SimCall[];
  const signedUpEmail = `phone-${randomBytes(3).toString('hex')}@demo.test`;
  const signedUpPassword = 'phone-password-1';
  const resetPassword = 'phone-password-2';

  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  async function dashboard(t: { after: (fn: () => unknown) => void }, size: 'hd' | 'small' = 'hd'): Promise<Page> {
    const page = await openPage(browser(), size);
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    return page;
  }

  for (const [reason, text] of [
    ['button', 'You pushed the physical logout button'],
    ['seat', 'You left your seat for more than 30 seconds'],
  ] as const) {
    it(`logs the player out when the station says "${reason}", and acknowledges it to the helper`, async (t) => {
      const page = await dashboard(t);
      const since = new Date().toISOString();
      await h.control(0, 'press-logout', { reason });
      await page.getByText(`Logout reason : ${text}`).waitFor();
      await shoot(page, `logout-physical-${reason}`);
      const acks = await eventually(
        'the logout acknowledgement',
        async () => {
          const calls = (await h.control(0, `calls?since=${encodeURIComponent(since)}`)) as SimCall[];
          const found = calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/kiosk/acknowledge/logout_pod');
          return found.length > 0 ? found : null;
        },
        { intervalMs: 200 },
      );
      assert.ok(acks.length >= 1);
      assert.equal((await simState()).physical_logout.pending, false);
    });
  }

  for (const [command, text] of [
    ['logout', 'Admin forced the logout from kioske'],
    ['reboot', 'Admin forced the kioske reboot'],
  ] as const) {
    it(`logs the player out on the admin's ${command} command`, async (t) => {
      const page = await dashboard(t);
      const reboots = (await simState()).counters.reboot;
      const sent = await h.api('/admin/run/command', { body: { command_type: command, pod_ids: [h.podIds[0]] } });
      assert.equal(sent.status, true, sent.message);
      await page.getByText(`Logout reason : ${text}`).waitFor({ timeout: 30_000 });
      await shoot(page, `logout-admin-${command}`);
      if (command === 'reboot') assert.equal((await simState()).counters.reboot, reboots + 1);
    });
  }

  it('locks a platform button while its console is disabled, and frees it again', async (t) => {
    t.after(() => h.control(0, 'consoles', { xb_disabled: false, ps_disabled: false }));
    const page = await dashboard(t);
    const xboxLink = page.getByRole('link', { name: /Play Xbox/ });
    const xboxLocked = page.getByRole('button', { name: /Play Xbox\s*Locked/ });
    const ps5Locked = page.getByRole('button', { name: /Play PS5\s*Locked/ });
    await xboxLink.waitFor();

    await h.control(0, 'consoles', { xb_disabled: true });
    await xboxLocked.waitFor();
    assert.equal(await xboxLocked.isDisabled(), true);
    await page.getByRole('link', { name: /Play PS5/ }).waitFor();
    await shoot(page, 'dashboard-xbox-locked');

    await h.control(0, 'consoles', { ps_disabled: true });
    await ps5Locked.waitFor();
    assert.equal(await ps5Locked.isDisabled(), true);
    assert.equal(await page.getByRole('link', { name: /Play / }).count(), 0);
    await shoot(page, 'dashboard-both-locked');

    await h.control(0, 'consoles', { xb_disabled: false, ps_disabled: false });
    await xboxLink.waitFor();
    await page.getByRole('link', { name: /Play PS5/ }).waitFor();
    assert.equal(await page.getByText('Locked', { exact: true }).count(), 0);
    await xboxLink.click();
    await page.waitForURL('**/player/games/xd1');
  });

  it('sends the slider and mute to the helper, and shows a volume changed at the helper', async (t) => {
    t.after(() => h.control(0, 'state', { audio: { volume: 25, muted: false, volume_before_mute: 25 } }));
    const page = await dashboard(t);
    const slider = page.getByRole('slider', { name: 'Volume' });
    await slider.fill('40');
    await eventually('volume 40 at the helper', async () => ((await simState()).audio.volume === 40 ? true : null), {
      intervalMs: 200,
    });
    await page.locator('.volume__value').getByText('80%').waitFor();
    // the kiosk also records it with the player's token (the pod key alone may not)
    await eventually(
      'volume 40 recorded for the pod',
      async () => {
        const { pods } = (await h.api('/admin/kiosk/client/pods')).data as {
          pods: Array<{ id: string; volume: number }>;
        };
        return pods.find((p) => p.id === h.podIds[0])?.volume === 40 ? true : null;
      },
      { intervalMs: 200 },
    );

    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await eventually(
      'the helper muted',
      async () => {
        const { audio } = await simState();
        return audio.muted && audio.volume === 0 ? true : null;
      },
      { intervalMs: 200 },
    );
    await page.locator('.volume__value').getByText('0%').waitFor();
    await shoot(page, 'dashboard-muted');
    await page.getByRole('button', { name: 'Unmute' }).click();
    await eventually(
      'the helper unmuted to 40',
      async () => {
        const { audio } = await simState();
        return !audio.muted && audio.volume === 40 ? true : null;
      },
      { intervalMs: 200 },
    );

    // someone turns the station's own knob: the bridge reads it (every 10 s) and the slider follows
    await h.control(0, 'state', { audio: { volume: 13, muted: false, volume_before_mute: 13 } });
    await page.locator('.volume__value').getByText('26%').waitFor({ timeout: 30_000 });
    assert.equal(await slider.inputValue(), '13');
    assert.equal(await slider.getAttribute('aria-valuetext'), '26%');
    await shoot(page, 'dashboard-volume-from-helper');
  });

  it("raises the helper's emergency flag while the alert shows, and lowers it on I Understand", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const subscribed = podChannelSubscribed(page);
    await page.clock.install(); // the 5 s countdown holds while we check the helper
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await subscribed;
    assert.equal((await simState()).emergency, false);
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ lab_id: string }>;
    const content = `Evacuate by the east stairs (${randomBytes(3).toString('hex')}).`;
    const raised = await h.api('/admin/alerts/emergency', {
      body: { lab_id: pods[0]?.lab_id, title: 'Evacuation', content, expire: 5 },
    });
    assert.equal(raised.status, true, raised.message);
    // a kiosk that connects while an alert is on gets it: let it end before the next test's page
    const endsAt = Date.now() + 5_500;
    t.after(() => eventually('the alert to end', () => Date.now() >= endsAt, { timeoutMs: 10_000, intervalMs: 100 }));
    const dialog = page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' });
    await dialog.waitFor();
    await page.getByText(content).waitFor();
    await eventually('the emergency flag up', async () => ((await simState()).emergency ? true : null), {
      intervalMs: 200,
    });
    const sets = (await simCalls()).filter((c) => c.path === '/api/v1/kiosk/set/pod_emergency');
    assert.ok(sets.length >= 1, 'the kiosk told the helper');
    await page.getByRole('button', { name: 'I Understand' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually('the emergency flag down', async () => ((await simState()).emergency ? null : true), {
      intervalMs: 200,
    });
  });

  it('counts an emergency alert down from its expire, and acknowledges it by itself at 0', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const subscribed = podChannelSubscribed(page);
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await subscribed;
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ lab_id: string }>;
    const content = `Shelter in the lounge (${randomBytes(3).toString('hex')}).`;
    const raised = await h.api('/admin/alerts/emergency', {
      body: { lab_id: pods[0]?.lab_id, title: 'Storm warning', content, expire: 8 },
    });
    assert.equal(raised.status, true, raised.message);
    const endsAt = Date.now() + 8_500;
    t.after(() => eventually('the alert to end', () => Date.now() >= endsAt, { timeoutMs: 12_000, intervalMs: 100 }));
    const dialog = page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' });
    await dialog.getByText(content).waitFor();
    // from here only runFor moves the countdown
    await pauseClock(page);
    const timer = dialog.getByRole('timer');
    const left = Number((await timer.getAttribute('aria-label'))?.match(/^(\d+) seconds left$/)?.[1]);
    assert.ok(left >= 2 && left <= 8, `counts down from the alert's 8 s, showed ${left}`);
    await eventually('the emergency flag up', async () => ((await simState()).emergency ? true : null), {
      intervalMs: 200,
    });
    await page.clock.runFor(1_000);
    await dialog.getByRole('timer', { name: `${left - 1} seconds left` }).waitFor();
    await page.clock.runFor((left - 2) * 1_000);
    await dialog.getByRole('timer', { name: '1 seconds left' }).waitFor();
    await page.clock.runFor(1_000);
    await dialog.waitFor({ state: 'detached' });
    await eventually('the emergency flag down', async () => ((await simState()).emergency ? null : true), {
      intervalMs: 200,
    });
    await waitForLoginScreen(page);
  });

  it('counts the phone down from 60, adds 60 (capped at 99) for sign-up, and starts over at zero', async (t) => {
    const pod = await openPage(browser());
    const phone = await openPhone(browser());
    t.after(async () => {
      await pod.context().close();
      await phone.context().close();
    });
    await pod.clock.install();
    const subscribed = podChannelSubscribed(pod);
    await pod.goto(h.kioskUrl(0));
    await waitForLoginScreen(pod);
    await subscribed;
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    const first = await storedPodSession(pod);
    // freeze the pod's time so the seconds read exactly
    await pauseClock(pod);

    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(first.remote_id_key)}`);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await pod.getByText('Connected...login with your phone before timer expires.').waitFor();
    await pod.getByRole('timer', { name: '60 seconds left' }).waitFor();
    await pod.clock.runFor(5_000);
    await pod.getByRole('timer', { name: '55 seconds left' }).waitFor();
    await shoot(pod, 'login-phone-countdown');

    await phone.getByRole('link', { name: 'Sign Up' }).click();
    await phone.waitForURL('**/register/**');
    // 55 + 60 = 115, capped at 99
    await pod.getByRole('timer', { name: '99 seconds left' }).waitFor();
    await shoot(pod, 'login-phone-countdown-extended');

    await pod.clock.runFor(98_000);
    await pod.getByRole('timer', { name: '1 seconds left' }).waitFor();
    await pod.clock.runFor(1_000);
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    assert.equal(await pod.getByRole('timer').count(), 0);
    const second = await eventually(
      'a new kiosk session',
      async () => {
        const s = await storedPodSession(pod);
        return s.remote_id_key !== first.remote_id_key ? s : null;
      },
      { intervalMs: 200 },
    );
    assert.notEqual(second.session_id_key, first.session_id_key);
    await shoot(pod, 'login-phone-countdown-expired');

    await pod.clock.resume();
    await pod.getByLabel('Email').fill(ACCOUNTS.player);
    await pod.getByLabel('Password').fill(DEMO_PASSWORD);
    await pod.getByLabel('Password').press('Enter');
    const loginHere = pod.getByRole('button', { name: 'Login Here' });
    const dashboard = pod.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await Promise.race([dashboard, loginHere.waitFor({ timeout: 30_000 })]);
    if (await loginHere.isVisible()) await loginHere.click();
    await dashboard;
    await passOrientation(pod);
  });

  /** A pod showing its QR code, and a phone that scanned it. */
  async function podAndPhone(t: { after: (fn: () => unknown) => void }) {
    const pod = await openPage(browser());
    const phone = await openPhone(browser());
    phone.setDefaultTimeout(20_000);
    t.after(async () => {
      await pod.context().close();
      await phone.context().close();
    });
    const subscribed = podChannelSubscribed(pod);
    await pod.goto(h.kioskUrl(0));
    await waitForLoginScreen(pod);
    await subscribed;
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    const { remote_id_key } = await storedPodSession(pod);
    const mobileLogin = `${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`;
    await phone.clock.install();
    await phone.goto(mobileLogin);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    return { pod, phone, remote_id_key, mobileLogin };
  }

  it('signs up from the phone and comes back to the phone login with the details, which logs the pod in', async (t) => {
    const { pod, phone, remote_id_key, mobileLogin } = await podAndPhone(t);
    await phone.getByRole('link', { name: 'Sign Up' }).click();
    await phone.waitForURL(`**/register/${encodeURIComponent(remote_id_key)}`);
    await phone.getByLabel('Email').fill(signedUpEmail);
    await phone.getByLabel(/^Password \(8/).fill(signedUpPassword);
    await phone.getByLabel('Password again').fill(signedUpPassword);
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByLabel('First name').fill('morgan');
    await phone.getByLabel('Mobile number').fill('5559876543');
    await phone.getByLabel('Date of birth').fill('03021999');
    await shoot(phone, 'mobile-signup-step2');
    await phone.getByRole('button', { name: 'Sign Up' }).click();
    await phone.getByText('Thanks for signing up!').waitFor();
    await phone.getByText('Redirecting you to the login...').waitFor();
    await shoot(phone, 'mobile-signup-done');
    await phone.clock.runFor(9_500);
    await phone.waitForURL(mobileLogin);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal(await phone.getByLabel('Email').inputValue(), signedUpEmail);
    assert.equal(await phone.getByLabel('Password').inputValue(), signedUpPassword);

    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.getByText('Please continue from the Gamepod now.').waitFor();
    await pod.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(pod);
    await pod.getByRole('heading', { name: /Welcome, Morgan!/ }).waitFor();
    await pod.getByRole('button', { name: 'Logout' }).click();
    await pod.getByText('Thanks for playing').waitFor();
    // the survey follows the server's logout: the next test's login finds no session left
    await pod.getByRole('heading', { name: 'How was your session?' }).waitFor();
  });

  it('resets a password from the phone and comes back to the phone login, which logs the pod in', async (t) => {
    const { pod, phone, remote_id_key, mobileLogin } = await podAndPhone(t);
    await phone.getByRole('link', { name: 'Reset My Password' }).click();
    await phone.waitForURL(`**/forgot-password/${encodeURIComponent(remote_id_key)}`);
    await phone.getByLabel('Email').fill(signedUpEmail);
    await phone.getByRole('button', { name: 'Send Code' }).click();
    const code = await eventually('the reset mail', () => h.latestResetCode(signedUpEmail), { intervalMs: 200 });
    await phone.getByLabel('6-digit code').fill(code);
    await phone.getByRole('button', { name: 'Verify Code' }).click();
    await phone.getByLabel('New password').fill(resetPassword);
    await phone.getByLabel('Confirm password').fill(resetPassword);
    await phone.getByRole('button', { name: 'Save Password' }).click();
    await phone.getByText('Your password has been changed successfully, login now').waitFor();
    await shoot(phone, 'mobile-reset-done');
    await phone.clock.runFor(4_500);
    await phone.waitForURL(mobileLogin);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal(await phone.getByLabel('Email').inputValue(), signedUpEmail);

    await phone.getByLabel('Password').fill(resetPassword);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.getByText('Please continue from the Gamepod now.').waitFor();
    await pod.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(pod);
    await pod.getByRole('heading', { name: /Welcome, Morgan!/ }).waitFor();
  });
});
