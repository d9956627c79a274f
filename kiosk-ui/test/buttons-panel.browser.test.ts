import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { seedCatalogue } from './support/game-catalogue.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

type SimAudio = { volume: number; dome_override: boolean; dome_muted: boolean };

describe('the pod buttons panel and the idle spinner, driven from the simulator', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  const audio = async () => ((await h.control(0, 'state')) as { audio: SimAudio }).audio;
  const simCalled = async (path: string, method = 'GET') =>
    ((await h.control(0, 'calls')) as Array<{ method: string; path: string }>).some(
      (c) => c.method === method && c.path === `/api/v1${path}`,
    );
  const controlPage = async (): Promise<Page> => {
    const page = await browser().newPage();
    await page.goto(`${h.stations[0]?.control.replace(/\/?$/, '')}`);
    await page.getByRole('heading', { name: 'Player and sensors' }).waitFor();
    return page;
  };
  const until = (what: string, check: () => Promise<boolean>) => eventually(what, check, { timeoutMs: 10_000 });

  it('shows the guide, volume and Dome toggle in mode 4, then Return to Menu and Logout Now', async (t) => {
    const control = await controlPage();
    t.after(() => control.close());
    const page = await openPage(browser(), 'hd');
    t.after(() => page.context().close());
    await page.clock.install({ time: new Date() });
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    assert.equal(await page.title(), 'Dashboard');
    // the station learns the player's stream default at sign-in
    await until('the stream default on the station', () => simCalled('/kiosk/set/stream_default', 'POST'));

    await control.getByRole('button', { name: 'Dome override' }).click();
    await control.getByRole('button', { name: '4', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Buttons' });
    await panel.waitFor({ timeout: 10_000 });
    await page.getByRole('img', { name: 'Xbox controller guide' }).waitFor();
    assert.equal(await page.title(), 'Buttons');
    await shoot(page, 'buttons-panel-guide');

    // the guide fades after 10 s without a touch
    await page.clock.runFor(10_500);
    await page.getByRole('img', { name: 'Xbox controller guide' }).waitFor({ state: 'detached' });

    // the Dome toggle mutes the dome speaker through the helper
    const dome = panel.getByRole('switch', { name: /Dome/ });
    await dome.waitFor({ timeout: 15_000 });
    await shoot(page, 'buttons-panel');
    assert.equal(await dome.getAttribute('aria-checked'), 'true');
    await dome.click();
    await until('the dome muted', async () => (await audio()).dome_muted);

    // mute sets 0; the panel's unmute sets 50
    await panel.getByRole('button', { name: 'Mute', exact: true }).click();
    await until('the volume at 0', async () => (await audio()).volume === 0);
    await panel.getByRole('button', { name: 'Unmute', exact: true }).click();
    await until('the volume at 50', async () => (await audio()).volume === 50);

    // Return to Menu: the console brings its menu forward, and the dashboard shows until the helper's mode changes
    await panel.getByRole('button', { name: 'Return to Menu' }).click();
    await panel.waitFor({ state: 'detached' });
    await until('the console told to bring its menu forward', () => simCalled('/kiosk/create/push_menu'));
    assert.match(page.url(), /\/player\/dashboard/);
    assert.equal(await page.title(), 'Dashboard');

    // mode 2 (on the small screen): the guide again (gone on a tap), the two buttons, no volume or dome
    await page.setViewportSize({ width: 1024, height: 600 });
    await control.getByRole('button', { name: '2', exact: true }).click();
    await panel.waitFor({ timeout: 10_000 });
    const guide = page.getByRole('img', { name: 'Xbox controller guide' });
    await guide.waitFor();
    await shoot(page, 'buttons-panel-guide');
    await guide.click();
    await guide.waitFor({ state: 'detached' });
    assert.equal(await panel.getByRole('slider', { name: 'Volume' }).count(), 0);
    assert.equal(await panel.getByRole('switch').count(), 0);
    await shoot(page, 'buttons-panel-two');
    await panel.getByRole('button', { name: 'Logout Now' }).click();
    await page.getByText('Logout reason : you clicked the onscreen logout button').waitFor({ timeout: 15_000 });
    await until('the console told to leave the game', () => simCalled('/kiosk/create/push_end'));
    // the exit survey ends after 15 s untouched; then the ready signal reaches the station, and
    // the first ready poll (after 3 s) asks it whether it is ready
    await page.clock.runFor(16_000);
    await until('the ready signal', () => simCalled('/kiosk/check/ready_web'));
    await page.clock.runFor(4_000);
    await until('the pod-ready read', () => simCalled('/kiosk/check/ready_pod'));
    await control.getByRole('button', { name: 'Off', exact: true }).click();
  });

  it('starts the login screen again when the station asks for a web reset', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    // a mark a reload clears
    await page.evaluate('window.beforeReset = true');
    await h.control(0, 'state', { web: { web_reset: true } });
    // a read while the page reloads has no page to read
    const mark = () => page.evaluate('window.beforeReset').catch(() => 'reloading');
    await until('the page loaded again', async () => (await mark()) === undefined);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    // one-shot: the page's read cleared it
    assert.equal(((await h.control(0, 'state')) as { web: { web_reset: boolean } }).web.web_reset, false);
  });

  it('shows a staff launch the station cannot run with its reason and Ok', async (t) => {
    const [game] = await seedCatalogue(h, [
      {
        title: 'Switch Only',
        genre: 'Racing & flying',
        esrb: 'Everyone',
        released: '01/02/2024',
        platform: 'sw',
        type: 'local',
      },
    ]);
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    const sent = await h.api('/admin/run/command', {
      body: { command_type: 'play_game', command_value: game?.id, command_platform: 'sw', pod_ids: [h.podIds[0]] },
    });
    assert.equal(sent.status, true, sent.message);
    const notice = page.getByRole('dialog', { name: 'Game play initiated but platform sw not supported by pod' });
    await notice.waitFor({ timeout: 20_000 });
    await shoot(page, 'launch-not-supported');
    await notice.getByRole('button', { name: 'Ok' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it("logs the player out on the nav's logout command", async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    const sent = await h.api('/admin/run/command', { body: { command_type: 'navlogout', pod_ids: [h.podIds[0]] } });
    assert.equal(sent.status, true, sent.message);
    await page.getByText('Logout reason : Admin forced the logout from kioske').waitFor({ timeout: 20_000 });
  });

  it("shows the time balance when the station's lab switches to paid, and hides it when it switches back", async (t) => {
    const lab_id = await h.labOf(0);
    const setPaid = async (is_paid: 0 | 1) => {
      const { lab } = (await h.api(`/admin/kiosk/edit/lab?lab_id=${lab_id}`)).data as { lab: Record<string, unknown> };
      const fields = ['lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note', 'is_active', 'timezone'];
      const form = Object.fromEntries(fields.map((f) => [f, lab[f]]));
      const saved = await h.api('/admin/kiosk/edit/lab', { body: { lab_id, ...form, is_paid } });
      assert.equal(saved.status, true, saved.message);
    };
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    t.after(() => setPaid(0));
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    assert.equal(await page.getByText('Time left').count(), 0);
    await setPaid(1);
    await page.getByText('Time left').waitFor({ timeout: 20_000 });
    await setPaid(0);
    await page.getByText('Time left').waitFor({ state: 'detached', timeout: 20_000 });
  });

  it('is titled Idle while the station is idle', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await page.title(), 'Login');
    await h.control(0, 'idle', { idle: true });
    await until('the Idle title', async () => (await page.title()) === 'Idle');
    await h.control(0, 'idle', { idle: false });
  });

  it("shows the player's idle spinner while the station reports idle; a tap dismisses it", async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await h.control(0, 'idle', { idle: true });
    const spinner = page.getByRole('button', { name: /Waking up your Gamepod/ });
    await spinner.waitFor({ timeout: 10_000 });
    await shoot(page, 'idle-spinner');
    await spinner.click();
    await spinner.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    await h.control(0, 'idle', { idle: false });
  });
});
