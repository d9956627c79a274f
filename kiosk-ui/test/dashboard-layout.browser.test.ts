// The player dashboard's layout at both screen sizes, in the free and the paid lab and after a
// launch: its parts side by side without overlap, under the reservation's strip, as the
// browser lays them out.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Locator } from 'playwright-core';
import { openPage, type ScreenSize, shoot, useBrowser } from './support/browser-session.ts';
import { type SeededGame, seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { posterGrid } from './support/game-steps.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { assertApart, boxOf, reserveSoon, strip } from './support/layout-geometry.ts';

/** Station 0 is in the demo's free lab, station 2 in its paid lab. */
const FREE = 0;
const PAID = 2;
const SIZES: readonly ScreenSize[] = ['hd', 'small'];

describe("the player dashboard's layout", () => {
  let h: KioskHarness;
  let games: SeededGame[];
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness({ pods: 3 });
    games = await seedCatalogue(h, XBOX_GAMES.slice(0, 2));
    await reserveSoon(h, FREE);
    await reserveSoon(h, PAID);
  });
  after(() => h?.close());

  for (const size of SIZES) {
    for (const [station, lab] of [
      [FREE, 'free'],
      [PAID, 'paid'],
    ] as const) {
      it(`lays the player dashboard out without overlaps, under the reservation's strip (${lab} lab, ${size})`, async (t) => {
        const page = await openPage(browser(), size);
        t.after(() => page.context().close());
        await page.goto(h.kioskUrl(station));
        await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
        await page.getByRole('slider', { name: 'Volume' }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: /Streaming is (on|off)/ })
          .waitFor();
        if (lab === 'paid') await page.getByText('Time left').waitFor();
        const parts: Record<string, Locator> = {
          'the reservation strip': strip(page),
          'the top bar': page.getByRole('banner'),
          'the kicker': page.getByText('Player dashboard', { exact: true }),
          'the greeting': page.getByRole('heading', { name: /Welcome, / }),
          'Play Xbox': page.getByRole('link', { name: /Play Xbox/ }),
          'Play PS5': page.getByRole('link', { name: /Play PS5/ }),
          'the streaming card': page.getByRole('status').filter({ hasText: /Streaming is (on|off)/ }),
          'the volume bar': page.locator('.volume'),
          'Save Seat': page.getByRole('button', { name: 'Save Seat' }),
        };
        await assertApart(page, parts);
        if (lab === 'paid') {
          // the time balance and Buy Time are in the top bar, clear of the strip
          await assertApart(page, {
            'the reservation strip': strip(page),
            'the time balance': page.getByText('Time left').locator('..'),
            'Buy Time': page.getByRole('link', { name: /Buy Time/ }),
          });
        }
        // the kicker sits below the top bar's rule
        const bar = await boxOf('the top bar', parts['the top bar'] as Locator);
        const kicker = await boxOf('the kicker', parts['the kicker'] as Locator);
        assert.ok(
          kicker.y >= bar.y + bar.height,
          `the kicker (${kicker.y}) starts below the top bar (${bar.y + bar.height})`,
        );
        await shoot(page, `layout-dashboard-${lab}`);
      });
    }
  }

  it('says "Now playing: {game}" on the dashboard after a launch, still without overlaps', async (t) => {
    for (const size of SIZES) {
      const page = await openPage(browser(), size);
      t.after(async () => {
        await h.control(FREE, 'game', { started: false });
        await page.context().close();
      });
      await h.control(FREE, 'state', { game: { startup_ms: 1_000 } });
      await page.goto(h.kioskUrl(FREE));
      await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
      assert.equal(await page.getByText('Now playing:').count(), 0, 'nothing plays before a launch');
      const game = games[size === 'hd' ? 0 : 1] as SeededGame;
      await page.getByRole('link', { name: /Play Xbox/ }).click();
      await posterGrid(page).getByRole('button', { name: game.title }).click();
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
      const playing = page.getByRole('status').filter({ hasText: `Now playing: ${game.title}` });
      await playing.waitFor();
      await assertApart(page, {
        'the top bar': page.getByRole('banner'),
        'the greeting': page.getByRole('heading', { name: /Welcome, / }),
        'Now playing': playing,
        'Play Xbox': page.getByRole('link', { name: /Play Xbox/ }),
        'the streaming card': page.getByRole('status').filter({ hasText: /Streaming is (on|off)/ }),
        'the volume bar': page.locator('.volume'),
        'Save Seat': page.getByRole('button', { name: 'Save Seat' }),
      });
      await shoot(page, 'layout-now-playing');
      if (size === 'hd') {
        // the game ends at the station (its game_playing poll runs every 30 s): the line goes
        await h.control(FREE, 'game', { started: false });
        await playing.waitFor({ state: 'detached', timeout: 60_000 });
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Thanks for playing').waitFor();
    }
  });
});
