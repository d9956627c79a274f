// A browser for a UI test file, and a phone page; shared by kiosk-ui's and admin-ui's tests.
import { after, before } from 'node:test';
import { launchBrowser } from '@gamepod/devkit/browser';
import type { Browser, Page } from 'playwright-core';

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

/** A phone: small, touch, its own storage. Close its context in the caller's `t.after`. */
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
