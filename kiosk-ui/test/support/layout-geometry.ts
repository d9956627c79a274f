// Geometry for the kiosk's layout tests: element boxes compared as the browser lays them out,
// what shows on top at a point, the focused element, and text contrast; and the reservation
// the layout tests put on their stations.
import assert from 'node:assert/strict';
import { reservationBody } from '@gamepod/testbed';
import type { Locator, Page } from 'playwright-core';
import type { KioskHarness } from './kiosk-harness.ts';

const MINUTE = 60_000;

export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${name} is laid out`);
  return box;
}

/** Two boxes share more than half a pixel of area. */
export function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0.5 && height > 0.5 ? { x, y, width, height } : null;
}

/** Every pair of `parts` apart, and each inside the viewport. */
export async function assertApart(page: Page, parts: Record<string, Locator>): Promise<void> {
  const view = page.viewportSize() ?? { width: 0, height: 0 };
  const boxes = await Promise.all(Object.entries(parts).map(async ([n, l]) => [n, await boxOf(n, l)] as const));
  for (const [name, b] of boxes) {
    assert.ok(b.x >= 0 && b.y >= 0, `${name} starts on screen: ${JSON.stringify(b)}`);
    const ends = b.x + b.width <= view.width + 0.5 && b.y + b.height <= view.height + 0.5;
    assert.ok(ends, `${name} ends on screen: ${JSON.stringify(b)} in ${view.width}x${view.height}`);
  }
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) {
      const both = intersect(boxA, boxB);
      assert.equal(both, null, `${a} ${JSON.stringify(boxA)} overlaps ${b} ${JSON.stringify(boxB)}`);
    }
  }
}

/** Whether what the page shows at the middle of `box` is (inside) an element matching `selector`. */
export async function topmostAt(page: Page, box: Box, selector: string): Promise<boolean> {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return (await page.evaluate(
    `document.elementFromPoint(${x}, ${y})?.closest(${JSON.stringify(selector)}) != null`,
  )) as boolean;
}

/** A page script: the focused element's name (an alert's head for its tick) and whether its focus ring shows. */
export const FOCUSED = `(() => {
  const el = document.activeElement;
  const ring = (el && el.closest('label')) || el;
  const style = ring ? getComputedStyle(ring) : null;
  const isTick = el && el.getAttribute('type') === 'checkbox';
  const head = isTick ? el.closest('li')?.querySelector('p')?.textContent : el?.textContent;
  const shows = style ? style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') : false;
  return { name: head || '', ring: shows };
})()`;

/**
 * A page script: the lowest contrast ratio (WCAG 2.1) of the text under `root` against the
 * colours it is drawn on (each element's background, composited up to the first opaque one).
 * Kept as text: the page runs it as written, with no helpers of the test's build.
 */
export const LOWEST_CONTRAST = `(root) => {
  const rgba = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const over = (top, under) => {
    const a = top.length > 3 ? top[3] : 1;
    return [0, 1, 2].map((k) => top[k] * a + under[k] * (1 - a));
  };
  const backdrop = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      const a = c.length > 3 ? c[3] : 1;
      if (a > 0) layers.push(c);
      if (a >= 1) break;
    }
    return layers.reverse().reduce((acc, c) => over(c, acc), [0, 0, 0]);
  };
  const lum = (c) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let min = 21;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent.trim() || el.closest('button:disabled')) continue;
    const bg = backdrop(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    min = Math.min(min, (hi + 0.05) / (lo + 0.05));
  }
  return min;
}`;

export const strip = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'This Gamepod has an upcoming reservation.' });

/** A reservation two hours on at station `i`, for an hour: its strip shows on the station's screens. */
export async function reserveSoon(h: KioskHarness, i: number): Promise<{ start_time: string; end_time: string }> {
  const lab = await h.labOf(i);
  const { timezone } = (await h.api(`/admin/kiosk/edit/lab?lab_id=${lab}`)).data.lab as { timezone: string };
  const now = h.serverNow().getTime();
  const start = new Date(now - (now % MINUTE) + 120 * MINUTE);
  const end = new Date(start.getTime() + 60 * MINUTE);
  const body = reservationBody(lab, [h.stations[i]?.pod_id_key ?? ''], start, end, timezone);
  const saved = await h.api('/admin/reservations/save', { body });
  assert.equal(saved.status, true, saved.message);
  return { start_time: String(body.start_time), end_time: String(body.end_time) };
}
