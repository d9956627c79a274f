import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logIn, logInPlayer, passOrientation, storedPodSession, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('the kiosk login screen', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  type Station = {
    login: { session_id: string; user_id: string; user_name: string; role: number } | null;
    session_activity: { activity: string | null } | null;
  };
  type Call = { method: string; path: string; body: unknown };
  const station = async () => (await h.control(0, 'state')) as Station;
  const helperCalls = async (path: string) =>
    ((await h.control(0, 'calls')) as Call[]).filter((c) => c.method === 'POST' && c.path === `/api/v1${path}`);
  const isActivity = (activity: string) => (c: Call) => (c.body as { activity?: string } | null)?.activity === activity;

  it('starts the station and shows the login form, the consoles and the station name', async (t) => {
    for (const size of ['hd', 'small'] as const) {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      await page.goto(h.kioskUrl(0));
      await waitForLoginScreen(page);
      await page.getByText('Ready', { exact: true }).first().waitFor();
      // the QR code shows outright, beside the form
      await page.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Show QR code' }).count(), 0);
      await shoot(page, 'login');
    }
  });

  it('shows an emergency alert raised before the page connected, until I Understand', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    // raised first: the kiosk gets it as it subscribes, counting down from what is left
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ lab_id: string }>;
    const raised = await h.api('/admin/alerts/emergency', {
      body: { lab_id: pods[0]?.lab_id, title: 'Fire drill', content: 'Please leave the building calmly.', expire: 5 },
    });
    assert.equal(raised.status, true, raised.message);
    // the next tests' pages must not get it: let it end before they start
    const endsAt = Date.now() + 5_500;
    t.after(() => eventually('the alert to end', () => Date.now() >= endsAt, { timeoutMs: 10_000, intervalMs: 100 }));
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' }).waitFor();
    // the page's countdown holds while we look: a slow screenshot must not outlast its 5 s
    await pauseClock(page);
    await page.getByText('Please leave the building calmly.').waitFor();
    await shoot(page, 'emergency-alert');
    await page.getByRole('button', { name: 'I Understand' }).click();
    await page.clock.resume();
    await page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' }).waitFor({ state: 'detached' });
    await waitForLoginScreen(page);
    await page.getByRole('button', { name: 'Admin login' }).click();
    await page.getByLabel('Admin email').waitFor();
    await shoot(page, 'login-admin-lock');
  });

  it('forgets the stored user and pod session data, save-seat entries and cookies on every visit', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const first = await storedPodSession(page);
    // what a signed-in player's page leaves behind
    const user = { role_id: 1, email: ACCOUNTS.player, name: 'pat', token: 'left-behind-token' };
    await page.evaluate(`localStorage.setItem('gp.user_session', ${JSON.stringify(JSON.stringify(user))})`);
    await page.evaluate(`localStorage.setItem('gp.save_seat', ${JSON.stringify(JSON.stringify({ minutes: 15 }))})`);
    await page.context().addCookies([{ name: 'left_behind', value: '1', url: h.baseUrl }]);
    assert.equal((await page.context().cookies(h.baseUrl)).length, 1);

    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.equal(await page.evaluate("localStorage.getItem('gp.user_session')"), null);
    assert.equal(await page.evaluate("localStorage.getItem('gp.save_seat')"), null);
    assert.deepEqual(await page.context().cookies(h.baseUrl), []);
    // the pod's session data is its own again: a fresh kiosk session, not the one stored
    const second = await storedPodSession(page);
    assert.notEqual(second.session_id_key, first.session_id_key);
  });

  it('keeps /player to players: nobody and a facilitator are sent to the login, and the bare path opens the dashboard', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const atLogin = async () => {
      await page.waitForURL((url) => url.pathname === '/');
      await waitForLoginScreen(page);
      assert.equal(await page.getByRole('heading', { name: /Welcome, / }).count(), 0);
    };
    // the station's page first: the tab keeps its bridge from here
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await page.goto(h.kioskUrl(0, '/player/dashboard'));
    await atLogin();

    // a facilitator's session, as their own login stores it
    const token = await h.issueToken({ user_id: 'guard-facilitator', role: 2, client_id: h.clientId });
    const facilitator = { role_id: 2, email: ACCOUNTS.facilitator, name: 'fran', token };
    await page.evaluate(`localStorage.setItem('gp.user_session', ${JSON.stringify(JSON.stringify(facilitator))})`);
    for (const path of ['/player/dashboard', '/player', '/player/games/xd1', '/player/buy-time']) {
      await page.goto(h.kioskUrl(0, path));
      await atLogin();
      assert.equal(await page.evaluate("localStorage.getItem('gp.user_session')"), null, path);
      await page.evaluate(`localStorage.setItem('gp.user_session', ${JSON.stringify(JSON.stringify(facilitator))})`);
    }

    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.goto(h.kioskUrl(0, '/player'));
    await page.waitForURL((url) => url.pathname === '/player/dashboard');
    await passOrientation(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it('sends a player to the dashboard with a capitalised greeting', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    const sheet = page.getByRole('dialog', { name: 'Before you play' });
    await sheet.getByRole('heading', { name: 'Welcome to Demo Lab' }).waitFor();
    await shoot(page, 'player-orientation');
    await sheet.getByRole('button', { name: "Let's Play" }).click();
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

  it('runs the exit survey to the end after a logout, then readies the station for the next player', async (t) => {
    const page = await openPage(browser(), 'small');
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logout reason : you clicked the onscreen logout button').waitFor();

    await page.getByRole('heading', { name: 'How was your session?' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill all required fields').waitFor();
    for (const item of ['Cleanliness', 'Network speed', 'Game selection', 'Overall experience']) {
      await page.getByRole('button', { name: `${item}: 4 stars` }).click();
    }
    await shoot(page, 'survey-ratings');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Have you played with anyone in person today?' }).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'More' }).click();
    assert.equal(await page.getByLabel('People').textContent(), '3');
    await shoot(page, 'survey-between');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Which upcoming games would you play?' }).waitFor();
    await page.locator('.survey__game').first().click();
    await shoot(page, 'survey-games');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Is there anything our team should know?' }).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('Comment').fill('The PS5 controller on this seat drifts a little.');
    await page.getByRole('button', { name: 'Send' }).click();

    await page.getByText('Setting up for the next player...').waitFor();
    await shoot(page, 'logout-setting-up');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await waitForLoginScreen(page);
  });

  it("ends the exit survey after 15 s untouched, asking 'Still there...?' over its last 5 s", async (t) => {
    const page = await openPage(browser(), 'small');
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logout' }).click();
    const survey = page.getByRole('heading', { name: 'How was your session?' });
    await survey.waitFor();
    // from here only runFor moves the survey's 1 s checks; a touch starts its 15 s again
    await pauseClock(page);
    await survey.click();
    const stillThere = page.getByRole('dialog', { name: 'Still there...?' });
    await page.clock.runFor(9_000);
    assert.equal(await stillThere.count(), 0);
    await page.clock.runFor(1_000);
    await stillThere.getByRole('timer', { name: '5 seconds left' }).waitFor();
    await shoot(page, 'survey-still-there');
    await page.clock.runFor(1_000);
    await stillThere.getByRole('timer', { name: '4 seconds left' }).waitFor();
    await stillThere.getByRole('button', { name: "I'm still here" }).click();
    await stillThere.waitFor({ state: 'detached' });

    await page.clock.runFor(14_000);
    await stillThere.getByRole('timer', { name: '1 seconds left' }).waitFor();
    assert.equal(await survey.count(), 1);
    await page.clock.runFor(1_000);
    await survey.waitFor({ state: 'detached' });
    await page.getByText('Setting up for the next player...').waitFor();
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await waitForLoginScreen(page);
  });

  it("says 'Unable to log you in, please try again later!' when the login never reaches the server, for 5 s", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await page.route('**/api/v1/user/login', (route) => route.abort('internetdisconnected'));
    await pauseClock(page);
    await logIn(page, ACCOUNTS.player, DEMO_PASSWORD);
    const toast = page.getByRole('alert').filter({ hasText: 'Unable to log you in, please try again later!' });
    await toast.waitFor();
    await shoot(page, 'login-unable');
    await page.clock.runFor(4_900);
    assert.equal(await toast.count(), 1);
    await page.clock.runFor(200);
    await toast.waitFor({ state: 'detached' });
    await waitForLoginScreen(page);
  });

  it('fades to the idle screen when the station goes idle, and a tap brings the login back', async (t) => {
    for (const [size, prompt] of [
      ['hd', 'Click Anywhere to Begin'],
      ['small', 'Tap Anywhere to Begin'],
    ] as const) {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      await page.goto(h.kioskUrl(0));
      await waitForLoginScreen(page);
      await h.control(0, 'idle', { idle: true });
      await page.getByText(prompt).waitFor({ timeout: 20_000 });
      await shoot(page, 'idle');
      await page.getByText(prompt).click();
      await waitForLoginScreen(page);
      await h.control(0, 'idle', { idle: false });
    }
  });

  it("tells the station's helper who signed in, as 'name;role', and which screen the kiosk shows", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await eventually('the helper hears ui_home', async () =>
      (await station()).session_activity?.activity === 'ui_home' ? true : null,
    );
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    const pod = JSON.parse(String(await page.evaluate("localStorage.getItem('gp.pod_session')"))) as {
      session_id_key: string;
      pod_id_key: string;
    };
    const user = JSON.parse(String(await page.evaluate("localStorage.getItem('gp.user_session')"))) as {
      user_id: string;
      name: string;
    };
    const login = await eventually('the helper hears the login', async () => {
      const s = await station();
      return s.login?.session_id === pod.session_id_key ? s.login : null;
    });
    assert.deepEqual(
      { user_id: login.user_id, user_name: login.user_name, role: login.role },
      { user_id: user.user_id, user_name: user.name, role: 1 },
    );
    const sent = (await helperCalls('/kiosk/set/login_pod')).at(-1)?.body as Record<string, unknown> | undefined;
    assert.equal(sent?.user_name, `${user.name};1`);
    assert.equal(sent?.pod_id_key, pod.pod_id_key);
    await eventually('the helper hears ui_dashboard', async () =>
      (await station()).session_activity?.activity === 'ui_dashboard' ? true : null,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });

  it('pushes its last activity again every 60 s, and again on the first key after it went idle', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const toServer: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/session/activity_update')) toServer.push(String(r.postDataJSON()?.activity));
    });
    const homes = async () => (await helperCalls('/kiosk/set/session_activity')).filter(isActivity('ui_home')).length;
    const serverHomes = () => toServer.filter((a) => a === 'ui_home').length;
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await eventually('ui_home at the helper and the server', async () =>
      (await homes()) >= 1 && serverHomes() >= 1 ? true : null,
    );
    await pauseClock(page);
    await page.keyboard.press('Shift');
    const [helperBefore, serverBefore] = [await homes(), serverHomes()];
    // a key every 25 s keeps the station from going idle (30 s) while the minute runs out
    for (const ms of [25_000, 25_000, 12_000]) {
      await page.clock.runFor(ms);
      await page.keyboard.press('Shift');
    }
    await eventually('the 60 s push at the helper and the server', async () =>
      (await homes()) === helperBefore + 1 && serverHomes() === serverBefore + 1 ? true : null,
    );
    assert.equal(await page.getByRole('button', { name: 'Login', exact: true }).count(), 1);

    // untouched, the station turns idle; the next key says ui_home again
    await page.clock.runFor(33_000);
    await eventually('session_idle at the helper', async () =>
      (await station()).session_activity?.activity === 'session_idle' ? true : null,
    );
    const [helperIdle, serverIdle] = [await homes(), serverHomes()];
    await page.keyboard.press('Shift');
    await eventually('ui_home again at the helper and the server', async () =>
      (await homes()) === helperIdle + 1 && serverHomes() === serverIdle + 1 ? true : null,
    );
    assert.equal((await station()).session_activity?.activity, 'ui_home');
  });

  it("opens the pod's games in the console when an admin-pod-command signs an admin in here", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const signedIn = await h.api('/admin/login', { body: { username: ACCOUNTS.admin, password: DEMO_PASSWORD } });
    assert.equal(signedIn.status, true, signedIn.message);
    const sent = await h.api('/admin/run/admin_pod_command', {
      body: { pod_ids: [h.podIds[0]], open: 'pod_games' },
      token: String(signedIn.data.token),
    });
    assert.deepEqual(sent.data.results, [{ pod_id: h.podIds[0], status: 'sent' }]);
    await page.waitForURL('**/admin/pod_games/xd1', { timeout: 30_000 });
  });

  // last: an admin's login keeps this pod's session open (they leave for the console), so the pod never reads ready again
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
