import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AdminHarness, shoot, startAdminHarness, useBrowser } from './support/admin-harness.ts';
import { deployLab } from './support/client-steps.ts';
import { deployGame } from './support/game-steps.ts';
import { signedInAdmin } from './support/labs-steps.ts';

type ClientGames = { games: Array<{ GameName: string; scope: string | null }>; total_rows: number };

describe("Manage Your Games, as a client admin assigning the catalogue's games to the venue", () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
  });
  after(() => h?.close());

  const clientGames = async () =>
    (await h.api(`/admin/kiosk/games_list?client_id=${h.clientId}`)).data as unknown as ClientGames;

  it('shows both empty texts, assigns two games, lists them and removes one after the confirm', async (t) => {
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.getByRole('link', { name: /Games/ }).click();
    await page.waitForURL('**/admin/games');
    assert.equal(await page.title(), 'gamepod | Manage Your Games');
    await page.getByRole('link', { name: 'Back To Dashboard' }).waitFor();
    const table = page.getByRole('table', { name: 'Assigned games' });
    await table.getByText('No assigned games found at the moment!').waitFor();

    // an empty catalogue: the modal's own empty text
    await page.getByRole('button', { name: 'Assign Games' }).click();
    const modal = page.getByRole('dialog', { name: 'Assign Games' });
    await modal.getByText('No games found at the moment!').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });

    for (const title of ['Harbor Dash', 'Comet Kart', 'Pixel Golf']) await deployGame(h, title);
    await deployGame(h, 'Skyline Stream', { type: 'cloud' });

    await page.getByRole('button', { name: 'Assign Games' }).click();
    await modal.getByRole('checkbox', { name: 'Harbor Dash' }).waitFor();
    // a cloud game streams to every venue: locked, never ticked
    const cloud = modal.getByRole('checkbox', { name: 'Skyline Stream' });
    assert.equal(await cloud.isDisabled(), true);
    await modal.getByText('Cloud game: every venue has it').waitFor();
    const assign = modal.getByRole('button', { name: 'Assign', exact: true });
    assert.equal(await assign.isDisabled(), true, 'nothing ticked, nothing to assign');
    await modal.getByRole('checkbox', { name: 'Harbor Dash' }).check();
    await modal.getByRole('checkbox', { name: 'Pixel Golf' }).check();
    await modal.getByText('2 games selected').waitFor();
    await shoot(page, 'games-assign-modal');
    await assign.click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('2 games assigned').first().waitFor();

    for (const name of ['Harbor Dash', 'Pixel Golf']) {
      await table.getByRole('row').filter({ hasText: name }).getByText('Whole venue').waitFor();
    }
    assert.equal(await table.getByRole('row').filter({ hasText: 'Comet Kart' }).count(), 0);
    // the cloud game is the venue's too, and cannot be removed
    const cloudRow = table.getByRole('row').filter({ hasText: 'Skyline Stream' });
    await cloudRow.getByText('Locked').waitFor();
    assert.equal(await cloudRow.getByRole('button').count(), 0);
    await shoot(page, 'games-assigned');

    // opened again, the assigned games show ticked and cannot be ticked twice
    await page.getByRole('button', { name: 'Assign Games' }).click();
    const harbor = modal.getByRole('checkbox', { name: 'Harbor Dash' });
    await harbor.waitFor();
    assert.equal(await harbor.isChecked(), true);
    assert.equal(await harbor.isDisabled(), true);
    assert.equal(await modal.getByRole('checkbox', { name: 'Comet Kart' }).isChecked(), false);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await table.getByRole('button', { name: 'Remove Harbor Dash' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Game' });
    await confirm.getByText('Are you sure you want to remove selected game ?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Harbor Dash' }).waitFor();

    await table.getByRole('button', { name: 'Remove Harbor Dash' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Harbor Dash' }).waitFor({ state: 'detached' });
    await table.getByRole('row').filter({ hasText: 'Pixel Golf' }).waitFor();

    const left = await clientGames();
    assert.deepEqual(left.games.map((g) => [g.GameName, g.scope]).sort(), [
      ['Pixel Golf', 'client'],
      ['Skyline Stream', 'cloud'],
    ]);
  });

  it('assigns a game to one lab only, and marks what the lab already has through the venue', async (t) => {
    const labId = await deployLab(h, h.clientId, 'Arcade Corner');
    const page = await signedInAdmin(h, browser());
    t.after(() => page.context().close());
    await page.getByRole('link', { name: /Games/ }).click();
    await page.getByRole('button', { name: 'Assign Games' }).click();
    const modal = page.getByRole('dialog', { name: 'Assign Games' });
    await modal.getByRole('checkbox', { name: 'Comet Kart' }).waitFor();
    await modal.getByLabel('Assign to').selectOption({ label: 'Arcade Corner' });
    await modal.getByLabel('Pod').waitFor();
    // the venue's own game reaches the lab already: locked there, named by where it was given
    const golf = modal.getByRole('checkbox', { name: 'Pixel Golf' });
    await golf.waitFor();
    assert.equal(await golf.isDisabled(), true);
    await modal.getByRole('checkbox', { name: 'Comet Kart' }).check();
    await shoot(page, 'games-assign-to-lab');
    await modal.getByRole('button', { name: 'Assign', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('1 game assigned').first().waitFor();
    const row = page.getByRole('table', { name: 'Assigned games' }).getByRole('row').filter({ hasText: 'Comet Kart' });
    await row.getByText('Arcade Corner').waitFor();
    const comet = (await clientGames()).games.find((g) => g.GameName === 'Comet Kart') as
      | { scope: string | null; target_id?: string }
      | undefined;
    assert.equal(comet?.scope, 'lab');
    assert.equal(comet?.target_id, labId);
  });
});
