import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logIn, logInPlayer, storedPodSession, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, openPhone, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import {
  joinQueue,
  logOutSession,
  newQueuePlayer,
  QUEUE_PASSWORD,
  saveQueuePolicy,
  stationToken,
} from './support/queue-steps.ts';

/** Records each navigator.vibrate call and each Web Audio tone started, for the test to read. */
const RECORD_ALERTS = `
  window.__vibrations = [];
  window.__tones = 0;
  Object.defineProperty(Navigator.prototype, 'vibrate', {
    configurable: true,
    value(pattern) { window.__vibrations.push(pattern); return true; },
  });
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) { window.__tones += 1; return start.apply(this, args); };
`;

describe('joining the queue from the station and from a phone', () => {
  let h: KioskHarness;
  let lab = '';
  const browser = useBrowser();
  let seq = 0;
  /** Bob's session on the second pod, which the phone's test ends to free that pod. */
  let bobToken = '';
  before(async () => {
    h = await startKioskHarness({ pods: 2 });
    lab = await h.labOf(0);
    assert.equal(await h.labOf(1), lab, 'both stations are in one lab');
    await saveQueuePolicy(h, lab, { platforms: { xb: true } });
  });
  after(() => h?.close());

  /** A new player of the demo client with a password: their email and id. */
  async function player(name: string): Promise<{ email: string; id: string }> {
    const email = `queue.${++seq}.${Date.now()}@demo.test`;
    return { email, id: await newQueuePlayer(h, name, email) };
  }

  /** A player joined by their own token (a web session), as a phone would; retried while the new account reaches the read models. */
  async function joinedBy(id: string): Promise<string> {
    const token = await h.issueToken({ user_id: id, role: 1, client_id: h.clientId });
    await joinQueue(h, lab, token);
    return token;
  }

  const logOut = (token: string) => logOutSession(h, token, 'queue test');

  it('offers Join the queue on the station after a held refusal, and returns to the login screen', async (t) => {
    const [one, two] = [await openPage(browser(), 'hd'), await openPage(browser(), 'hd')];
    t.after(async () => {
      await one.context().close();
      await two.context().close();
    });
    // both pods taken, one player waiting; then the first pod frees and is held for that player
    await one.goto(h.kioskUrl(0));
    await logInPlayer(one, ACCOUNTS.player, DEMO_PASSWORD);
    const bob = await player('Bob Stone');
    await two.goto(h.kioskUrl(1));
    await eventually('Bob signs in on the second pod', async () => {
      await two.goto(h.kioskUrl(1));
      await logIn(two, bob.email, QUEUE_PASSWORD);
      return await two.waitForURL('**/player/dashboard', { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    });
    bobToken = await stationToken(two);
    const cy = await player('Cy Young');
    await joinedBy(cy.id);
    await logOut(await stationToken(one));
    await one.goto(h.kioskUrl(0));
    await waitForLoginScreen(one);

    // someone else tries the held pod: refused, and offered the queue
    const di = await player('Di Lane');
    await eventually('the held refusal', async () => {
      await logIn(one, di.email, QUEUE_PASSWORD);
      return one
        .getByRole('button', { name: 'Join the queue', exact: true })
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
    });
    await one
      .getByRole('status')
      .getByText('Held for someone in the queue: join it for the next free Gamepod.', { exact: false })
      .waitFor();
    await shoot(one, 'queue-station-held');
    await one.setViewportSize({ width: 1024, height: 600 });
    await shoot(one, 'queue-station-held');
    await one.getByRole('button', { name: 'Join the queue', exact: true }).click();
    await one.waitForURL('**/queue');
    assert.equal(await one.getByLabel('Email').inputValue(), di.email, 'the email typed on the login screen');
    await one.getByLabel('Password').fill(QUEUE_PASSWORD);
    await shoot(one, 'queue-station-sign-in');
    await one.getByRole('button', { name: 'Join the queue' }).click();
    await one.getByRole('group', { name: 'What would you like to play on?' }).waitFor();
    await one.getByRole('button', { name: 'The next free Xbox' }).waitFor();
    await shoot(one, 'queue-station-platform');
    await one.getByRole('button', { name: 'The next free Gamepod' }).click();

    const place = one.getByRole('status').filter({ hasText: 'Your place in line' });
    await one.getByRole('heading', { name: "You're in the queue" }).waitFor();
    await place.getByText('Your place in line 2', { exact: true }).waitFor();
    await place.getByText('The next free Gamepod').waitFor();
    await shoot(one, 'queue-station-placed');
    await one.setViewportSize({ width: 1920, height: 1080 });
    await shoot(one, 'queue-station-placed');

    // the station did not take the pod: its sign-in to queue is ended, and Done returns to the login
    const logins = await h.podLogins(h.podIds[0] ?? '');
    assert.ok(!logins.some((l) => l.user_id === di.id), 'the queue sign-in took no pod');
    await one.getByRole('button', { name: 'Done' }).click();
    await waitForLoginScreen(one);
    assert.equal(new URL(one.url()).pathname, '/');

    // a refusal has its own words: Di is already in line
    await one.getByRole('button', { name: 'All Gamepods taken? Join the queue' }).click();
    await one.getByLabel('Email').fill(bob.email);
    await one.getByLabel('Password').fill(QUEUE_PASSWORD);
    await one.getByRole('button', { name: 'Join the queue' }).click();
    await one.getByRole('button', { name: 'The next free Gamepod' }).click();
    await one
      .getByRole('alert')
      .getByText("You're signed in on a Gamepod in this lab, so you can't queue here as well.")
      .waitFor();
    await shoot(one, 'queue-station-refused');
  });

  it("keeps a phone live: the place moves up when someone ahead leaves, then You're up sounds and vibrates", async (t) => {
    const one = await openPage(browser(), 'hd');
    const phone = await openPhone(browser());
    await phone.addInitScript(RECORD_ALERTS);
    t.after(async () => {
      await one.context().close();
      await phone.context().close();
    });
    // where the last test left the lab: the first pod held for Cy, Bob on the second, Di next
    await one.goto(h.kioskUrl(0));
    await waitForLoginScreen(one);
    const { remote_id_key } = await storedPodSession(one);
    const lines = (await h.api(`/admin/kiosk/lab_queue/list?lab_id=${lab}`)).data.entries as Array<{
      entry_id: string;
      user_id: string;
    }>;
    assert.equal(lines.length, 2, 'Cy and Di are in line');
    const cyToken = await h.issueToken({ user_id: lines[0]?.user_id ?? '', role: 1, client_id: h.clientId });

    const eve = await player('Eve Park');
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    await phone.getByRole('button', { name: 'Every Gamepod taken? Join the queue' }).click();
    await phone.waitForURL('**/queue');
    await phone.getByLabel('Email').fill(eve.email);
    await phone.getByLabel('Password').fill(QUEUE_PASSWORD);
    await shoot(phone, 'queue-phone-sign-in');
    const anyPod = phone.getByRole('button', { name: 'The next free Gamepod' });
    await eventually('Eve signs in to queue', async () => {
      if (await anyPod.isVisible()) return true;
      await phone.getByRole('button', { name: 'Join the queue' }).click();
      return phone
        .getByRole('button', { name: 'The next free Gamepod' })
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
    });
    await phone.getByRole('button', { name: 'The next free Gamepod' }).click();
    const place = phone.getByRole('status').filter({ hasText: 'Your place in line' });
    await place.getByText('Your place in line 3', { exact: true }).waitFor();
    await phone.getByText('Live').waitFor();
    await shoot(phone, 'queue-phone-placed');

    // Cy, ahead, leaves: the held seat passes to Di, and Eve moves up to 2 without a reload
    const left = await h.api('/user/queue/leave', { method: 'POST', body: { lab_id: lab }, token: cyToken });
    assert.equal(left.status, true, left.message);
    await place.getByText('Your place in line 2', { exact: true }).waitFor({ timeout: 20_000 });

    // Bob's session on the second pod ends: it is Eve's
    await logOut(bobToken);
    const up = phone.getByRole('heading', { name: /^You're up: pod / });
    await up.waitFor({ timeout: 30_000 });
    assert.equal(await phone.evaluate('document.activeElement?.id'), 'queue-up-title', 'the news takes the focus');
    await phone.getByText(/^(10:00|9:\d\d)$/).waitFor();
    const vibrations = (await phone.evaluate('window.__vibrations')) as unknown[];
    assert.equal(vibrations.length, 1, 'the phone vibrated once');
    assert.ok(((await phone.evaluate('window.__tones')) as number) > 0, 'the chime played');
    // the wait is over: no number in line or estimate beside the held pod
    await phone.getByText('Your place in line').waitFor({ state: 'detached' });
    assert.equal(await phone.getByText('Estimated wait').count(), 0);
    await shoot(phone, 'queue-phone-up');

    // leaving is one tap and a confirmation
    await phone.getByRole('button', { name: 'Leave the queue' }).click();
    await phone.getByRole('button', { name: 'Yes, leave the queue' }).click();
    await phone.getByRole('heading', { name: 'You left the queue' }).waitFor();
    await shoot(phone, 'queue-phone-left');
  });

  it("shows staff's call and removal on the phone, each taking the focus", async (t) => {
    const two = await openPage(browser(), 'hd');
    const phone = await openPhone(browser());
    t.after(async () => {
      await two.context().close();
      await phone.context().close();
    });
    // the second pod, free since Eve left, is taken again so that Fay has to wait
    await two.goto(h.kioskUrl(1));
    await logInPlayer(two, ACCOUNTS.player, DEMO_PASSWORD);
    const { remote_id_key } = await storedPodSession(two);
    const fay = await player('Fay Moss');
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}/queue`);
    await phone.getByLabel('Email').fill(fay.email);
    await phone.getByLabel('Password').fill(QUEUE_PASSWORD);
    const anyPod = phone.getByRole('button', { name: 'The next free Gamepod' });
    await eventually('Fay signs in to queue', async () => {
      if (await anyPod.isVisible()) return true;
      await phone.getByRole('button', { name: 'Join the queue' }).click();
      return anyPod.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
    });
    await anyPod.click();
    await phone.getByText('Live').waitFor();
    const entries = (await h.api(`/admin/kiosk/lab_queue/list?lab_id=${lab}`)).data.entries as Array<{
      entry_id: string;
      user_id: string;
    }>;
    const entry = entries.find((e) => e.user_id === fay.id)?.entry_id;
    assert.ok(entry, 'Fay is in line');

    const called = await h.api('/admin/kiosk/lab_queue/call', {
      method: 'POST',
      body: { lab_id: lab, entry_id: entry },
    });
    assert.equal(called.status, true, called.message);
    await phone.getByRole('heading', { name: 'Staff are calling you' }).waitFor();
    assert.equal(await phone.evaluate('document.activeElement?.id'), 'queue-news-title', 'the call takes the focus');
    await shoot(phone, 'queue-phone-called');

    const removed = await h.api('/admin/kiosk/lab_queue/remove', {
      method: 'POST',
      body: { lab_id: lab, entry_id: entry },
    });
    assert.equal(removed.status, true, removed.message);
    await phone.getByRole('heading', { name: 'Staff removed you from the queue' }).waitFor();
    assert.equal(await phone.evaluate('document.activeElement?.id'), 'queue-news-title', 'the removal takes the focus');
    await phone.getByRole('button', { name: 'Join the queue again' }).waitFor();
    await shoot(phone, 'queue-phone-removed');
  });

  it('offers no queue on the login pages once the lab turns its queue off', async (t) => {
    const one = await openPage(browser(), 'small');
    const phone = await openPhone(browser());
    t.after(async () => {
      await one.context().close();
      await phone.context().close();
    });
    await saveQueuePolicy(h, lab, { enabled: false });
    const asked = one.waitForResponse((r) => r.url().includes('/api/v1/user/queue/open?'));
    await one.goto(h.kioskUrl(1));
    await waitForLoginScreen(one);
    assert.equal(((await (await asked).json()) as { data: { enabled: boolean } }).data.enabled, false);
    assert.equal(await one.getByRole('button', { name: /Join the queue/ }).count(), 0);

    const { remote_id_key } = await storedPodSession(one);
    const phoneAsked = phone.waitForResponse((r) => r.url().includes('/api/v1/user/queue/open_remote?'));
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal((await phoneAsked).status(), 200);
    assert.equal(await phone.getByRole('button', { name: /Join the queue/ }).count(), 0);
  });
});
