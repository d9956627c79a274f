import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logInPlayer, waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The server's asleep check's default: ten minutes idle. */
const ASLEEP_AFTER_MS = 10 * 60_000;

/** What the kiosk page reports to the server of its station: its players' logouts, its helper link, idle and asleep. */
describe("the kiosk page's station reports", () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 2 });
  });
  after(() => h?.close());

  const kioskEvents = async (i: number, type: string) =>
    (await h.store.read('kiosk', h.podIds[i] ?? '')).events.filter((e) => e.type === type);

  async function playerOn(
    i: number,
    t: { after: (fn: () => unknown) => void },
  ): Promise<{ page: Page; login: string }> {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    page.setDefaultTimeout(30_000);
    await page.clock.install();
    await page.goto(h.kioskUrl(i));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    const user = JSON.parse((await page.evaluate("localStorage.getItem('gp.user_session')")) as string) as {
      token: string;
    };
    return { page, login: sha256(user.token) };
  }

  const logoutLogged = (login: string) =>
    eventually(
      'the web logout log',
      async () => {
        const { events } = await h.store.read('session', login);
        return events.find((e) => e.type === 'SessionLogoutLogged')?.data as Record<string, string> | undefined;
      },
      { timeoutMs: 20_000 },
    );

  it("logs the onscreen logout button's reason on the player's session", async (t) => {
    const { page, login } = await playerOn(0, t);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logout reason : you clicked the onscreen logout button').waitFor();
    const logged = await logoutLogged(login);
    assert.equal(logged.logout_reason, 'you clicked the onscreen logout button');
    assert.equal(logged.pod_id, h.podIds[0]);
  });

  it('logs an inactivity logout the same way', async (t) => {
    const { page, login } = await playerOn(0, t);
    await page.clock.runFor(61_000);
    await page.getByText('Logout reason : You have been logged out due to inactivity').waitFor();
    assert.equal((await logoutLogged(login)).logout_reason, 'You have been logged out due to inactivity');
  });

  it('tells the server when it loses its helper and when it gets it back', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.control(1, 'offline', { offline: false });
      await page.context().close();
    });
    await page.goto(h.kioskUrl(1));
    await waitForLoginScreen(page);
    const before = (await kioskEvents(1, 'PodHelperLinkReported')).length;
    await h.control(1, 'offline', { offline: true });
    const down = await eventually(
      'the helper reported down',
      async () => (await kioskEvents(1, 'PodHelperLinkReported')).slice(before).at(0)?.data,
      { timeoutMs: 30_000 },
    );
    assert.deepEqual(down, { state: 'down', message: "Flask API server doesn't work now!" });
    await h.control(1, 'offline', { offline: false });
    const up = await eventually(
      'the helper reported up again',
      async () => (await kioskEvents(1, 'PodHelperLinkReported')).slice(before + 1).at(0)?.data,
      { timeoutMs: 30_000 },
    );
    assert.deepEqual(up, { state: 'up', message: null });
  });

  it('turns idle by its own rule, asleep by the server check, and wakes on a touch', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(1));
    await waitForLoginScreen(page);
    const activities = async () =>
      (await kioskEvents(1, 'PodActivityRecorded')).map((e) => (e.data as { activity: string }).activity);
    const recorded = (name: string, from: number) =>
      eventually(`${name} recorded`, async () => (await activities()).slice(from).includes(name), {
        timeoutMs: 20_000,
      });
    const start = (await activities()).length;
    await page.clock.runFor(28_000);
    assert.ok(!(await activities()).slice(start).includes('session_idle'), 'not idle before 30 s');
    await page.clock.runFor(4_000);
    await recorded('session_idle', start);
    // ten minutes on the server's clock: a later 60 s push finds the pod asleep. The server's
    // check reads the idle report from its read model, which on a loaded machine may not hold it
    // yet at the first push; the page pushes again every minute, as a real one does.
    h.advanceServerClock(ASLEEP_AFTER_MS);
    await eventually(
      'asleep recorded',
      async () => {
        await page.clock.runFor(60_000);
        return (await activities()).slice(start).includes('asleep');
      },
      { timeoutMs: 30_000, intervalMs: 1_000 },
    );
    const asleepAt = (await activities()).length;
    await page.mouse.click(5, 5);
    await recorded('ui_home', asleepAt);
  });
});
