// What a screen shows with too little contrast: every visible text whose colour on its nearest
// painted background is under WCAG AA (4.5:1; 3:1 for large text). Text over an image or a
// gradient, and disabled controls, are left out (WCAG exempts the latter; the former has no one
// background to measure).
import type { Page } from 'playwright-core';

export type LowContrast = { text: string; colour: string; background: string; ratio: number; min: number };

const AUDIT = `(() => {
  const channels = (c) => {
    const srgb = /^color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)$/.exec(c);
    if (srgb) return [srgb[1] * 255, srgb[2] * 255, srgb[3] * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
    const rgb = /^rgba?\\(([\\d.]+), ([\\d.]+), ([\\d.]+)(?:, ([\\d.]+))?\\)$/.exec(c);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
    return null;
  };
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const backgroundOf = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.backgroundImage !== 'none') return null;
      const c = channels(s.backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    for (const layer of layers.reverse()) bg = over(layer, bg);
    return bg;
  };
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join(' ').trim();
    if (!own) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || Number(s.opacity) === 0) continue;
    if (el.closest(':disabled, [aria-disabled="true"], .visually-hidden, svg')) continue;
    const bg = backgroundOf(el);
    const fgRaw = channels(s.color);
    if (!bg || !fgRaw) continue;
    const fg = over(fgRaw, bg);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const px = parseFloat(s.fontSize);
    const large = px >= 24 || (px >= 18.66 && Number(s.fontWeight) >= 700);
    const min = large ? 3 : 4.5;
    if (ratio < min - 0.005)
      out.push({ text: own.slice(0, 40), colour: s.color, background: 'rgb(' + bg.slice(0, 3).map(Math.round).join(', ') + ')', ratio: Math.round(ratio * 100) / 100, min });
  }
  return out;
})()`;

/** The texts on `page` now whose contrast is under WCAG AA. */
export async function lowContrast(page: Page): Promise<LowContrast[]> {
  return (await page.evaluate(AUDIT)) as LowContrast[];
}
