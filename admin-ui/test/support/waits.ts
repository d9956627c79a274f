// Waiting on the system and on the page, for the admin browser tests.
import type { Locator, Page } from 'playwright-core';

/** A toast with `text` (the stack is the 'Notifications' region); the newest when it shows twice. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

/**
 * How long page tests wait on the system (devkit's `eventually`): up to 45 s, trying every
 * 200 ms. The system settles in its own time under load, and nothing here measures it.
 */
export const PAGE_WAIT = { timeoutMs: 45_000, intervalMs: 200 } as const;

/** Dismisses every toast on screen (they cover the page's top right in a screenshot). */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  // a toast may expire between the count and the click
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
}

/** Stops the page's clock a moment past where it stands, so only `clock.runFor` moves it. */
export async function pauseAt(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (err) {
      if (attempt >= 5 || !/to the past/.test(String(err))) throw err;
    }
  }
}
