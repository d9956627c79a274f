import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { EventStore, handleCommand } from '@gamepod/event-store';
import { catalogue, SYSTEM_ACTOR } from '@gamepod/events';
import { labDecider, type ScheduleForm, weekFromForm } from '@gamepod/services/domain';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
/** The same week every day, so what the idle screen says does not depend on when the test runs. */
const week = (day: Record<string, string | number>) =>
  Object.fromEntries(DAYS.flatMap((d) => Object.entries(day).map(([k, v]) => [`${d}_${k}`, v] as const)));

type SimSchedule = { start: string | null; sleep: string | null; closed: boolean };

describe("a running kiosk following its lab's hours", () => {
  let h: KioskHarness;
  let labId: string;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    labId = await h.labOf(0);
  });
  after(() => h?.close());

  const saveWeek = async (day: Record<string, string | number>) => {
    const reply = await h.api('/admin/kiosk/lab_schedule', { method: 'POST', body: { lab_id: labId, ...week(day) } });
    assert.equal(reply.status, true, reply.message);
  };
  const helperSchedule = async () => ((await h.control(0, 'state')) as { schedule: SimSchedule }).schedule;

  it('shows the new hours on the idle screen and gives them to the helper, without a reload', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await h.control(0, 'idle', { idle: true });
    await page.getByText('Click Anywhere to Begin').waitFor({ timeout: 20_000 });

    await saveWeek({ start: '12:00 AM', end: '11:59 PM' });
    await page.getByText('Facility closes today at 11:59 PM').waitFor({ timeout: 10_000 });
    await shoot(page, 'idle-lab-hours');
    await eventually(
      'the helper to get the hours',
      async () => {
        const s = await helperSchedule();
        return s.start === '12:00 AM' && s.sleep === '11:59 PM' && !s.closed ? s : null;
      },
      { intervalMs: 200 },
    );

    await saveWeek({ is_closed: 1 });
    await page.getByText("We're closed right now! Come back and see us tomorrow.").waitFor({ timeout: 10_000 });
    await shoot(page, 'idle-lab-closed');
    await eventually(
      'the helper to be told the lab is closed',
      async () => ((await helperSchedule()).closed ? true : null),
      { intervalMs: 200 },
    );
    await h.control(0, 'idle', { idle: false });
  });

  it("reads its hours in the lab's new time zone as soon as an edit moves the lab", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    // 15:00 UTC on a June day: 10:00 in Chicago, 11:00 in New York, 08:00 in Los Angeles
    await page.clock.install({ time: new Date('2026-06-01T15:00:00Z') });
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await h.control(0, 'idle', { idle: true });
    await page.getByText('Click Anywhere to Begin').waitFor({ timeout: 20_000 });
    const moveLab = async (timezone: string) => {
      const lab = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.lab as Record<string, unknown>;
      const keys = ['lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note', 'is_active', 'is_paid'];
      const form = Object.fromEntries(keys.map((k) => [k, lab[k]]));
      const reply = await h.api('/admin/kiosk/edit/lab', {
        method: 'POST',
        body: { lab_id: labId, ...form, timezone },
      });
      assert.equal(reply.status, true, reply.message);
    };

    await moveLab('America/New_York');
    await saveWeek({ start: '09:00 AM', end: '05:00 PM', is_closed: 0 });
    await page.getByText('Facility closes today at 05:00 PM').waitFor({ timeout: 10_000 });

    await moveLab('America/Los_Angeles');
    await page.getByText('Facility opens today at 09:00 AM').waitFor({ timeout: 10_000 });
    await shoot(page, 'idle-lab-hours-new-zone');
    await h.control(0, 'idle', { idle: false });
  });

  it("reads the hours again when the lab's day turns, though nothing was pushed", async (t) => {
    await saveWeek({ is_closed: 1 });
    const page = await openPage(browser());
    t.after(() => page.context().close());
    // every change in the log now reaches the pods (a reaction pushes it, and commands the
    // bridge): the page plays a kiosk whose sockets were down then, and hears no schedule
    let missing = false;
    await page.routeWebSocket(/.*/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (!(missing && String(m).includes('"schedule"'))) ws.send(m);
      });
    });
    await page.clock.install({ time: new Date() });
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await h.control(0, 'idle', { idle: true });
    const closed = page.getByText("We're closed right now! Come back and see us tomorrow.");
    await closed.waitFor({ timeout: 20_000 });

    // the hours change while the kiosk hears nothing of it
    missing = true;
    const store = new EventStore({ nc: h.env.nc, names: h.env.names, registry: catalogue });
    const days = weekFromForm(week({ start: '12:00 AM', end: '11:59 PM', is_closed: 0 }) as ScheduleForm);
    const command = { type: 'SaveSchedule' as const, actor: { role: 4, client_id: null }, days };
    await handleCommand(store, labDecider, labId, command, { context: { actor: SYSTEM_ACTOR } });
    await page.clock.runFor(3_000);
    assert.ok(await closed.isVisible(), 'the old hours stay until the day turns');

    await page.clock.fastForward('24:00:00');
    await page.getByText(/Facility (closes today at 11:59 PM|opens tomorrow at 12:00 AM)/).waitFor({ timeout: 10_000 });
    await h.control(0, 'idle', { idle: false });
  });
});
