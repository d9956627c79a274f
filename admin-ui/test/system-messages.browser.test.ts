import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

describe('Manage System Messages', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('lets a super admin find a built-in text and reword it, 7 per page', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^System Messages/ }).click();
    await page.getByRole('heading', { name: 'Manage System Messages' }).waitFor();
    const table = page.getByRole('table', { name: 'Messages' });
    await page.getByText(/^Showing 1 to 7 of \d+ entries$/).waitFor();
    assert.equal(await table.locator('tbody tr').count(), 7);
    await shoot(page, 'system-messages');

    await page.getByLabel('Search').fill('login-pod-updating');
    await page.getByLabel('Search').press('Enter');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('button', { name: 'Edit login-pod-updating' }).click();
    assert.equal(await page.getByLabel('Message Key').inputValue(), 'login-pod-updating');
    await page.getByLabel('Heading').fill('This Gamepod is being serviced.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Message created').first().waitFor();
    const row = table.getByRole('row', { name: /login-pod-updating/ });
    await row.getByText('This Gamepod is being serviced.').waitFor();
    await row.getByText('Reworded').waitFor();
    const served = await h.api('/system_messages/get_fe');
    const entry = (served.data.messages as Array<{ msg_key: string; text_head: string }>).find(
      (m) => m.msg_key === 'login-pod-updating',
    );
    assert.equal(entry?.text_head, 'This Gamepod is being serviced.');
    await shoot(page, 'system-messages-reworded');
  });
});
