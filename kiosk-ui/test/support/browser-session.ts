// A browser for a test file, and pages sized like the kiosk's screens.
import { after, before } from 'node:test';
import { type KIOSK_VIEWPORTS, kioskContext, launchBrowser, screenshot } from '@gamepod/devkit/browser';
import type { Browser, Page } from 'playwright-core';

export type ScreenSize = keyof typeof KIOSK_VIEWPORTS;

/** Launches Chromium before the file's tests and closes it after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not up yet');
    return browser;
  };
}

/** A fresh page (its own storage) at a kiosk screen size; closed with its context by the caller's `t.after`. */
export async function openPage(browser: Browser, size: ScreenSize = 'hd'): Promise<Page> {
  const context = await browser.newContext(kioskContext(size));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A phone: small, touch, its own storage. */
export async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Screenshot under `.tmp/artifacts/kiosk/<name>-<size>.png`. */
export function shoot(page: Page, name: string): Promise<string> {
  const size = page.viewportSize();
  return screenshot(page, `kiosk/${name}-${size?.width ?? 0}x${size?.height ?? 0}`);
}
