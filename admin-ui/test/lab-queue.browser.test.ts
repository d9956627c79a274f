import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LabQueueView, QueuePolicy } from '@gamepod/contracts/http';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

const OPEN: QueuePolicy = {
  enabled: true,
  hold_minutes: 10,
  limit_minutes: null,
  no_show: { count: 3, days: 14, ban_days: 7 },
  platforms: { xb: false, ps: false, sw: false, pc: false },
};

describe("a lab's queue in the console", () => {
  let h: AdminHarness;
  let lab = '';
  const browser = useBrowser();
  // the demo lab has no pods here, so no seat is ever free and players may always join
  before(async () => {
    h = await startAdminHarness({ pods: 0 });
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{ id: string }>;
    lab = labs[0]?.id ?? '';
    assert.ok(lab, 'the demo client has a lab');
    const saved = await h.api('/admin/kiosk/lab_queue/policy', { method: 'POST', body: { lab_id: lab, policy: OPEN } });
    assert.equal(saved.status, true, saved.message);
  });
  after(() => h?.close());

  /** A player of the demo client, signed in on their phone: their token. */
  async function player(name: string, email: string): Promise<string> {
    const created = await h.api('/admin/kiosk/users/save', {
      method: 'POST',
      body: {
        client_id: h.clientId,
        user_role: 1,
        name,
        email,
        password: 'queue-player-1',
        password_again: 'queue-player-1',
        dob: '04/12/2001',
        phone: '555-010-2030',
      },
    });
    assert.equal(created.status, true, created.message);
    return h.issueToken({ user_id: String(created.data.user_id), role: 1, client_id: h.clientId });
  }

  /** Joins over HTTP as a phone would; the new account may reach the read models a moment after its save. */
  async function join(token: string): Promise<void> {
    let last = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      const reply = await h.api('/user/queue/join', { method: 'POST', body: { lab_id: lab }, token });
      if (reply.status) return;
      last = reply.message;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.fail(`the join was refused: ${last}`);
  }

  const list = async () => (await h.api(`/admin/kiosk/lab_queue/list?lab_id=${lab}`)).data as unknown as LabQueueView;
  const rowNames = (page: Page) =>
    page
      .getByRole('table', { name: 'Queue' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r as unknown as { textContent: string }).textContent));

  it('shows the line live, moves the second up, removes one and saves a policy, as a client admin', async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    const ada = await player('Ada Lovelace', 'ada.queue@demo.test');
    const bo = await player('Bo Diddley', 'bo.queue@demo.test');
    await join(ada);
    // what staff see of a player: their first name and last initial, as the server makes it
    const A = (await list()).entries[0]?.display_name ?? '';
    assert.match(A, /^Ada/);

    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url('/admin/labs'));
    await page
      .getByRole('link', { name: /^Queue of / })
      .first()
      .click();
    await page.waitForURL(`**/common/lab_queue/${lab}`);
    assert.equal(await page.title(), 'gamepod | Queue');
    const table = page.getByRole('table', { name: 'Queue' });
    await table.getByRole('row', { name: new RegExp(A) }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();

    // the second joins while the screen is open: the socket brings the row
    await join(bo);
    const B = (await list()).entries[1]?.display_name ?? '';
    assert.match(B, /^Bo/);
    await table.getByRole('row', { name: new RegExp(B) }).waitFor({ timeout: 10_000 });
    const before = await rowNames(page);
    assert.ok(before[0]?.startsWith(`1#1${A}`), before[0]);
    assert.ok(before[1]?.startsWith(`2#2${B}`), before[1]);
    await shoot(page, 'console-queue');

    // keyboard: focus the button and press Enter
    await page.getByRole('button', { name: `Move up ${B} (ticket 2)` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${B} moved to place 1`).waitFor();
    await table.locator('tbody tr').first().filter({ hasText: B }).waitFor();
    assert.deepEqual(
      (await list()).entries.map((e) => e.display_name),
      [B, A],
    );

    await page.getByRole('button', { name: `Remove ${A} (ticket 1)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the queue?' });
    await confirm.getByText(`${A} (ticket 1) leaves the line.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await table.getByRole('row', { name: new RegExp(A) }).waitFor({ state: 'detached' });
    assert.deepEqual(
      (await list()).entries.map((e) => [e.position, e.display_name]),
      [[1, B]],
    );

    // the policy: a wrong value is refused beside its field, then a good one is saved
    const policy = page.getByRole('region', { name: 'Queue Policy' });
    const hold = policy.getByLabel('Hold time (minutes)');
    await hold.fill('0');
    await policy.getByRole('button', { name: 'Save Policy' }).click();
    await policy.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
    await policy.getByText('Hold time (minutes): enter a whole number from 1 to 120').waitFor();
    assert.equal(await hold.getAttribute('aria-invalid'), 'true');
    await hold.fill('15');
    await policy.getByLabel('Session limit while people wait (minutes)').fill('60');
    await policy.getByRole('checkbox', { name: 'Xbox' }).check();
    await policy.getByRole('button', { name: 'Save Policy' }).click();
    await page.getByText('Queue policy saved').waitFor();
    const saved = (await list()).policy;
    assert.deepEqual(saved, {
      ...OPEN,
      hold_minutes: 15,
      limit_minutes: 60,
      platforms: { ...OPEN.platforms, xb: true },
    });
  });

  it('lets a facilitator read the line and call a player, without moving, removing or the policy', async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await h.seedSession(page, 2);
    const [bo] = (await list()).entries;
    assert.ok(bo);
    await page.goto(h.url(`/common/lab_queue/${lab}`));
    const table = page.getByRole('table', { name: 'Queue' });
    await table.getByRole('row', { name: new RegExp(bo.display_name) }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Move up/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Remove/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Save Policy' }).count(), 0);
    assert.equal(await page.getByLabel('Hold time (minutes)').isDisabled(), true);
    await page.getByRole('button', { name: `Call ${bo.display_name} (ticket 2)` }).click();
    await page.getByText(`${bo.display_name} called to the desk`).waitFor();
  });

  it("takes a super admin from a client's labs to a lab's queue", async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await h.seedSession(page, 4);
    await page.goto(h.url(`/superadmin/clients/${h.clientId}`));
    await page
      .getByRole('table', { name: 'Labs' })
      .getByRole('row', { name: /Demo Lab/ })
      .getByRole('link', { name: 'Queue of Demo Lab' })
      .click();
    await page.waitForURL(`**/common/lab_queue/${lab}`);
    await page.getByRole('table', { name: 'Queue' }).waitFor();
    await page.getByRole('button', { name: 'Save Policy' }).waitFor();
  });

  it('says "Nobody is waiting" once the line is empty', async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    const [bo] = (await list()).entries;
    assert.ok(bo);
    const removed = await h.api('/admin/kiosk/lab_queue/remove', {
      method: 'POST',
      body: { lab_id: lab, entry_id: bo.entry_id },
    });
    assert.equal(removed.status, true, removed.message);
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url(`/common/lab_queue/${lab}`));
    await page.getByRole('table', { name: 'Queue' }).getByText('Nobody is waiting').waitFor();
    await shoot(page, 'console-queue-empty');
  });
});
