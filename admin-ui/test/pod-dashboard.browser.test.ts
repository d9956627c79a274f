// The pod dashboard: an admin signed in on a station's own browser sees that pod's info and
// logs, writes a log entry, and sends commands to pods of its lab picked by letter.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployGame } from './support/game-steps.ts';
import { deployPodWithoutStation } from './support/pods-steps.ts';
import { dismissToasts, PAGE_WAIT, pauseAt, toast } from './support/waits.ts';

type Call = { method: string; path: string; body: Record<string, unknown> | null };
type Station = {
  consoles: { xb_disabled: boolean };
  audio: { volume: number };
  led1: { color: string };
  led2: { color: string };
};

/** Keeps every AudioContext the page makes in `window.__tones`, to see the test tone play and stop. */
const TRACK_AUDIO = `(() => {
  const Base = window.AudioContext;
  window.__tones = [];
  window.AudioContext = class extends Base {
    constructor(...args) {
      super(...args);
      window.__tones.push(this);
    }
  };
})()`;

describe('the pod dashboard', () => {
  let h: AdminHarness;
  const browser = useBrowser();

  const posts = async (i: number, path: string) =>
    ((await h.control(i, 'calls')) as Call[]).filter((c) => c.method === 'POST' && c.path.endsWith(path));
  const stationState = async (i: number) => (await h.control(i, 'state')) as Station;

  before(async () => {
    h = await startAdminHarness({ pods: 2 });
    // a pod of letter B in the same lab, with no station in this test
    await deployPodWithoutStation(h, 'B1', '10.0.0.94');
  });
  after(() => h?.close());

  /** Station `i`'s browser: the admin signs in on its kiosk, which hands over to the console. */
  async function adminOnStation(i: number, clock = false): Promise<Page> {
    const page = await openAdminPage(browser());
    if (clock) await page.clock.install();
    await page.goto(h.stationUrl(i));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Email').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/admin/dashboard');
    return page;
  }

  it('writes a log entry for its pod and lists it in Admin Logs, also after a reload', async (t) => {
    const page = await adminOnStation(0);
    t.after(() => page.context().close());
    await page.getByRole('heading', { name: 'A1', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Player Feedback' }).getByText('No feedback found at the moment!').waitFor();

    // a blank entry is refused
    await page.getByRole('button', { name: 'Submit Log Entry for A1' }).click();
    await toast(page, 'Please fill all required fields').waitFor();

    await page.getByRole('textbox', { name: 'Log entry' }).fill('Left controller drifts; swapped with the spare.');
    await page.getByRole('button', { name: 'Submit Log Entry for A1' }).click();
    await toast(page, 'Log entry saved').waitFor();
    const logs = page.getByRole('table', { name: 'Admin Logs' });
    await logs.getByRole('cell', { name: 'Left controller drifts; swapped with the spare.' }).waitFor();
    await logs.getByRole('cell', { name: ACCOUNTS.admin }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Log entry' }).inputValue(), '');

    await page.reload();
    await page
      .getByRole('table', { name: 'Admin Logs' })
      .getByRole('cell', { name: 'Left controller drifts; swapped with the spare.' })
      .waitFor();
    await shoot(page, 'pod-dashboard-logs');
  });

  it('turns a platform off and on with its XD switch, sets the volume from the slider, mutes to 0 and unmutes to 100 %, and plays a test tone', async (t) => {
    const xdCalls = (await posts(1, '/kiosk/set/xd_disabled')).length;
    const volumeCalls = (await posts(1, '/kiosk/set/vol_change')).length;
    const page = await adminOnStation(1);
    t.after(async () => {
      await h.control(1, 'state', { consoles: { xb_disabled: false } });
      await page.context().close();
    });
    const xbox = page.getByRole('switch', { name: 'XD1 Xbox on' });
    await xbox.waitFor();

    // XD1's switch turns Xbox off at the station, and Launch Xbox with it; then on again
    await xbox.click();
    await eventually(
      'the station to turn Xbox off',
      async () => (await stationState(1)).consoles.xb_disabled,
      PAGE_WAIT,
    );
    await page.getByRole('switch', { name: 'XD1 Xbox on', checked: false }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Launch Xbox' }).isDisabled(), true);
    await xbox.click();
    await eventually(
      'the station to turn Xbox on',
      async () => !(await stationState(1)).consoles.xb_disabled,
      PAGE_WAIT,
    );
    await page.getByRole('switch', { name: 'XD1 Xbox on', checked: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Launch Xbox' }).isDisabled(), false);
    assert.deepEqual(
      (await posts(1, '/kiosk/set/xd_disabled')).slice(xdCalls).map((c) => c.body),
      [{ xb_disabled: true }, { xb_disabled: false }],
    );

    // the slider runs 0 to 50 at the station and shows twice that as a percent
    const slider = page.getByRole('slider', { name: 'Volume' });
    const shown = page.locator('output[for="pod-volume"]');
    await eventually("the station's volume, 25", async () => (await shown.textContent()) === '50%', PAGE_WAIT);
    assert.equal(await slider.getAttribute('max'), '50');
    await slider.focus();
    await slider.press('ArrowRight');
    await eventually('the station at 26', async () => (await stationState(1)).audio.volume === 26, PAGE_WAIT);
    assert.equal(await shown.textContent(), '52%');
    // Mute sets 0; Unmute sets the top of the scale, shown as 100 %
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await page.getByRole('button', { name: 'Unmute', exact: true }).waitFor();
    assert.equal(await shown.textContent(), '0%');
    await eventually('the station muted', async () => (await stationState(1)).audio.volume === 0, PAGE_WAIT);
    await page.getByRole('button', { name: 'Unmute', exact: true }).click();
    await page.getByRole('button', { name: 'Mute', exact: true }).waitFor();
    assert.equal(await shown.textContent(), '100%');
    await eventually('the station at 50', async () => (await stationState(1)).audio.volume === 50, PAGE_WAIT);
    assert.deepEqual(
      (await posts(1, '/kiosk/set/vol_change')).slice(volumeCalls).map((c) => c.body),
      [{ volume: 26 }, { volume: 0 }, { volume: 50 }],
    );

    // Toggle Test Audio plays a tone from this browser until toggled off
    await page.evaluate(TRACK_AUDIO);
    const testAudio = page.getByRole('button', { name: 'Toggle Test Audio' });
    await testAudio.click();
    assert.equal(await testAudio.getAttribute('aria-pressed'), 'true');
    await page.waitForFunction("window.__tones.length === 1 && window.__tones[0].state === 'running'");
    await testAudio.click();
    assert.equal(await testAudio.getAttribute('aria-pressed'), 'false');
    await page.waitForFunction("window.__tones.length === 1 && window.__tones[0].state === 'closed'");
  });

  it('changes LED1 and LED2 of the selected pod to a colour from Update LED Settings, and warns when no pod is selected', async (t) => {
    const page = await adminOnStation(0);
    t.after(() => page.context().close());
    const pods = page.getByRole('group', { name: 'Pods' });
    await pods.getByRole('button', { name: 'B1' }).waitFor();
    await page.getByRole('button', { name: 'Change LED' }).click();
    await toast(page, 'Please select at least one pod.').waitFor();
    const modal = page.getByRole('dialog', { name: 'Update LED Settings' });
    assert.equal(await modal.count(), 0);

    await pods.getByRole('button', { name: 'A1' }).click();
    const results = page.getByRole('region', { name: 'Command results' });
    for (const [led, colour] of [
      ['LED1', '#00ff00'],
      ['LED2', '#ff0000'],
    ] as const) {
      await page.getByRole('button', { name: 'Change LED' }).click();
      const change = modal.getByRole('button', { name: `Change ${led}` });
      await change.waitFor();
      assert.equal(await change.isDisabled(), true, 'no colour chosen yet');
      await modal.getByRole('button', { name: colour, exact: true }).click();
      await change.click();
      await modal.waitFor({ state: 'detached' });
      await results.getByRole('heading', { name: `Change ${led}` }).waitFor();
      await results.getByText('Sent').waitFor();
      const key = led === 'LED1' ? 'led1' : 'led2';
      await eventually(
        `the station's ${led} to show ${colour}`,
        async () => (await stationState(0))[key].color === colour,
        PAGE_WAIT,
      );
    }
  });

  it('launches a game from /admin/pod_games/xd1 on the selected pod, and its simulator starts it', async (t) => {
    // a cloud game: every pod of every client may play it
    const gameId = await deployGame(h, 'Rocket Derby', { type: 'cloud', platform: 'xb' });
    const page = await adminOnStation(0);
    t.after(() => page.context().close());
    await page.getByRole('group', { name: 'Pods' }).getByRole('button', { name: 'A1' }).click();

    // the Launch buttons open the platform's list
    await page.getByRole('button', { name: 'Launch Xbox' }).click();
    await page.waitForURL('**/admin/pod_games/xb');
    await page.getByRole('heading', { name: 'Xbox games' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin/dashboard');

    // an output's console: xd1 is this station's Xbox (the selection stays, it is the page's)
    await page.evaluate(
      "history.pushState(null, '', '/admin/pod_games/xd1'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await page.getByRole('heading', { name: 'Xbox games' }).waitFor();
    await page.getByText('For 1 selected pod').waitFor();
    await page.getByRole('button', { name: 'Play Xbox' }).click();
    await toast(page, 'Please select a game to continue.').waitFor();

    await page.getByRole('searchbox', { name: 'Search games' }).fill('rocket');
    await page.getByText('1 game', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rocket Derby' }).click();
    await page
      .getByRole('complementary', { name: 'Game details' })
      .getByRole('heading', { name: 'Rocket Derby' })
      .waitFor();
    await dismissToasts(page);
    await shoot(page, 'pod-games');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shoot(page, 'pod-games');

    await page.getByRole('button', { name: 'Play Xbox' }).click();
    await page.getByRole('heading', { name: 'Getting your game ready!' }).waitFor();
    await page.getByText('Hold tight...').waitFor();
    await page.waitForURL('**/admin/dashboard');
    await eventually(
      'the station to start the game',
      async () => (await posts(0, '/game/play/game_start')).some((c) => c.body?.game_id === gameId),
      PAGE_WAIT,
    );
    const results = page.getByRole('region', { name: 'Command results' });
    await results.getByText('Launch Rocket Derby').waitFor();
    await results.getByText('Sent').waitFor();
  });

  it('opens its pod games when staff send admin_play_game from another pod, which does not start the game there', async (t) => {
    const gameId = await deployGame(h, 'Comet Cup', { type: 'cloud', platform: 'xb' });
    const onA2 = await adminOnStation(1);
    t.after(() => onA2.context().close());
    await onA2.getByRole('heading', { name: 'A2', exact: true }).waitFor();

    // staff on A1 launch on A2 from A1's pod games
    const onA1 = await adminOnStation(0);
    t.after(() => onA1.context().close());
    await onA1.getByRole('group', { name: 'Pods' }).getByRole('button', { name: 'A2' }).click();
    await onA1.getByRole('button', { name: 'Launch Xbox' }).click();
    await onA1.waitForURL('**/admin/pod_games/xb');
    await onA1.getByRole('searchbox', { name: 'Search games' }).fill('comet');
    await onA1.getByRole('button', { name: 'Comet Cup' }).click();
    await onA1.getByRole('button', { name: 'Play Xbox' }).click();
    await onA1
      .getByRole('region', { name: 'Command results' })
      .getByText('Sent')
      .waitFor({ timeout: PAGE_WAIT.timeoutMs });

    // A2's console opens its pod games for the platform; its helper starts nothing
    await onA2.waitForURL('**/admin/pod_games/xb', { timeout: PAGE_WAIT.timeoutMs });
    await onA2.getByRole('heading', { name: 'Xbox games' }).waitFor();
    assert.deepEqual(
      (await posts(1, '/game/play/game_start')).filter((c) => c.body?.game_id === gameId),
      [],
    );
    assert.deepEqual(
      (await posts(0, '/game/play/game_start')).filter((c) => c.body?.game_id === gameId),
      [],
    );
  });

  it('goes to the dashboard without an xd, fades its grid in over 1.5 s, and hands a launch on another pod over to the dashboard 1.5 s after it went out', async (t) => {
    await deployGame(h, 'Harbor Dash', { type: 'cloud', platform: 'xb' });
    const page = await adminOnStation(0, true);
    t.after(() => page.context().close());
    // the test pages ask for reduced motion, which drops the fade
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('group', { name: 'Pods' }).getByRole('button', { name: 'A2' }).click();
    await page.getByRole('button', { name: 'Launch Xbox' }).click();
    await page.waitForURL('**/admin/pod_games/xb');
    await page.getByRole('heading', { name: 'Xbox games' }).waitFor();
    // the page's layout time: its grid fades in over 1.5 s
    const layout = await page.locator('.pod-games').evaluate((el) => {
      const style = (
        globalThis as unknown as {
          getComputedStyle(e: unknown): { animationName: string; animationDuration: string };
        }
      ).getComputedStyle(el);
      return [style.animationName, style.animationDuration];
    });
    assert.deepEqual(layout, ['pod-games-in', '1.5s']);

    // without an xd, and with one it does not know, the admin dashboard
    for (const path of ['/admin/pod_games', '/admin/pod_games/zz']) {
      await page.evaluate(`history.pushState(null, '', '${path}'); dispatchEvent(new PopStateEvent('popstate'))`);
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { name: 'A1', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Launch Xbox' }).click();
      await page.waitForURL('**/admin/pod_games/xb');
    }

    await page.getByRole('searchbox', { name: 'Search games' }).fill('harbor');
    await page.getByRole('button', { name: 'Harbor Dash' }).click();
    await page
      .getByRole('complementary', { name: 'Game details' })
      .getByRole('heading', { name: 'Harbor Dash' })
      .waitFor();
    // from here only runFor moves the page's time
    await pauseAt(page);
    await page.getByRole('button', { name: 'Play Xbox' }).click();
    await page.getByRole('heading', { name: 'Getting your game ready!' }).waitFor();
    // the command went out to A2 (the toast shows once its reply is in): the handoff starts
    await toast(page, 'Launch Harbor Dash: sent to 1 pod').waitFor({ timeout: PAGE_WAIT.timeoutMs });
    await page.clock.runFor(1_400);
    await page.getByRole('heading', { name: 'Getting your game ready!' }).waitFor();
    assert.match(page.url(), /\/admin\/pod_games\/xb$/);
    await page.clock.runFor(100);
    await page.waitForURL('**/admin/dashboard');
  });

  it("waits for its station's game_started after a Launch here, and asks 'Still Here?' with Yes for the live chat when it never comes", async (t) => {
    await deployGame(h, 'Slow Starter', { type: 'cloud', platform: 'xb' });
    // A2 runs no game: on A1 an earlier test's game is still on, and the page may read that
    // station's game_started before its bridge has seen the new launch. This game takes
    // longer than the startup time.
    await h.control(1, 'state', { game: { startup_ms: 600_000 } });
    const page = await adminOnStation(1, true);
    t.after(async () => {
      await h.control(1, 'state', { game: { startup_ms: 0 } });
      await h.control(1, 'game', { started: false });
      await page.context().close();
    });
    await page.getByRole('group', { name: 'Pods' }).getByRole('button', { name: 'A2' }).click();
    await page.getByRole('button', { name: 'Launch Xbox' }).click();
    await page.waitForURL('**/admin/pod_games/xb');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('slow');
    await page.getByText('1 game', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Slow Starter' }).click();
    // from here only runFor moves the page's time, so the startup time counts from the Play:
    // paused after it, a slow machine's seconds between the Play and the pause were counted too
    await pauseAt(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/admin/run/command'), {
      timeout: PAGE_WAIT.timeoutMs,
    });
    await page.getByRole('button', { name: 'Play Xbox' }).click();
    await page.getByRole('heading', { name: 'Getting your game ready!' }).waitFor();
    // the heading shows before the command's request is answered; a jump of the paused clock
    // while it is in flight would fire its 8 s timeout, so wait for the answer and the station
    assert.equal((await answered).status(), 200);
    await eventually(
      'the station to be asked to start the game',
      async () => (await posts(1, '/game/play/game_start')).length > 0,
      PAGE_WAIT,
    );
    await page.clock.runFor(179_000);
    await page.getByRole('heading', { name: 'Getting your game ready!' }).waitFor();
    assert.match(page.url(), /\/admin\/pod_games\/xb$/);
    await page.clock.runFor(2_000);
    const failure = page.getByRole('alertdialog', { name: 'Launch did not start' });
    await failure
      .getByRole('heading', { name: 'Still Here? Something must have gone wrong--please start a chat with us!' })
      .waitFor();
    await shoot(page, 'pod-games-not-started');
    await failure.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/common/live-chat');
  });

  it("saves this pod's seat for the admin and locks the console until their password unlocks it", async (t) => {
    const page = await adminOnStation(1);
    t.after(() => page.context().close());
    await page.getByRole('group', { name: 'Pods' }).getByRole('button', { name: 'A2' }).click();
    await page.getByRole('button', { name: 'Save Seat' }).click();
    const seat = page.getByRole('dialog', { name: 'Seat Saved!' });
    await seat.waitFor();
    await seat.getByText('60 minutes').waitFor();
    await seat.getByText('Return before timer expires or you will be logged out.').waitFor();
    await seat.getByText(ACCOUNTS.admin).waitFor();
    await dismissToasts(page);
    await shoot(page, 'admin-save-seat');

    // a reload keeps it: the server holds the seat
    await page.reload();
    await seat.waitFor();
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByLabel('Password').press('Enter');
    await toast(page, 'Wrong password.').waitFor();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'A2', exact: true }).waitFor();
    assert.equal(await seat.count(), 0);
    // the reloaded dashboard loaded with the seat saved, which selected this pod alone (a fresh
    // page selects none)
    const pods = page.getByRole('group', { name: 'Pods' });
    await pods.getByRole('button', { name: 'B1' }).waitFor();
    assert.equal(await pods.getByRole('button', { name: 'A2' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await pods.getByRole('button', { name: 'A1' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await pods.getByRole('button', { name: 'B1' }).getAttribute('aria-pressed'), 'false');
    await page.getByText('1 selected').waitFor();
  });

  it("turns its station's Xbox off and on again with the XD1 switch", async (t) => {
    t.after(() => h.control(1, 'consoles', { xb_disabled: false }));
    const page = await adminOnStation(1);
    t.after(() => page.context().close());
    const consoles = async () => ((await h.control(1, 'state')) as { consoles: { xb_disabled: boolean } }).consoles;
    const xd1 = page.getByRole('switch', { name: 'XD1 Xbox on' });
    await xd1.waitFor();
    assert.equal(await xd1.isChecked(), true);

    await xd1.click();
    await eventually('the helper to disable the Xbox', async () => (await consoles()).xb_disabled, PAGE_WAIT);
    assert.deepEqual((await posts(1, '/kiosk/set/xd_disabled')).at(-1)?.body, { xb_disabled: true });
    // the switch shows what the station now reports
    await eventually('the switch off', async () => !(await xd1.isChecked()), PAGE_WAIT);

    await xd1.click();
    await eventually('the helper to enable the Xbox', async () => !(await consoles()).xb_disabled, PAGE_WAIT);
    assert.deepEqual((await posts(1, '/kiosk/set/xd_disabled')).at(-1)?.body, { xb_disabled: false });
    await eventually('the switch on', async () => await xd1.isChecked(), PAGE_WAIT);
  });

  it('selects only its own pod when the dashboard loads with its seat saved', async (t) => {
    const page = await adminOnStation(1);
    t.after(() => page.context().close());
    const pods = page.getByRole('group', { name: 'Pods' });
    await pods.getByRole('button', { name: 'B1' }).click();
    await pods.getByRole('button', { name: 'A2' }).click();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Save Seat' }).click();
    const seat = page.getByRole('dialog', { name: 'Seat Saved!' });
    await seat.waitFor();

    // the dashboard loads again (a reload forgets any selection) with the seat still saved
    await page.reload();
    await seat.waitFor();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: 'A2', exact: true }).waitFor();
    await page.getByText('1 selected').waitFor();
    assert.equal(await pods.getByRole('button', { name: 'A2' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await pods.getByRole('button', { name: 'A1' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await pods.getByRole('button', { name: 'B1' }).getAttribute('aria-pressed'), 'false');
  });

  it('targets the pods of a letter and reboots them, and warns when no pod is selected', async (t) => {
    let page = await adminOnStation(0);
    t.after(() => page.context().close());
    let pods = page.getByRole('group', { name: 'Pods' });
    await pods.getByRole('button', { name: 'B1' }).waitFor();
    // the station reports its consoles: XD1 Xbox, XD2 PS5
    await page.getByRole('switch', { name: 'XD1 Xbox on' }).waitFor();
    await page.getByRole('switch', { name: 'XD2 PS5 on' }).waitFor();

    await page.getByRole('button', { name: 'Reboot' }).click();
    await toast(page, 'Please select at least one pod.').waitFor();
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Letter A' }).click();
    assert.equal(await pods.getByRole('button', { name: 'A1' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await pods.getByRole('button', { name: 'A2' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await pods.getByRole('button', { name: 'B1' }).getAttribute('aria-pressed'), 'false');
    await page.getByText('2 selected').waitFor();
    await shoot(page, 'pod-dashboard-selected');

    // the console sits on A1, which the reboot logs out at once: the results panel may be gone
    // before it can be read
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/run/command'));
    await page.getByRole('button', { name: 'Reboot' }).click();
    // its body may be gone with the page: the status is kept, and the helpers' calls below show each pod got it
    assert.equal((await sent).status(), 200);

    // each station of letter A reboots; the simulators show the helper call
    for (const i of [0, 1]) {
      await eventually(
        `station ${i} to reboot`,
        async () => (await posts(i, '/kiosk/set/reboot')).length === 1,
        PAGE_WAIT,
      );
    }
    // the console on A1 is logged out by its station's reboot, as the kiosk is, through the logout screen
    await page.getByText('Logout reason : Admin forced the kioske reboot').waitFor({ timeout: PAGE_WAIT.timeoutMs });
    await page.context().close();
    page = await adminOnStation(0);
    pods = page.getByRole('group', { name: 'Pods' });
    const results = page.getByRole('region', { name: 'Command results' });
    await pods.getByRole('button', { name: 'B1' }).waitFor();
    // Login (admin-pod-command) on B1, where nobody is signed in but no station vouches for a
    // kiosk page: the sign-in would be redeemable by nobody, so nothing is sent (a fresh page selects nothing)
    await pods.getByRole('button', { name: 'B1' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await results.getByRole('heading', { name: 'Login' }).waitFor();
    await results.getByText('B1').waitFor();
    await results.getByText('The kiosk is not open on this pod').waitFor();
    assert.equal(await results.getByText('Sent').count(), 0);
    // A2's kiosk page is open (its station vouches for it), nobody signed in there: sent
    const kiosk = await openAdminPage(browser());
    t.after(() => kiosk.context().close());
    await kiosk.goto(h.stationUrl(1));
    await kiosk.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await pods.getByRole('button', { name: 'B1' }).click();
    await pods.getByRole('button', { name: 'A2' }).click();
    // the station's word reaches the pods' status a moment after its page opened
    await eventually(
      'Login sent to A2',
      async () => {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await results.getByText('A2').waitFor();
        return (await results.getByText('Sent').count()) === 1;
      },
      PAGE_WAIT,
    );

    await dismissToasts(page);
    await shoot(page, 'pod-dashboard');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shoot(page, 'pod-dashboard');
  });

  it("is logged out by its station's physical logout button, through the kiosk's logout screen, which logs the logout", async (t) => {
    const page = await adminOnStation(1);
    t.after(() => page.context().close());
    await page.getByRole('heading', { name: 'A2', exact: true }).waitFor();
    const stored = (await page.evaluate("localStorage.getItem('gp.user_session')")) as string;
    const login = createHash('sha256')
      .update((JSON.parse(stored) as { token: string }).token, 'utf8')
      .digest('hex');
    await h.control(1, 'press-logout', { reason: 'button' });
    await page
      .getByText('Logout reason : You pushed the physical logout button')
      .waitFor({ timeout: PAGE_WAIT.timeoutMs });
    // the logout screen sends the web logout log for the admin's session, as for a player's
    await eventually(
      "the logout logged on the admin's session",
      async () =>
        (await h.store.read('session', login)).events.some(
          (e) =>
            e.type === 'SessionLogoutLogged' &&
            (e.data as { logout_reason?: string }).logout_reason === 'You pushed the physical logout button',
        ),
      PAGE_WAIT,
    );
    // acknowledged to the helper, as the kiosk does
    await eventually(
      'the press acknowledged',
      async () => !((await h.control(1, 'state')) as { physical_logout: { pending: boolean } }).physical_logout.pending,
      PAGE_WAIT,
    );
  });
});
