// The console's pages for a browser test of either UI: a fresh page at one of the console's two
// sizes, and screenshots under .tmp/artifacts/admin/.
import { screenshot } from '@gamepod/devkit/browser';
import type { Browser, Page } from 'playwright-core';

/** The console's two sizes: a desk monitor, and the 768 px breakpoint (a tablet). */
export const ADMIN_VIEWPORTS = {
  desk: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
} as const;
export type AdminSize = keyof typeof ADMIN_VIEWPORTS;

/** A fresh page (its own storage) at a console size; close its context in the caller's `t.after`. */
export async function openAdminPage(browser: Browser, size: AdminSize = 'desk'): Promise<Page> {
  const context = await browser.newContext({
    viewport: ADMIN_VIEWPORTS[size],
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Screenshot under `.tmp/artifacts/admin/<name>-<width>x<height>.png`. */
export function shoot(page: Page, name: string): Promise<string> {
  const size = page.viewportSize();
  return screenshot(page, `admin/${name}-${size?.width ?? 0}x${size?.height ?? 0}`);
}
