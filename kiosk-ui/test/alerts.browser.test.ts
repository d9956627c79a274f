// Alerts for players on the kiosk: the Important Alerts in the "Before you play" sheet, ticked
// one by one, and a system message a super admin rewords reaching the running kiosk.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { screenshot } from '@gamepod/devkit/browser';
import { logIn, logInToDashboard, podChannelSubscribed, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const SNACKS = 'Free snacks in the lounge';

describe('alerts on the kiosk', () => {
  let h: KioskHarness;
  let labId = '';
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness();
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ lab_id: string }>;
    labId = pods[0]?.lab_id ?? '';
    for (const [text_head, text_sub, type] of [
      ['Tournament tonight at 7', 'Sign up at the front desk.', 'success'],
      ['Lounge closed for cleaning', 'Back at noon.', 'warning'],
    ] as const) {
      const saved = await h.api('/common/alerts/save', {
        body: { text_head, text_sub, type, enable: 1, scope: 'lab', clients: h.clientId, labs: labId },
      });
      assert.equal(saved.status, true, saved.message);
    }
  });
  after(() => h?.close());

  it('shows a system message a super admin rewords on the running kiosk, without a reload', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const subscribed = podChannelSubscribed(page);
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await subscribed;
    const saved = await h.api('/admin/system_messages/save', {
      body: {
        msg_key: 'login-invalid-error-message',
        type: 'failure',
        text_head: 'That email and password do not match.',
        text_sub: 'Ask the front desk if you forgot your password.',
      },
    });
    assert.equal(saved.status, true, saved.message);
    await logIn(page, ACCOUNTS.player, 'not-the-password');
    await page.getByText('That email and password do not match.').waitFor();
    await page.getByText('Ask the front desk if you forgot your password.').waitFor();
    await shoot(page, 'system-message-live');
  });

  it('shows an emergency alert a client admin raises from the console, and takes it off when they end it', async (t) => {
    const kiosk = await openPage(browser());
    t.after(() => kiosk.context().close());
    const subscribed = podChannelSubscribed(kiosk);
    await kiosk.goto(h.kioskUrl(0));
    await waitForLoginScreen(kiosk);
    await subscribed;

    const admin = await openPage(browser());
    t.after(() => admin.context().close());
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.goto(`${h.baseUrl}/admin/login`);
    await admin.getByLabel('Email').fill(ACCOUNTS.admin);
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByLabel('Password').press('Enter');
    await admin.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    await admin.getByRole('link', { name: /^Emergency Alert/ }).click();
    await admin.getByRole('heading', { name: 'Emergency Alert', exact: true }).waitFor();
    assert.equal(await admin.getByLabel('Scope').inputValue(), 'lab');
    await admin.getByLabel('Lab').selectOption(labId);
    await admin.getByLabel('Title').fill('Severe weather');
    await admin.getByLabel('Message').fill('Move away from the windows now.');
    await admin.getByLabel('Expires in (seconds)').fill('120');
    await admin.getByRole('button', { name: 'Raise Emergency Alert' }).click();
    await admin.getByText('Emergency alert raised').first().waitFor();

    const dialog = kiosk.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' });
    await dialog.getByText('Move away from the windows now.').waitFor();
    await shoot(kiosk, 'emergency-from-console');
    await admin.getByRole('button', { name: 'End Severe weather' }).click();
    await admin.getByText('Emergency alert ended').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(admin, 'admin/emergency-console-1440x900');
  });

  for (const size of ['hd', 'small'] as const) {
    it(`shows a player the lab's alerts after the orientation, one a facilitator posted, and records each tick (${size})`, async (t) => {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      if (size === 'small') {
        // the client's facilitator posts one more, for their whole client: it reaches a player on this pod
        const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.facilitator)}`);
        const facilitatorId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
        assert.ok(facilitatorId, 'the demo facilitator exists');
        const token = await h.issueToken({ user_id: facilitatorId, role: 2, client_id: h.clientId });
        const saved = await h.api('/common/alerts/save', {
          token,
          body: { text_head: SNACKS, type: 'check', enable: 1, scope: 'client' },
        });
        assert.equal(saved.status, true, saved.message);
      }
      await page.goto(h.kioskUrl(0));
      await logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
      const sheet = page.getByRole('dialog', { name: 'Before you play' });
      const overlay = sheet.getByRole('region', { name: 'Important Alerts' });
      await overlay.waitFor({ timeout: 30_000 });
      // the first run ticked the lab's two; the second login brings only the one posted since
      const expected = size === 'hd' ? ['Tournament tonight at 7', 'Lounge closed for cleaning'] : [SNACKS];
      for (const head of expected) await overlay.getByText(head).waitFor();
      await shoot(page, 'important-alerts');
      const ticks = overlay.getByRole('checkbox', { name: 'I have read this' });
      assert.equal(await ticks.count(), expected.length);
      for (let i = 0; i < expected.length; i++) {
        const recorded = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/alerts/mark_read') && r.status() === 200,
        );
        await ticks.first().check();
        await recorded;
      }
      await overlay.getByText('Thank you!').waitFor();
      await shoot(page, 'important-alerts-ticked');
      // the orientation shares the sheet: Let's Play closes both
      await sheet.getByRole('button', { name: "Let's Play" }).click();
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    });
  }
});
