// A message staff send a pod while its kiosk page is closed shows when the page opens, once:
// OK acknowledges it, and a reload does not show it again. One the player it came to leaves
// unread goes with them.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInPlayer } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('a staff message the kiosk page did not see arrive', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('shows in the "Message from staff" dialog when the page opens, and not again after OK and a reload', async (t) => {
    const text = 'Your table is ready: please come to the front desk';
    const sent = await h.api('/admin/kiosk/floor/message', {
      method: 'POST',
      body: { pod_id: h.podIds[0], message: text },
    });
    assert.equal(sent.status, true, sent.message);

    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    const dialog = page.getByRole('dialog', { name: 'Message from staff' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByText(text, { exact: true }).waitFor();
    await shoot(page, 'staff-message-after-offline');
    const acknowledged = page.waitForResponse((r) => r.url().includes('/api/v1/pod/staff_messages/acknowledge'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await acknowledged).status(), 200);

    // the reloaded page reads the pod's messages again: none is left to show (the read is
    // awaited from the reloaded page on: one the old page made would have no body after it)
    await page.reload({ waitUntil: 'commit' });
    const read = page.waitForResponse(
      (r) => r.url().includes('/api/v1/pod/staff_messages?') && r.request().method() === 'GET',
      { timeout: 30_000 },
    );
    const reply = (await (await read).json()) as { data: { messages: unknown[] } };
    assert.deepEqual(reply.data.messages, []);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await dialog.count(), 0, 'the acknowledged message does not show again');
  });

  it('is not shown to the next person when the player it came to is logged out before reading it', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    const text = 'Please free the pod for the next booking';
    const sent = await h.api('/admin/kiosk/floor/message', {
      method: 'POST',
      body: { pod_id: h.podIds[0], message: text },
    });
    assert.equal(sent.status, true, sent.message);
    const dialog = page.getByRole('dialog', { name: 'Message from staff' });
    await dialog.getByText(text, { exact: true }).waitFor({ timeout: 30_000 });

    // staff log the player out from the floor: the unread message leaves with them
    const acknowledged = page.waitForResponse((r) => r.url().includes('/api/v1/pod/staff_messages/acknowledge'), {
      timeout: 40_000,
    });
    const logout = await h.api('/admin/run/command', {
      method: 'POST',
      body: { command_type: 'logout', pod_ids: [h.podIds[0]] },
    });
    assert.equal(logout.status, true, logout.message);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 40_000 });
    assert.equal((await acknowledged).status(), 200);
    assert.equal(await dialog.count(), 0, 'the message left with the player');

    // the read is awaited from the reloaded page on: one the old page made as its socket came
    // back after the logout would have no body once the reload navigated away from it
    await page.reload({ waitUntil: 'commit' });
    const read = page.waitForResponse(
      (r) => r.url().includes('/api/v1/pod/staff_messages?') && r.request().method() === 'GET',
      { timeout: 30_000 },
    );
    assert.deepEqual(((await (await read).json()) as { data: { messages: unknown[] } }).data.messages, []);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await dialog.count(), 0, 'the next person does not read it');
  });
});
