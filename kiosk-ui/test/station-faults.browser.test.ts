import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { Page, WebSocketRoute } from 'playwright-core';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { logIn, logInPlayer, storedPodSession, waitForLoginScreen } from './support/kiosk-steps.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const KIOSK_PAGE_RESTARTED = 'The kiosk page restarted';
/** The ready wait's bound (kiosk-ui's READY_LIMIT_MS): a logout that readies the pod in less did not need it. */
const READY_LIMIT_MS = 30_000;

/**
 * A station is a source of faults too: its browser crashes, its power goes, its page reloads on
 * network loss, its helper restarts. Each time the pod must be left with no login its station no
 * longer holds, the next player's logout must not hang on one, the reason must be in the log,
 * and nothing a pod-key holder does may end a player's session.
 */
describe("a station's faults", () => {
  let h: KioskHarness;
  const browser = useBrowser();
  let n = 0;
  before(async () => {
    // the stations keep their enrolment in files, so one whose power comes back registers again
    h = await startKioskHarness({ pods: 2, stationState: true });
  });
  after(() => h?.close());

  /** A player account of the demo client's, made for one test. */
  async function player(tag: string): Promise<string> {
    const email = `${tag}.${++n}@demo.test`;
    const made = await h.api('/admin/kiosk/users/save', {
      body: {
        user_role: 1,
        client_id: h.clientId,
        name: `Player ${tag}`,
        email,
        password: DEMO_PASSWORD,
        password_again: DEMO_PASSWORD,
        dob: '05/31/1990',
        phone: '555-123-4567',
      },
    });
    if (!made.status) throw new Error(`creating ${email}: ${made.message}`);
    return email;
  }

  /** A kiosk page of station `i` (1024×600, its clock under the test's hand) with `email` signed in. */
  async function signedIn(i: number, email: string): Promise<{ page: Page; login: string; kiosk: string }> {
    const page = await openPage(browser(), 'small');
    page.setDefaultTimeout(30_000);
    await page.clock.install();
    await page.goto(h.kioskUrl(i));
    await logInPlayer(page, email, DEMO_PASSWORD);
    const user = JSON.parse((await page.evaluate("localStorage.getItem('gp.user_session')")) as string) as {
      token: string;
    };
    const kiosk = sha256((await storedPodSession(page)).session_id_key);
    await vouchedFor(i, kiosk);
    return { page, login: sha256(user.token), kiosk };
  }

  /** Waits until station `i`'s bridge has recorded that its page holds the kiosk session `kiosk`. */
  const vouchedFor = (i: number, kiosk: string) =>
    eventually(
      `station ${i} vouching for its page`,
      async () => {
        const { events } = await h.store.read('station', h.podIds[i] ?? '');
        const opened = events.filter((e) => e.type === 'PodKioskPageOpened');
        return (opened.at(-1)?.data as { kiosk_session_hash?: string } | undefined)?.kiosk_session_hash === kiosk;
      },
      { timeoutMs: 30_000 },
    );

  const loginOf = async (i: number, hash: string) =>
    (await h.podLogins(h.podIds[i] ?? '')).find((l) => l.token_hash === hash);

  /** Waits for the login to end with `reason`; the reason is the session's end in the log too. */
  async function endedWith(i: number, hash: string, reason: string): Promise<void> {
    await eventually(
      `login ${hash.slice(0, 8)} ended with '${reason}'`,
      async () => (await loginOf(i, hash))?.end_reason === reason,
      { timeoutMs: 30_000 },
    );
    const { events } = await h.store.read('session', hash);
    const ended = events.find((e) => e.type === 'SessionEnded');
    assert.equal((ended?.data as { reason?: string } | undefined)?.reason, reason);
  }

  /** No pod login is left open on station `i`'s pod. */
  async function noLoginLeft(i: number): Promise<void> {
    const open = (await h.podLogins(h.podIds[i] ?? '')).filter((l) => l.ended_at === null);
    assert.deepEqual(open, [], 'a login was left open on the pod');
  }

  /**
   * The player logs out on the page: the exit survey ends by itself, and the ready wait must end
   * before its 30 s bound, back on the login screen. Returns the page time the wait took.
   */
  async function logOutAndReady(page: Page): Promise<number> {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'How was your session?' }).waitFor();
    await page.clock.runFor(16_000);
    await page.getByText('Setting up for the next player...').waitFor();
    let waited = 0;
    while (new URL(page.url()).pathname !== '/' && waited < READY_LIMIT_MS) {
      await page.clock.runFor(1_000);
      waited += 1_000;
      await sleep(200);
    }
    assert.ok(waited < READY_LIMIT_MS - 5_000, `the ready wait took ${waited} ms of the page's time`);
    await waitForLoginScreen(page);
    return waited;
  }

  /** The next player signs in on the page (now on its login screen), and logs out; the wait ends. */
  async function nextPlayerComesAndGoes(i: number, page: Page): Promise<void> {
    const email = await player('next');
    await logInPlayer(page, email, DEMO_PASSWORD);
    await logOutAndReady(page);
    await noLoginLeft(i);
  }

  it('a power cut: the bridge and the page both gone while a player is signed in, then back', async (t) => {
    const first = await signedIn(0, await player('first'));
    await first.page.context().close();
    await h.powerOff(0);
    await h.powerOn(0);
    // the station's browser opens its kiosk again
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    page.setDefaultTimeout(30_000);
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const kiosk = sha256((await storedPodSession(page)).session_id_key);
    assert.notEqual(kiosk, first.kiosk, 'the page came back with a new kiosk session');
    await vouchedFor(0, kiosk);
    await endedWith(0, first.login, KIOSK_PAGE_RESTARTED);
    await noLoginLeft(0);
    await nextPlayerComesAndGoes(0, page);
  });

  it('a browser crash: the page gone and opened again, the bridge running', async (t) => {
    const first = await signedIn(1, await player('first'));
    await first.page.context().close();
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    page.setDefaultTimeout(30_000);
    await page.clock.install();
    await page.goto(h.kioskUrl(1));
    await waitForLoginScreen(page);
    await vouchedFor(1, sha256((await storedPodSession(page)).session_id_key));
    await endedWith(1, first.login, KIOSK_PAGE_RESTARTED);
    await noLoginLeft(1);
    await nextPlayerComesAndGoes(1, page);
  });

  it('network loss: the page loses the cloud, reloads, and starts afresh', async (t) => {
    // the services socket goes through the test: connected while the cloud is up, cut after
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    page.setDefaultTimeout(30_000);
    let cloudUp = true;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/v1\/ws/, (ws) => {
      if (!cloudUp) return void ws.close({ code: 1011, reason: 'cloud down' });
      ws.connectToServer();
      open.push(ws);
    });
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, await player('first'), DEMO_PASSWORD);
    const token = JSON.parse((await page.evaluate("localStorage.getItem('gp.user_session')")) as string) as {
      token: string;
    };
    const before = sha256((await storedPodSession(page)).session_id_key);
    await vouchedFor(0, before);
    cloudUp = false;
    for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'cloud down' });
    await page.clock.runFor(16_000);
    await page.getByText('Cloud server disconnected, logging out').waitFor();
    await pauseClock(page);
    // the cloud is back by the time the page reloads
    cloudUp = true;
    await page.clock.runFor(3_500);
    await page.clock.resume();
    await waitForLoginScreen(page);
    const kiosk = sha256((await storedPodSession(page)).session_id_key);
    assert.notEqual(kiosk, before);
    await vouchedFor(0, kiosk);
    await endedWith(0, sha256(token.token), KIOSK_PAGE_RESTARTED);
    await noLoginLeft(0);
    await nextPlayerComesAndGoes(0, page);
  });

  it("a helper restart: the player's session is not lost and the bridge carries on", async (t) => {
    const { page, login } = await signedIn(1, await player('first'));
    t.after(() => page.context().close());
    const opened = async () =>
      (await h.store.read('station', h.podIds[1] ?? '')).events.filter((e) => e.type === 'PodKioskPageOpened').length;
    const vouches = await opened();
    const online = async () =>
      (
        (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; OnlineDetail: { message: string } }>
      ).find((p) => p.id === h.podIds[1])?.OnlineDetail.message;
    // down long enough for a heartbeat (every 10 s) to say so
    const restarting = h.restartHelper(1, 15_000);
    await eventually('the bridge reporting its helper down', async () => (await online()) === 'Helper not responding', {
      timeoutMs: 30_000,
    });
    await restarting;
    await eventually('the bridge reporting its helper back', async () => (await online()) === 'Online', {
      timeoutMs: 30_000,
    });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    await shoot(page, 'station-faults-helper-restarted');
    assert.equal((await loginOf(1, login))?.ended_at, null, "the player's login ended with the helper's restart");
    assert.equal(await opened(), vouches, 'the page did not restart, so the station vouched for nothing new');
    await logOutAndReady(page);
    await noLoginLeft(1);
  });

  /** Someone who knows station `i`'s pod key, not the station, signs `email` in on a kiosk session of their own. */
  async function keyHolderSignsIn(i: number, email: string): Promise<string> {
    const post = (path: string, body: unknown) =>
      fetch(`${h.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ status: boolean; message: string; data: Record<string, string> }>);
    const own = await post('/kiosk/validate/pod_id_key', { pod_id_key: h.stations[i]?.pod_id_key ?? '' });
    const signed = await post('/user/login', {
      session_id_key: own.data.session_id_key,
      username: email,
      password: DEMO_PASSWORD,
    });
    assert.equal(signed.status, true, signed.message);
    return sha256(signed.data.token ?? '');
  }

  it('shows staff a stuck session in Manage Event, and End session ends it after a Yes', async (t) => {
    // station 1's page is open (its station vouches for it); a key holder's login there is stuck
    const station = await openPage(browser(), 'small');
    t.after(() => station.context().close());
    await station.goto(h.kioskUrl(1));
    await waitForLoginScreen(station);
    await vouchedFor(1, sha256((await storedPodSession(station)).session_id_key));
    const stuck = await keyHolderSignsIn(1, await player('intruder'));
    const rows = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{
      id: string;
      license: string | null;
      seat: string;
    }>;
    const row = rows.find((r) => r.id === h.podIds[1]);
    const name = row?.license ?? row?.seat ?? '';

    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    page.setDefaultTimeout(30_000);
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await page.waitForURL('**/facilitator/dashboard');
    await page.getByRole('link', { name: /Manage Event/ }).click();
    await page.waitForURL('**/facilitator/pods');
    const pod = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });
    await pod.getByText('Stuck session').waitFor();
    await shoot(page, 'facilitator-stuck-session');
    await pod.getByRole('button', { name: 'End session' }).click();
    const confirm = page.getByRole('dialog', { name: `End the stuck session on ${name}?` });
    await confirm.waitFor();
    await shoot(page, 'facilitator-end-session-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await pod.getByText('Free').waitFor();
    await endedWith(1, stuck, 'Ended by staff: its station no longer held it');
    assert.equal(await pod.getByRole('button', { name: 'End session' }).count(), 0);
  });

  it("a pod-key holder's own kiosk session signs a player in: the station's player stays, and the page's wait ends", async (t) => {
    const { page, login } = await signedIn(0, await player('first'));
    t.after(() => page.context().close());
    // someone who knows the pod key, not the station, starts a kiosk session of their own
    const theirs = await keyHolderSignsIn(0, await player('intruder'));
    await eventually('the intruder shown as a stuck session', async () => {
      const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; stuck_session: number }>;
      return pods.find((p) => p.id === h.podIds[0])?.stuck_session === 1;
    });
    // give the reactions time to do what they would (they must do nothing to the station's player)
    await sleep(3_000);
    assert.equal((await loginOf(0, login))?.ended_at, null, "the station's player was logged out");
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    // the key holder's login does not hold up the page's ready wait; the page's next kiosk
    // session, vouched for by the station, leaves no login of another page open
    await logOutAndReady(page);
    await vouchedFor(0, sha256((await storedPodSession(page)).session_id_key));
    await endedWith(0, theirs, KIOSK_PAGE_RESTARTED);
    await noLoginLeft(0);
  });

  it('bounds the ready wait: past 30 s the page goes to its login screen anyway and reports the login stuck', async (t) => {
    const { page, login } = await signedIn(1, await player('first'));
    t.after(() => page.context().close());
    // the logout never reaches the server: the login stays open
    await page.route('**/api/v1/user/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'How was your session?' }).waitFor();
    await page.clock.runFor(16_000);
    await page.getByText('Setting up for the next player...').waitFor();
    await page.clock.runFor(10_000);
    await sleep(500);
    await shoot(page, 'station-faults-setting-up');
    assert.notEqual(new URL(page.url()).pathname, '/', 'the page left before its bound');
    for (
      let waited = 10_000;
      waited < READY_LIMIT_MS + 6_000 && new URL(page.url()).pathname !== '/';
      waited += 2_000
    ) {
      await page.clock.runFor(2_000);
      await sleep(200);
    }
    await waitForLoginScreen(page);
    await eventually('the login reported stuck', async () => {
      const { events } = await h.store.read('session', login);
      return events.some((e) => e.type === 'SessionReportedStuck');
    });
    // the page's new kiosk session is the one its station vouches for: the stuck login ends by itself
    await vouchedFor(1, sha256((await storedPodSession(page)).session_id_key));
    await endedWith(1, login, KIOSK_PAGE_RESTARTED);
    await noLoginLeft(1);
  });
});
