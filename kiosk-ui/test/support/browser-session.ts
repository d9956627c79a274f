// A browser for a test file, and pages sized like the kiosk's screens.
import { type KIOSK_VIEWPORTS, kioskContext, screenshot } from '@gamepod/devkit/browser';
import type { Browser, Page } from 'playwright-core';

export { openPhone, useBrowser } from '@gamepod/testbed/browser';

export type ScreenSize = keyof typeof KIOSK_VIEWPORTS;

/** A fresh page (its own storage) at a kiosk screen size; closed with its context by the caller's `t.after`. */
export async function openPage(browser: Browser, size: ScreenSize = 'hd'): Promise<Page> {
  const context = await browser.newContext(kioskContext(size));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Screenshot under `.tmp/artifacts/kiosk/<name>-<size>.png`. */
export function shoot(page: Page, name: string): Promise<string> {
  const size = page.viewportSize();
  return screenshot(page, `kiosk/${name}-${size?.width ?? 0}x${size?.height ?? 0}`);
}

/**
 * Stops the page's installed clock a moment past where it stands, so that from here only
 * `clock.runFor` moves it: a slow screenshot or a loaded machine can no longer let a kiosk
 * countdown run out between two steps. The mark is read from the page itself, and taken
 * again when the page's time passed it before the pause arrived.
 */
export async function pauseClock(page: Page, aheadMs = 250): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (err) {
      if (attempt >= 5 || !/to the past/.test(String(err))) throw err;
    }
  }
}
