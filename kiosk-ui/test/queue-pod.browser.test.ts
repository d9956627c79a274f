import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { logIn, logInPlayer } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import {
  joinQueue,
  logOutSession,
  newQueuePlayer,
  QUEUE_PASSWORD,
  saveQueuePolicy,
  stationToken,
} from './support/queue-steps.ts';

const MINUTE = 60_000;

describe("the queue on the station: the held pod's login screen and the limit while people wait", () => {
  let h: KioskHarness;
  let lab = '';
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    lab = await h.labOf(0);
  });
  after(() => h?.close());

  /** A new player of the demo client: their token (the account signs in with QUEUE_PASSWORD). */
  async function newPlayer(name: string, email: string): Promise<string> {
    return h.issueToken({ user_id: await newQueuePlayer(h, name, email), role: 1, client_id: h.clientId });
  }

  /** Joins the lab's queue (a new account may reach the read models a moment after its save). */
  const join = (token: string) => joinQueue(h, lab, token);

  const place = async (token: string) => (await h.api(`/user/queue/place?lab_id=${lab}`, { token })).data as QueuePlace;

  // first: the tests after move the services' clock, which the sessions' start times do not follow
  it("shows the player the limit while people wait and the server's warnings at 10, 2 and 0 minutes", async (t) => {
    await saveQueuePolicy(h, lab, { limit_minutes: 15 });
    const station = await openPage(browser(), 'small');
    t.after(() => station.context().close());
    await station.goto(h.kioskUrl(0));
    await logInPlayer(station, ACCOUNTS.player, DEMO_PASSWORD);
    const limit = station.getByRole('status').filter({ hasText: 'People are waiting for a pod.' });
    assert.equal(await limit.count(), 0, 'no limit while nobody waits');

    // someone joins: the dashboard says a limit applies, at once
    const eve = await newPlayer('Eve Online', 'eve.pod@demo.test');
    await join(eve);
    await limit.waitFor({ timeout: 30_000 });
    await limit
      .filter({ hasText: /Sessions are limited to 15 minutes while they wait: about 1[45] minutes left\./ })
      .waitFor();
    await shoot(station, 'queue-limit');
    // a page that loads while people wait reads the limit
    await station.reload();
    await limit.filter({ hasText: /about 1[45] minutes left\./ }).waitFor({ timeout: 30_000 });
    await station.setViewportSize({ width: 1920, height: 1080 });
    await shoot(station, 'queue-limit');
    await station.setViewportSize({ width: 1024, height: 600 });

    // the server's timers warn, then end the session
    h.advanceServerClock(5 * MINUTE + 5_000);
    const warning = station.getByRole('alert').filter({ hasText: 'people are waiting for a pod' });
    await warning.getByText('Only 10 minutes left: people are waiting for a pod.').waitFor({ timeout: 30_000 });
    await shoot(station, 'queue-limit-warning');
    h.advanceServerClock(8 * MINUTE);
    await warning.getByText('Only 2 minutes left: people are waiting for a pod.').waitFor({ timeout: 30_000 });
    h.advanceServerClock(2 * MINUTE);
    await station.waitForURL('**/player/logout**', { timeout: 30_000 });
    await station.getByText('Session limit reached: people are waiting').waitFor({ timeout: 30_000 });
    // the pod went to Eve; she leaves the line, and the pod is free for the tests after
    const left = await h.api('/user/queue/leave', { method: 'POST', body: { lab_id: lab }, token: eve });
    assert.equal(left.status, true, left.message);
  });

  it('shows "Reserved for" with the countdown when the pod is offered, after a reload too, and lets only that player in', async (t) => {
    await saveQueuePolicy(h, lab);
    const station = await openPage(browser(), 'hd');
    t.after(() => station.context().close());
    await station.goto(h.kioskUrl(0));
    await logInPlayer(station, ACCOUNTS.player, DEMO_PASSWORD);
    const cy = await newPlayer('Cy Young', 'cy.pod@demo.test');
    await join(cy);

    // the pod frees: it is held for Cy, and its login screen says so, live
    await logOutSession(h, await stationToken(station), 'queue pod test');
    const notice = station.getByRole('status').filter({ hasText: 'Reserved for Cy Y.' });
    await notice.waitFor({ timeout: 30_000 });
    await notice.getByText('Only Cy Y. can sign in on this pod').waitFor();
    await notice
      .getByRole('timer')
      .getByText(/^(10:00|9:\d\d)$/)
      .waitFor();
    await shoot(station, 'queue-reserved-for');

    // a page that loads after the offer reads the hold
    await station.reload();
    await notice.waitFor({ timeout: 30_000 });
    await notice
      .getByRole('timer')
      .getByText(/^(10:00|9:\d\d)$/)
      .waitFor();

    // someone else is refused on the form; the player it is held for signs in
    await logIn(station, ACCOUNTS.player, DEMO_PASSWORD);
    await station.getByText('This Gamepod is held for the next player in the queue.').waitFor();
    await logInPlayer(station, 'cy.pod@demo.test', QUEUE_PASSWORD);
    assert.equal((await place(cy)).queued, false, "Cy's place left the line when the seat was taken");
  });

  it('takes "Reserved for" off the login screen when the hold runs out', async (t) => {
    // Cy from the test before is on the pod
    const station = await openPage(browser(), 'small');
    t.after(() => station.context().close());
    await station.goto(h.kioskUrl(0));
    await logInPlayer(station, 'cy.pod@demo.test', QUEUE_PASSWORD);
    const dee = await newPlayer('Dee Dee Ramone', 'dee.pod@demo.test');
    await join(dee);
    await logOutSession(h, await stationToken(station), 'queue pod test');
    const notice = station.getByRole('status').filter({ hasText: 'Reserved for Dee R.' });
    await notice.waitFor({ timeout: 30_000 });
    await shoot(station, 'queue-reserved-for');

    // nobody came: a no-show, and the screen is the pod's own again
    h.advanceServerClock(10 * MINUTE + 5_000);
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    assert.equal((await place(dee)).queued, false, "the no-show's place left the line");
    await station.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});
