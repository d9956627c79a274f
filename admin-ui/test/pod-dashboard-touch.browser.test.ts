// The pod dashboard is the console on a station's touch screen: its controls are touch targets
// of at least 44 px, and its panels use the screen's width at the kiosk's two sizes.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

type Box = { x: number; y: number; width: number; height: number; name: string };
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1920, height: 1080 },
] as const;

/** The boxes of the dashboard's visible buttons, switches and text fields, named for the message. */
const CONTROLS = `(() => [...document.querySelectorAll('main button, main [role=switch], main input, main textarea, main select')]
  .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
  .map((el) => { const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40) || el.tagName }; }))()`;

/** The part of the screen's width the dashboard's content spans, from its leftmost to its rightmost panel. */
const SPAN = `(() => { const els = [...document.querySelectorAll('main section, main .pod-dash > *')];
  const rs = els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
  return { left: Math.min(...rs.map((r) => r.left)), right: Math.max(...rs.map((r) => r.right)) }; })()`;

describe('the pod dashboard at kiosk sizes', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  async function adminOnStation(size: { width: number; height: number }): Promise<Page> {
    const context = await browser().newContext({ viewport: size, hasTouch: size.width === 1024 });
    const page = await context.newPage();
    await page.goto(h.stationUrl(0));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Email').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'A1', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Admin Logs' }).waitFor();
    return page;
  }

  for (const size of SIZES) {
    it(`gives every control a 44 px touch target and uses the width at ${size.width}x${size.height}`, async (t) => {
      const page = await adminOnStation(size);
      t.after(() => page.context().close());
      await shoot(page, 'pod-dashboard');
      const controls = (await page.evaluate(CONTROLS)) as Box[];
      assert.ok(controls.length >= 10, `the dashboard's controls are found: ${controls.length}`);
      const small = controls.filter((c) => c.height < 44 || c.width < 44);
      assert.deepEqual(
        small.map((c) => `${c.name}: ${Math.round(c.width)}x${Math.round(c.height)}`),
        [],
        'controls under 44 px',
      );
      const span = (await page.evaluate(SPAN)) as { left: number; right: number };
      const used = (span.right - span.left) / size.width;
      assert.ok(used >= 0.9, `the panels span ${Math.round(used * 100)} % of the width`);
    });
  }
});
