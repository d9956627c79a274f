// Steps the kiosk's game screen tests share, on the screens' own strings and roles.
import { eventually } from '@gamepod/devkit';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './kiosk-harness.ts';
import { logInPlayer } from './kiosk-steps.ts';

/** The poster grid. */
export const posterGrid = (page: Page): Locator => page.getByRole('region', { name: 'Games' });

/** The games' names, in the grid's order. */
export function shownGames(page: Page): Promise<string[]> {
  // read in one go: the list may change between two reads
  type Tile = { getAttribute(name: string): string | null };
  return posterGrid(page)
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((tiles) => tiles.map((t) => (t as unknown as Tile).getAttribute('aria-label') ?? ''));
}

/** How far the poster grid is scrolled, in px. */
export function gridScrollTop(page: Page): Promise<number> {
  return posterGrid(page)
    .getByRole('list')
    .locator('..')
    .evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop);
}

/** Waits until the poster grid is scrolled to `top` px (the buttons scroll smoothly). */
export async function waitForScrollTop(page: Page, top: number): Promise<void> {
  let now = -1;
  await eventually(
    `the grid scrolled to ${top} px`,
    async () => {
      now = await gridScrollTop(page);
      return now === top;
    },
    { timeoutMs: 5_000 },
  ).catch(() => {
    throw new Error(`the grid is scrolled to ${now} px, not ${top}`);
  });
}

/** Waits until the grid shows exactly `names`, in that order when `ordered`. */
export async function waitForGames(page: Page, names: readonly string[], ordered = true): Promise<void> {
  const want = JSON.stringify(ordered ? [...names] : [...names].sort());
  let last: string[] = [];
  await eventually(
    'the grid to show its games',
    async () => {
      const shown = await shownGames(page);
      last = ordered ? shown : [...shown].sort();
      return JSON.stringify(last) === want;
    },
    { timeoutMs: 10_000, intervalMs: 100 },
  ).catch(() => {
    throw new Error(`the grid shows ${JSON.stringify(last)}, not ${want}`);
  });
}

/** Logs the demo player in and opens the games of the dashboard's first console (Xbox on xd1). */
export async function openXboxGames(page: Page): Promise<void> {
  await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
  await page.getByRole('link', { name: /Play Xbox/ }).click();
  await page.waitForURL('**/player/games/xd1');
  await posterGrid(page).getByRole('listitem').first().waitFor({ timeout: 30_000 });
}

/** A filter's button (Rating, Genre, Storage); its name also says how many values are chosen. */
export const filterButton = (page: Page, filter: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${filter}(, \\d+ chosen)?$`) });

/** Opens a filter's dropdown, leaves exactly `values` ticked and presses Done. */
export async function filterBy(page: Page, filter: string, values: readonly string[]): Promise<void> {
  await filterButton(page, filter).click();
  const panel = page.getByRole('dialog', { name: filter });
  for (const label of await panel.getByRole('checkbox').locator('..').allTextContents()) {
    await panel.getByRole('checkbox', { name: label, exact: true }).setChecked(values.includes(label));
  }
  await panel.getByRole('button', { name: 'Done' }).click();
}
