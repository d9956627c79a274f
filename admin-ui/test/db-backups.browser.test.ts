import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
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
    const download = table.getByRole('button', { name: /^Download gamepod-backup-\d{8}T\d{6}Z\.tar$/ });
    await download.waitFor({ timeout: 30_000 });
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('columnheader', { name: 'ID' }).waitFor();
    await table.getByRole('columnheader', { name: 'File Name' }).waitFor();
    const outcomes = page.getByRole('region', { name: 'Backup health' });
    await outcomes.getByText(/gamepod-backup-\d{8}T\d{6}Z\.tar/).waitFor();
    await outcomes.getByText('None', { exact: true }).waitFor();
    await shoot(page, 'db-backups-made');

    // the download opens a one-time link: no session token in any URL
    const [archive] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const url = new URL(archive.url());
    assert.equal(url.pathname, '/api/v1/admin/db_backups/download');
    assert.ok(url.searchParams.get('link'), url.search);
    assert.equal(url.searchParams.get('token'), null);
    const session = (await h.storedSession(page)) as { token: string };
    assert.ok(!archive.url().includes(session.token));
    assert.match(archive.suggestedFilename(), /^gamepod-backup-\d{8}T\d{6}Z\.tar$/);
    const bytes = readFileSync((await archive.path()) as string);
    assert.ok(bytes.includes(Buffer.from('log.ndjson.gz')), 'the archive holds the log');
    const again = await page.request.get(archive.url());
    assert.equal(again.status(), 403, 'the link is used up');

    await table.getByRole('button', { name: /^Delete gamepod-backup-/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete selected DB Backup ?').waitFor();
    await shoot(page, 'db-backups-confirm');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('DB backup deleted').first().waitFor();
    await page.getByText('No db backups found at the moment!').waitFor();
  });

  it('shows a failed backup and why beside the last one made, and so does health', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^DB Backups/ }).click();
    await page.getByRole('heading', { name: 'Manage DB Backups' }).waitFor();
    const outcomes = page.getByRole('region', { name: 'Backup health' });
    // the backup made (and deleted) before is still the last success
    await outcomes.getByText(/gamepod-backup-\d{8}T\d{6}Z\.tar/).waitFor();

    // the archives' bucket is removed under the running services: the next backup cannot be kept
    const jsm = await jetstreamManager(h.env.nc);
    await jsm.streams.delete(`OBJ_${h.env.names.prefix}_backups`);
    await page.getByRole('button', { name: 'Back Up Now' }).click();
    const table = page.getByRole('table', { name: 'DB Backups' });
    await table.getByText('Failed').waitFor({ timeout: 30_000 });
    const alert = outcomes.getByRole('alert');
    await alert.getByText('Last failed backup').waitFor();
    const reason = (await alert.locator('.db-backups__reason').textContent()) ?? '';
    assert.ok(reason.length > 0, 'the failure says why');
    await shoot(page, 'db-backups-failed');

    const health = await h.api('/health');
    const backups = health.data.backups as { last_success_at: string | null; last_failure_at: string | null };
    assert.ok(backups.last_failure_at, 'health says when a backup last failed');
    assert.ok(backups.last_success_at, 'and when one was last made');
    assert.ok(!JSON.stringify(health.data).includes(reason), 'but not why: health is public');
  });
});
