// Posters for the demo catalogue, painted by code so nothing is downloaded: a two-colour
// gradient with a glow, one bold motif per genre, a vignette and a little grain. The same
// title always paints the same poster.
import type { GameGenre } from '@gamepod/contracts/catalogues';
import { encodePng } from '@gamepod/pod-bridge/simulator';

export const POSTER_SIZE = 256;

type Rgb = readonly [number, number, number];
type Random = () => number;

/** mulberry32: a small seeded generator, so a title's poster never changes between starts. */
function seeded(text: string): Random {
  let a = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** How much of a pixel a shape covers, from its signed distance in pixels (negative inside). */
const cover = (d: number) => clamp01(0.5 - d);

/** A genre's motif: the signed distance, in pixels, from (x, y) to its shape. */
type Motif = (x: number, y: number) => number;

const circle = (cx: number, cy: number, r: number) => (x: number, y: number) => Math.hypot(x - cx, y - cy) - r;
const ring = (cx: number, cy: number, r: number, w: number) => (x: number, y: number) =>
  Math.abs(Math.hypot(x - cx, y - cy) - r) - w;
const union =
  (...ms: Motif[]): Motif =>
  (x, y) =>
    Math.min(...ms.map((m) => m(x, y)));
/** A band of half-width `w` along the line through (x0, y0) with direction angle `a`. */
const band = (x0: number, y0: number, a: number, w: number) => (x: number, y: number) =>
  Math.abs((x - x0) * Math.sin(a) - (y - y0) * Math.cos(a)) - w;

function motifFor(genre: GameGenre, r: Random): Motif {
  const S = POSTER_SIZE;
  const jitter = (v: number) => v + (r() - 0.5) * S * 0.12;
  switch (genre) {
    case 'Shooter':
      return union(
        ring(S / 2, S * 0.45, S * 0.26, 5),
        ring(S / 2, S * 0.45, S * 0.12, 3),
        band(S / 2, 0, Math.PI / 2, 2.5),
        band(0, S * 0.45, 0, 2.5),
      );
    case 'Racing & flying': {
      const lines = Array.from({ length: 5 }, (_, i) => band(0, S * (0.3 + i * 0.09), -0.18 - r() * 0.08, 3 + i * 1.5));
      return union(...lines);
    }
    case 'Fighting':
      return union(band(S * 0.4, S * 0.5, 1.05, 10), band(S * 0.62, S * 0.5, -1.05, 10));
    case 'Sports': {
      const cx = jitter(S / 2);
      const cy = jitter(S * 0.48);
      const ball = circle(cx, cy, S * 0.24);
      const seam = ring(cx - S * 0.32, cy, S * 0.3, 2.5);
      return (x, y) => Math.max(ball(x, y), -seam(x, y));
    }
    case 'Strategy': {
      const cell = S / 5;
      return (x, y) => {
        const gx = ((x % cell) + cell) % cell;
        const gy = ((y % cell) + cell) % cell;
        const d = Math.min(gx, cell - gx, gy, cell - gy);
        return d - 2 + (Math.hypot(x - S / 2, y - S / 2) > S * 0.42 ? 40 : 0);
      };
    }
    case 'Roleplaying': {
      const peak = jitter(S * 0.5);
      const mountain: Motif = (x, y) => y - (S * 0.62 + Math.abs(x - peak) * 0.9);
      return union((x, y) => -mountain(x, y), circle(jitter(S * 0.72), S * 0.24, S * 0.09));
    }
    case 'Indie': {
      const cells = new Set(Array.from({ length: 14 }, () => `${Math.floor(r() * 6)},${Math.floor(r() * 6)}`));
      const cell = S / 8;
      return (x, y) => {
        const cx = Math.floor(x / cell) - 1;
        const cy = Math.floor(y / cell) - 1;
        return cells.has(`${cx},${cy}`) ? -1 : 1;
      };
    }
    case 'Kids & family':
      return union(
        circle(jitter(S * 0.35), jitter(S * 0.4), S * 0.14),
        circle(jitter(S * 0.64), jitter(S * 0.34), S * 0.09),
        circle(jitter(S * 0.58), jitter(S * 0.62), S * 0.17),
      );
    case 'Action & adventure': {
      const cx = S / 2;
      const cy = S * 0.55;
      const rays = 9;
      return (x, y) => {
        const a = Math.atan2(y - cy, x - cx);
        const sector = Math.abs(((a * rays) / Math.PI) % 2) - 1;
        return Math.abs(sector) * Math.hypot(x - cx, y - cy) * 0.35 - 6;
      };
    }
    default: {
      const unknown: never = genre;
      throw new Error(`no motif for ${String(unknown)}`);
    }
  }
}

const GENRE_HUE: Readonly<Record<GameGenre, number>> = {
  'Action & adventure': 18,
  Fighting: 350,
  Indie: 160,
  'Kids & family': 48,
  'Racing & flying': 200,
  Roleplaying: 265,
  Shooter: 120,
  Sports: 95,
  Strategy: 225,
};

/** A square PNG poster for a game: its colours come from the genre, its details from the title. */
export function paintPoster(title: string, genre: GameGenre): Buffer {
  return encodePng({ width: POSTER_SIZE, height: POSTER_SIZE, pixels: posterPixels(title, genre) });
}

/** The poster's RGB pixels, rows top to bottom. */
export function posterPixels(title: string, genre: GameGenre): Uint8Array {
  const r = seeded(title);
  const S = POSTER_SIZE;
  const hue = (GENRE_HUE[genre] + (r() - 0.5) * 90 + 360) % 360;
  const deep = hsl((hue + 220) % 360, 0.55, 0.1);
  const mid = hsl(hue, 0.7, 0.38);
  const glow = hsl((hue + 25) % 360, 0.95, 0.62);
  const ink = hsl((hue + 15 + (r() - 0.5) * 30) % 360, 1, 0.86);
  const angle = r() * Math.PI * 2;
  const [gx, gy] = [Math.cos(angle), Math.sin(angle)];
  const [ox, oy] = [S * (0.3 + r() * 0.4), S * (0.25 + r() * 0.3)];
  const shape = motifFor(genre, r);
  // each title turns, sizes and shifts its genre's motif its own way
  const turn = (r() - 0.5) * 1.2;
  const scale = 0.8 + r() * 0.45;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const [dx, dy] = [(r() - 0.5) * S * 0.2, (r() - 0.5) * S * 0.2];
  const motif: Motif = (x, y) => {
    const [u, v] = [(x - S / 2 - dx) / scale, (y - S / 2 - dy) / scale];
    return shape(u * cos - v * sin + S / 2, u * sin + v * cos + S / 2) * scale;
  };
  const pixels = new Uint8Array(S * S * 3);
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const t = clamp01(0.5 + ((x - S / 2) * gx + (y - S / 2) * gy) / S);
      let c = mix(deep, mid, t);
      c = mix(c, glow, clamp01(1 - Math.hypot(x - ox, y - oy) / (S * 0.55)) ** 2 * 0.7);
      const d = motif(x + 0.5, y + 0.5);
      c = mix(c, glow, clamp01(1 - d / 14) * 0.35);
      c = mix(c, ink, cover(d) * 0.92);
      const v = 1 - clamp01((Math.hypot(x - S / 2, y - S / 2) / (S * 0.72)) ** 2) * 0.55;
      const grain = (r() - 0.5) * 10;
      const i = (y * S + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, c[0] * v + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, c[1] * v + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, c[2] * v + grain));
    }
  }
  return pixels;
}
