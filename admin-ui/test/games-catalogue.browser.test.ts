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
import { POSTER } from './support/game-steps.ts';

describe('the game catalogue, as the super admin', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  it('deploys a game with its poster, edits it, and deletes it after the confirm', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.waitForURL('**/superadmin/dashboard');
    await page.getByRole('link', { name: /Games/ }).click();
    await page.waitForURL('**/superadmin/games');
    assert.equal(await page.title(), 'gamepod | Manage Your Games');
    const table = page.getByRole('table', { name: 'Games' });
    await table.waitFor();
    for (const header of ['ID', 'Key', 'Image', 'Name', 'Genre', 'Platform', 'Action']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }

    await page.getByRole('link', { name: 'Deploy New Game' }).click();
    await page.waitForURL('**/superadmin/games/deploy');
    await page.getByRole('heading', { name: 'Deploy New Game' }).waitFor();
    await page.getByText('Recommended size 256 x 256').waitFor();
    // nothing filled: the required-fields toast, and nothing sent
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page.getByText('Please fill all required fields').first().waitFor();

    await page.getByLabel(/^Title/).fill('Nebula Racers');
    await page.getByLabel('Search Title').fill('space kart');
    await page.getByRole('checkbox', { name: 'Xbox' }).check();
    await page.getByRole('checkbox', { name: 'PC' }).check();
    await page.getByLabel('ESRB').selectOption('Everyone 10+');
    await page.getByLabel('Genre').selectOption('Racing & flying');
    await page.getByLabel('Released').fill('04122024');
    await page.getByLabel('Install Size (GB)').fill('38.5');
    await page.getByLabel('Image').setInputFiles({ name: 'nebula.png', mimeType: 'image/png', buffer: POSTER });
    await page.getByAltText('Poster preview').waitFor();
    await shoot(page, 'games-deploy');
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page.waitForURL('**/superadmin/games');
    const row = table.getByRole('row').filter({ hasText: 'Nebula Racers' });
    await row.waitFor();
    await row.getByText('Xbox, PC').waitFor();
    await row.getByText('nebula-racers').waitFor();
    const poster = row.getByAltText('Nebula Racers poster');
    await poster.waitFor();
    // the poster was stored and is served back byte for byte
    const served = await page.request.get(h.url(String(await poster.getAttribute('src'))));
    assert.equal(served.headers()['content-type'], 'image/png');
    assert.deepEqual(await served.body(), POSTER);
    await shoot(page, 'games-catalogue');

    await row.getByRole('link', { name: 'Edit Nebula Racers' }).click();
    await page.waitForURL('**/superadmin/games/edit/**');
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    await page
      .getByLabel(/^Title/)
      .and(page.locator('[value="Nebula Racers"]'))
      .waitFor();
    await page.getByLabel('Status').selectOption('down');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/superadmin/games');
    await table.getByRole('row').filter({ hasText: 'Nebula Racers' }).getByText('down').waitFor();

    await table.getByRole('button', { name: 'Delete Nebula Racers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Game' });
    await dialog.getByText('Are you sure you want to delete selected game ?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Nebula Racers' }).waitFor({ state: 'detached' });
    await page.getByText('No games found at the moment!').waitFor();
  });
});
