// The facilitator's Games modal on a station's 1024×600 screen shows each game's full name,
// wrapped inside its tile, rather than cutting it.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logIn } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

type Box = { x: number; y: number; width: number; height: number };
type Measured = {
  name: Box;
  tile: Box;
  list: Box;
  text: string;
  scrollWidth: number;
  clientWidth: number;
  lines: number;
};

const LONG_TITLES = [
  'Chronicles of the Neon Harbor: Definitive Champions Edition',
  'Galactic Racing League Ultimate Tournament Collection',
];

describe("the facilitator's Games modal at 1024×600", () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 2 });
    const base = XBOX_GAMES.slice(0, 2);
    await seedCatalogue(
      h,
      base.map((g, i) => ({ ...g, title: LONG_TITLES[i] ?? g.title })),
    );
  });
  after(() => h?.close());

  it('shows long game names whole, wrapped inside their tiles, without scrolling', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await page.waitForURL('**/facilitator/dashboard', { timeout: 30_000 });
    await page.getByRole('link', { name: /Manage Event/ }).click();
    await page.waitForURL('**/facilitator/pods');
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Games', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Games' });
    for (const title of LONG_TITLES) await modal.getByRole('button', { name: title }).waitFor();
    await shoot(page, 'facilitator-games-modal');
    for (const title of LONG_TITLES) {
      const m = (await modal.getByRole('button', { name: title }).evaluate((tile) => {
        const el = (tile as unknown as { querySelector(s: string): unknown }).querySelector('.fac-game__name') as {
          getBoundingClientRect(): Box;
          scrollWidth: number;
          clientWidth: number;
          textContent: string;
        };
        const style = (
          globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }
        ).getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const t = (tile as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
        const l = (tile as unknown as { closest(s: string): { getBoundingClientRect(): Box } })
          .closest('ul')
          .getBoundingClientRect();
        return {
          name: { x: box.x, y: box.y, width: box.width, height: box.height },
          tile: { x: t.x, y: t.y, width: t.width, height: t.height },
          list: { x: l.x, y: l.y, width: l.width, height: l.height },
          text: el.textContent,
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          lines: Math.round(box.height / Number.parseFloat(style.lineHeight)),
        };
      })) as Measured;
      assert.equal(m.text, title, 'the whole name is in the tile');
      assert.ok(
        m.scrollWidth <= m.clientWidth,
        `${title}: nothing runs past the edge (${m.scrollWidth} > ${m.clientWidth})`,
      );
      assert.ok(m.lines >= 2, `${title}: wrapped onto ${m.lines} lines`);
      assert.ok(m.name.width >= 200, `${title}: the name has room (${Math.round(m.name.width)} px wide)`);
      // shown whole where the list shows without scrolling, not under its fold
      assert.ok(m.name.y >= m.list.y && m.name.y + m.name.height <= m.list.y + m.list.height + 0.5, JSON.stringify(m));
      // the name's box lies inside its tile
      assert.ok(m.name.x >= m.tile.x && m.name.x + m.name.width <= m.tile.x + m.tile.width + 0.5, JSON.stringify(m));
      assert.ok(m.name.y + m.name.height <= m.tile.y + m.tile.height + 0.5, JSON.stringify(m));
    }
  });
});
