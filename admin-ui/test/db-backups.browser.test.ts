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

describe('Manage DB Backups', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('lets a super admin back up now, download the archive and delete it after confirming', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^DB Backups/ }).click();
    await page.getByRole('heading', { name: 'Manage DB Backups' }).waitFor();
    await page.getByText('No db backups found at the moment!').waitFor();
    await page.getByText(/A backup is made every day, and the newest 7 are kept/).waitFor();
    await shoot(page, 'db-backups-empty');

    await page.getByRole('button', { name: 'Back Up Now' }).click();
    await page.getByText('DB backup started').first().waitFor();
    const table = page.getByRole('table', { name: 'DB Backups' });
    const download = table.getByRole('link', { name: /^Download gamepod-backup-\d{8}T\d{6}Z\.tar$/ });
    await download.waitFor({ timeout: 30_000 });
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('columnheader', { name: 'ID' }).waitFor();
    await table.getByRole('columnheader', { name: 'File Name' }).waitFor();
    await shoot(page, 'db-backups-made');

    const href = await download.getAttribute('href');
    assert.ok(href?.startsWith('/api/v1/admin/db_backups/download?id='), href ?? '');
    const archive = await page.request.get(h.url(href ?? ''));
    assert.equal(archive.status(), 200);
    assert.equal(archive.headers()['content-type'], 'application/x-tar');
    assert.ok((await archive.body()).includes(Buffer.from('log.ndjson.gz')), 'the archive holds the log');

    await table.getByRole('button', { name: /^Delete gamepod-backup-/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete selected DB Backup ?').waitFor();
    await shoot(page, 'db-backups-confirm');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('DB backup deleted').first().waitFor();
    await page.getByText('No db backups found at the moment!').waitFor();
  });
});
