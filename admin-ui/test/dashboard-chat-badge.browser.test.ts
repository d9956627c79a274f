import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

type Reply = { status: boolean; message: string; data: Record<string, unknown> };

/**
 * The dashboard's Live Chat tile carries a badge with the open chats waiting for staff's answer:
 * a player writing from a pod puts it up without a reload, and staff's answer takes it down.
 */
describe("the dashboard's unanswered chats badge", () => {
  let h: AdminHarness;
  const browser = useBrowser();
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${h.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Reply>);

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  const badge = (page: Page) =>
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('status', { name: /unanswered chat/ });

  it('shows a chat from a pod on the Live Chat tile live, and drops it once answered', async (t) => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    t.after(() => context.close());
    const page = await context.newPage();
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('link', { name: /Live Chat/ }).waitFor();
    assert.equal(await badge(page).count(), 0, 'no badge without chats');
    let listReads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin/chat/list')) listReads++;
    });

    // a player signed in on the pod writes to staff
    const kiosk = await post('/kiosk/validate/pod_id_key', { pod_id_key: h.stations[0]?.pod_id_key ?? '' });
    const sessionKey = kiosk.data.session_id_key as string;
    const signed = await post('/user/login', {
      session_id_key: sessionKey,
      username: ACCOUNTS.player,
      password: DEMO_PASSWORD,
    });
    assert.equal(signed.status, true, signed.message);
    const sent = await post(
      '/chat/send',
      { session_id_key: sessionKey, text: 'My controller died' },
      signed.data.token as string,
    );
    assert.equal(sent.status, true, sent.message);

    await badge(page).waitFor({ timeout: 10_000 });
    assert.equal(await badge(page).textContent(), '1');
    assert.equal(await badge(page).getAttribute('aria-label'), '1 unanswered chat');
    // heard on the socket, well before the 15 s poll: the read followed the push
    assert.ok(listReads <= 2, `read on the push, not polled: ${listReads}`);
    await shoot(page, 'dashboard-chat-badge');

    const conversation = (sent.data.conversation as { id: string }).id;
    const answered = await h.api('/admin/chat/reply', { body: { conversation_id: conversation, text: 'On my way' } });
    assert.equal(answered.status, true, answered.message);
    await badge(page).waitFor({ state: 'hidden', timeout: 10_000 });
  });
});
