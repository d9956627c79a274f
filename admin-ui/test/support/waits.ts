// Waiting on the system and on the page, for the admin browser tests.
import type { Locator, Page } from 'playwright-core';

/** A toast with `text` (the stack is the 'Notifications' region); the newest when it shows twice. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

/**
 * Resolves once `check` holds, trying every 200 ms for up to `timeoutMs`: the system settles in
 * its own time, and nothing here measures it. A check that throws counts as not yet.
 */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
