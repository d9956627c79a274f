import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ensureDemoReservations, reservationBody } from '@gamepod/testbed';
import { logIn, logInToDashboard, waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const MINUTE = 60_000;

describe('a reservation at its pods', () => {
  let h: KioskHarness;
  let lab: { id: string; timezone: string };
  const browser = useBrowser();
  before(async () => {
    // stations 0 and 1 are both on the demo's free lab
    h = await startKioskHarness({ pods: 2 });
    const id = await h.labOf(0);
    const edit = (await h.api(`/admin/kiosk/edit/lab?lab_id=${id}`)).data.lab as { timezone: string };
    lab = { id, timezone: edit.timezone };
  });
  after(() => h?.close());

  const podKey = (i: number) => h.stations[i]?.pod_id_key ?? '';
  const open = async (i: number, size: 'hd' | 'small' = 'hd'): Promise<Page> => {
    const page = await openPage(browser(), size);
    await page.clock.install({ time: h.serverNow() });
    // no wait for the pod channel: a page that subscribes late gets the reservation as it is then
    await page.goto(h.kioskUrl(i));
    await waitForLoginScreen(page);
    return page;
  };

  // first: the demo seeds only a client with no reservations
  it("seeds the demo's two reservations once, on the lab's wall clock", async () => {
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const reply = await h.api(path, { method, body });
      assert.equal(reply.status, true, reply.message);
      return reply.data;
    };
    // days ahead, clear of the reservation the next test makes
    const from = new Date(h.serverNow().getTime() + 3 * 24 * 60 * MINUTE);
    await ensureDemoReservations(call, h.clientId, lab, podKey(1), from);
    await ensureDemoReservations(call, h.clientId, lab, podKey(1), from);
    const list = await call('GET', `/admin/reservations/list?client_id=${h.clientId}&length=10&page=1`);
    const rows = list.reservations as Array<{ group_name: string; start_at: string; timezone: string }>;
    assert.deepEqual(rows.map((r) => r.group_name).sort(), ['Chess club', 'Robotics club']);
    const starts = rows.map((r) => Date.parse(r.start_at)).sort((a, b) => a - b);
    assert.equal((starts[1] ?? 0) - (starts[0] ?? 0), 24 * 60 * MINUTE);
    assert.ok((starts[0] ?? 0) > from.getTime() + 60 * MINUTE && (starts[0] ?? 0) <= from.getTime() + 120 * MINUTE);
    assert.ok(rows.every((r) => r.timezone === lab.timezone));
  });

  it('logs out the player not on the list at its start, keeps the listed one, and refuses logins', async (t) => {
    const stranger = await open(0);
    t.after(() => stranger.context().close());
    const listed = await open(1, 'small');
    t.after(() => listed.context().close());
    // from a whole minute two minutes on, for an hour; the facilitator is on its list
    const now = h.serverNow().getTime();
    const start = new Date(now - (now % MINUTE) + 2 * MINUTE);
    const body = reservationBody(
      lab.id,
      [podKey(0), podKey(1)],
      start,
      new Date(start.getTime() + 60 * MINUTE),
      lab.timezone,
      {
        emails_list: [ACCOUNTS.facilitator],
      },
    );
    const saved = await h.api('/admin/reservations/save', { body });
    assert.equal(saved.status, true, saved.message);

    // a login within 3 hours of its start is told when it will be logged out, before play
    await logInToDashboard(stranger, ACCOUNTS.player, DEMO_PASSWORD);
    const sheet = stranger.getByRole('dialog', { name: 'Before you play' });
    const notice = sheet.getByRole('region', { name: 'This Gamepod has an upcoming reservation.' });
    await notice.getByText(`You will be logged out automatically at ${body.start_time}`).waitFor();
    await shoot(stranger, 'reservation-notice');
    await sheet.getByRole('button', { name: "Let's Play" }).click();
    await sheet.waitFor({ state: 'detached' });
    await logIn(listed, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await listed.waitForURL('**/facilitator/dashboard');

    // within 3 hours of its start: both pods show the upcoming banner
    await stranger.getByRole('status').getByText('This Gamepod has an upcoming reservation.').waitFor();
    await stranger.getByText(`You will be logged out automatically at ${body.start_time}`).waitFor();
    await listed.getByText('This Gamepod has an upcoming reservation.').waitFor();
    await shoot(stranger, 'reservation-upcoming-dashboard');
    await shoot(listed, 'reservation-upcoming-facilitator');

    // the start: the server's timer logs the stranger out; the listed facilitator stays
    // (the pages' clocks move with the server's: the kiosk counts down to the start itself)
    const toStart = start.getTime() - now + 5_000;
    await stranger.clock.fastForward(toStart);
    await listed.clock.fastForward(toStart);
    h.advanceServerClock(toStart);
    await stranger.waitForURL('**/player/logout**', { timeout: 20_000 });
    await stranger.getByText(`Logout reason : This Gamepod has a reservation for ${body.start_time}`).waitFor();
    await shoot(stranger, 'reservation-logout');
    await listed.getByText('This GamePod is reserved for an event.').waitFor();
    await listed.getByText(`You will be logged out automatically at ${body.end_time}`).waitFor();
    assert.match(listed.url(), /\/facilitator\/dashboard/);
    await shoot(listed, 'reservation-active-facilitator');

    // while it runs: the login screen says so, and a login is refused with the end time (the
    // logged-out page goes first: back at its login screen it would start a newer kiosk session)
    await stranger.context().close();
    const next = await open(0, 'small');
    t.after(() => next.context().close());
    await next.getByText('This GamePod is reserved for an event.').waitFor();
    await next.getByText(`Please try another GamePod or return after ${body.end_time}`).waitFor();
    await logIn(next, ACCOUNTS.player, DEMO_PASSWORD);
    await next.getByText('This Gamepod is currently reserved.').waitFor();
    await next.getByText(`Please try another Gamepod or return at ${body.end_time}`).waitFor();
    await shoot(next, 'reservation-login-refused');
  });
});
