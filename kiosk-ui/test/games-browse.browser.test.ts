import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInPlayer, passOrientation } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { type SeededGame, seedCatalogue } from './support/game-catalogue.ts';
import { PS5_ONLY_GAMES, releaseKey, XBOX_GAMES } from './support/game-seed-list.ts';
import {
  filterButton,
  filterBy,
  gridScrollTop,
  openXboxGames,
  posterGrid,
  shownGames,
  waitForGames,
  waitForScrollTop,
} from './support/game-steps.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe("the player's games screen", () => {
  let h: KioskHarness;
  let xbox: SeededGame[];
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    xbox = await seedCatalogue(h, XBOX_GAMES);
    await seedCatalogue(h, PS5_ONLY_GAMES);
  });
  after(() => h?.close());

  const byName = (games: readonly SeededGame[]) => games.map((g) => g.title).sort((a, b) => a.localeCompare(b));

  it("lists the console's games, sorts them and searches by name on a pod with a keyboard", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    await page.getByRole('heading', { name: 'Xbox Games' }).waitFor();
    await page.getByText(`${xbox.length} games`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: 'Choose a Game' }).waitFor();
    const first = await shownGames(page);
    assert.ok(!first.some((name) => PS5_ONLY_GAMES.some((g) => g.title === name)), 'a PS5-only game on the Xbox');
    await shoot(page, 'games-grid');

    await page.getByRole('button', { name: 'ABC' }).click();
    await waitForGames(page, byName(xbox).slice(0, 24));
    await page.getByRole('button', { name: 'Newest' }).click();
    const newest = [...xbox].sort((a, b) => releaseKey(b.released) - releaseKey(a.released));
    await waitForGames(
      page,
      newest.slice(0, 24).map((g) => g.title),
    );

    await page.getByRole('searchbox', { name: 'Search games' }).fill('NEON');
    await waitForGames(page, ['Neon Drift']);
    await page.getByText('1 game', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await waitForGames(
      page,
      newest.slice(0, 24).map((g) => g.title),
    );
  });

  it('sends /player/games without a console output, or with one the pod has not, to the dashboard', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    for (const path of ['/player/games', '/player/games/', '/player/games/xd3']) {
      await page.goto(h.kioskUrl(0, path));
      await page.waitForURL((url) => url.pathname === '/player/dashboard');
      await passOrientation(page);
      assert.equal(await posterGrid(page).count(), 0, `no games screen at ${path}`);
    }
  });

  it('filters by Rating, Genre and Storage with Done, and says when nothing is found', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);

    await filterButton(page, 'Storage').click();
    await page.getByRole('dialog', { name: 'Storage' }).getByRole('checkbox', { name: 'Cloud' }).check();
    await shoot(page, 'games-filter-open');
    await page.getByRole('dialog', { name: 'Storage' }).getByRole('button', { name: 'Done' }).click();
    await waitForGames(page, byName(xbox.filter((g) => g.type === 'cloud')), false);

    await filterBy(page, 'Storage', []);
    await filterBy(page, 'Genre', ['Racing & flying']);
    await waitForGames(page, byName(xbox.filter((g) => g.genre === 'Racing & flying')), false);

    await filterBy(page, 'Genre', ['Racing & flying', 'Strategy']);
    await filterBy(page, 'Rating', ['Mature 17+']);
    const none = xbox.filter((g) => g.genre === 'Strategy' && g.esrb === 'Mature 17+');
    assert.equal(none.length, 0, 'the seed has no mature strategy game on the Xbox');
    await page.getByText('No games found at the moment!').waitFor();
    await shoot(page, 'games-empty');
  });

  it('scrolls 100 px a tap with the up and down buttons and loads the next page at the end', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    assert.equal((await shownGames(page)).length, 24, 'a large screen asks for pages of 24');
    await page.getByRole('button', { name: 'Scroll down' }).click();
    await waitForScrollTop(page, 100);
    await page.getByRole('button', { name: 'Scroll up' }).click();
    await waitForScrollTop(page, 0);
    await shoot(page, 'games-grid');

    for (let taps = 0; taps < 40 && (await shownGames(page)).length < xbox.length; taps++) {
      const was = await gridScrollTop(page);
      await page.getByRole('button', { name: 'Scroll down' }).click();
      await waitForScrollTop(page, was + 100).catch(() => undefined);
    }
    assert.equal((await shownGames(page)).length, xbox.length);
    await page.getByText("That's every game").waitFor();
  });

  it('shows the chosen game in the detail panel, and Play turns off while the console is switched off', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.control(0, 'consoles', { xb_disabled: false });
      await page.context().close();
    });
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    const game = xbox.find((g) => g.title === 'Skyline Rally');
    assert.ok(game);
    await page.getByRole('button', { name: 'ABC' }).click();
    await posterGrid(page).getByRole('button', { name: game.title }).click();
    const panel = page.getByRole('complementary', { name: 'Game details' });
    await panel.getByRole('heading', { name: game.title }).waitFor();
    await panel.getByText(game.genre, { exact: true }).waitFor();
    await panel.getByText(game.released).waitFor();
    await panel.getByText('Local', { exact: true }).waitFor();
    await panel.getByText(game.platform === 'xb' ? 'Xbox' : 'Xbox, PS5', { exact: true }).waitFor();
    assert.equal(await posterGrid(page).getByRole('button', { name: game.title }).getAttribute('aria-pressed'), 'true');
    const play = panel.getByRole('button', { name: 'Play', exact: true });
    assert.equal(await play.isEnabled(), true);
    await shoot(page, 'games-detail');

    await h.control(0, 'consoles', { xb_disabled: true });
    await panel.getByRole('button', { name: 'Play', exact: true, disabled: true }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/player/dashboard');
  });
});
