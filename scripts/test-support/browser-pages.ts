// A browser for a UI test file, and a phone page; shared by kiosk-ui's and admin-ui's tests.
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import { launchBrowser } from '@gamepod/devkit/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** How Chromium reports, on the page's console, what the page's Content-Security-Policy refused. */
const CSP_REFUSAL = /Content Security Policy/;

/** Collects every CSP refusal of the context's pages into `refusals`. */
function watchCsp(context: BrowserContext, refusals: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_REFUSAL.test(message.text()))
      refusals.push(`${message.location().url}: ${message.text()}`);
  });
}

/**
 * Launches Chromium before the file's tests and closes it after. Every page it opens is
 * watched: a test whose pages needed something the CSP refuses (an inline script or style,
 * an image or socket from elsewhere) fails, since the product would break the same way.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  const refusals: string[] = [];
  before(async () => {
    const launched = await launchBrowser();
    // newPage() opens its context through newContext() too
    const newContext = launched.newContext.bind(launched);
    launched.newContext = async (options) => {
      const context = await newContext(options);
      watchCsp(context, refusals);
      return context;
    };
    browser = launched;
  });
  afterEach(() => {
    assert.deepEqual(refusals.splice(0), [], 'the pages kept to their Content-Security-Policy');
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
