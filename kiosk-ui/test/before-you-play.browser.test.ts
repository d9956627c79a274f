// "Before you play": a first login's orientation, alerts to tick, reservation notice and
// email warning in one sheet, by keyboard, with the calls each part made on its own.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInToDashboard } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { FOCUSED, LOWEST_CONTRAST, reserveSoon } from './support/layout-geometry.ts';

const FREE = 0;

describe('the "Before you play" sheet', () => {
  let h: KioskHarness;
  const reservation: Record<number, { start_time: string; end_time: string }> = {};
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    reservation[FREE] = await reserveSoon(h, FREE);
  });
  after(() => h?.close());

  it('clears the orientation, two alerts, the reservation and the email warning in one "Before you play" sheet', async (t) => {
    const lab_id = await h.labOf(FREE);
    const heads = ['Tournament tonight at 7', 'Lounge closed for cleaning'];
    for (const text_head of heads) {
      const saved = await h.api('/common/alerts/save', {
        body: {
          text_head,
          text_sub: 'Ask at the desk.',
          type: 'warning',
          enable: 1,
          scope: 'lab',
          clients: h.clientId,
          labs: lab_id,
        },
      });
      assert.equal(saved.status, true, saved.message);
    }
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /\/api\/v1\/(orientation\/mark|alerts\/mark_read)$/.test(path))
        calls.push({ path, body: r.postDataJSON() as Record<string, unknown> });
    });
    await page.goto(h.kioskUrl(FREE));
    await logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
    const sheet = page.getByRole('dialog', { name: 'Before you play' });
    await sheet.waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1, 'one sheet, no other modal');
    await sheet.getByRole('region', { name: 'Welcome to Demo Lab' }).waitFor();
    const alerts = sheet.getByRole('region', { name: 'Important Alerts' });
    for (const head of heads) await alerts.getByText(head).waitFor();
    // in the order the sheet lists them
    const listed = await alerts.locator('.important-alert__head').allTextContents();
    assert.deepEqual([...listed].sort(), [...heads].sort());
    const { start_time } = reservation[FREE] ?? { start_time: '' };
    await sheet
      .getByRole('region', { name: 'This Gamepod has an upcoming reservation.' })
      .getByText(`You will be logged out automatically at ${start_time}`)
      .waitFor();
    await sheet.getByRole('region', { name: 'Please verify your email address.' }).waitFor();
    const play = sheet.getByRole('button', { name: "Let's Play" });
    assert.equal(await play.isDisabled(), true, 'Play waits for the ticks');
    await shoot(page, 'before-you-play');

    // by keyboard: the sheet takes focus on the first tick; Space ticks, Tab moves on, each focus shows
    const focused = async () => (await page.evaluate(FOCUSED)) as { name: string; ring: boolean };
    const first = calls.length;
    for (const [i, head] of listed.entries()) {
      const now = await focused();
      assert.equal(now.name, head, `focus on the tick of alert ${i + 1}`);
      assert.ok(now.ring, `the focus on alert ${i + 1} shows`);
      const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/alerts/mark_read') && r.status() === 200);
      await page.keyboard.press('Space');
      await recorded;
      if (i === 0) assert.equal(await play.isDisabled(), true, 'one alert is still to tick');
      await page.keyboard.press('Tab');
    }
    await alerts.getByText('Thank you!').waitFor();
    assert.equal(await play.isEnabled(), true);
    const onPlay = await focused();
    assert.match(onPlay.name, /Let's Play/i);
    assert.ok(onPlay.ring, "the focus on Let's Play shows");
    await shoot(page, 'before-you-play-ticked');

    // text on the sheet reads at 4.5:1 or more against what it is drawn on
    const lowest = (await page.evaluate(
      `(${LOWEST_CONTRAST})(document.querySelector('.before-play .overlay__card'))`,
    )) as number;
    assert.ok(lowest >= 4.5, `the lowest contrast on the sheet is ${lowest.toFixed(2)}:1`);

    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    assert.equal(await page.getByText('Please verify your email address.').count(), 0);
    // the calls each part made on its own: a read per alert, then the orientation for the lab's mode
    const made = calls.slice(first);
    assert.deepEqual(
      made.map((c) => c.path),
      ['/api/v1/alerts/mark_read', '/api/v1/alerts/mark_read', '/api/v1/orientation/mark'],
    );
    assert.equal(made[2]?.body.type, 'free');
    assert.equal(new Set(made.slice(0, 2).map((c) => c.body.alert_id)).size, 2);
    assert.equal(calls.length, made.length, 'nothing was recorded before the ticks');
    // once per login: the dashboard again does not bring the sheet back
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Before you play' }).count(), 0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });
});
