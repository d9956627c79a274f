// Headless Chromium for the browser tests: a real browser on the real built UI, never mocks of
// our backend. A separate entry (`@gamepod/devkit/browser`) so only browser tests load playwright.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium binary: CHROMIUM_PATH, else the distribution's (bootstrap installs it). */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) throw new Error(`no Chromium found (looked at ${CANDIDATES.join(', ')}; set CHROMIUM_PATH)`);
  return found;
}

/**
 * Launches headless Chromium. Close it in `after()`.
 *
 * @example
 * const browser = await launchBrowser();
 * after(() => browser.close());
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // containers run as root without a user namespace sandbox; /dev/shm is often tiny there
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
  });
}

/** The kiosk's two screen sizes (full HD stations and the 1024x600 touch screens). */
export const KIOSK_VIEWPORTS = {
  hd: { width: 1920, height: 1080 },
  small: { width: 1024, height: 600 },
} as const;

/** Context options for a station screen: touch on the small one, as on the real hardware. */
export function kioskContext(size: keyof typeof KIOSK_VIEWPORTS): BrowserContextOptions {
  return {
    viewport: KIOSK_VIEWPORTS[size],
    hasTouch: size === 'small',
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
  };
}

/** Where screenshots go: GP_ARTIFACTS_DIR, else `.tmp/artifacts/` under the repository. */
export function artifactsDir(): string {
  const dir = process.env.GP_ARTIFACTS_DIR ?? join(new URL('../..', import.meta.url).pathname, '.tmp', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Saves the viewport as `<artifacts>/<name>.png` (`/` in `name` makes folders) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const parts = name.split('/').map((p) => p.replace(/[^\w.-]+/g, '-'));
  const path = `${join(artifactsDir(), ...parts)}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}
