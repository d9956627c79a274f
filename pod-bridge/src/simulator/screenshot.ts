import { encodePng } from './png-encoder.ts';
import type { ConsoleSlot, StationState } from './station-state.ts';

export const SCREENSHOT_WIDTH = 320;
export const SCREENSHOT_HEIGHT = 180;

type Rgb = readonly [number, number, number];

/** What the station's screen is mostly showing, most urgent first. */
export type ScreenMode = 'emergency' | 'asleep' | 'idle' | 'disabled' | 'playing' | 'starting' | 'player' | 'vacant';

export function screenMode(s: StationState): ScreenMode {
  if (s.emergency) return 'emergency';
  if (s.station.asleep) return 'asleep';
  if (s.station.idle) return 'idle';
  if (s.consoles.pod_disabled) return 'disabled';
  if (s.game.playing) return 'playing';
  if (s.game.requested_at !== null) return 'starting';
  return s.login ? 'player' : 'vacant';
}

function background(mode: ScreenMode): Rgb {
  switch (mode) {
    case 'emergency':
      return [179, 38, 30];
    case 'asleep':
      return [5, 7, 13];
    case 'idle':
      return [17, 26, 46];
    case 'disabled':
      return [58, 63, 71];
    case 'playing':
      return [244, 130, 38];
    case 'starting':
      return [138, 90, 28];
    case 'player':
      return [3, 36, 77];
    case 'vacant':
      return [107, 114, 128];
    default: {
      const unknown: never = mode;
      throw new Error(`no background for ${String(unknown)}`);
    }
  }
}

function slotColour(slot: ConsoleSlot): Rgb {
  switch (slot) {
    case 'xb':
      return [16, 124, 16];
    case 'ps':
      return [0, 112, 209];
    case 'sw':
      return [230, 0, 18];
    case 'pc':
      return [139, 92, 246];
    case 'start':
      return [234, 179, 8];
    case 'na':
      return [42, 47, 58];
    default: {
      const unknown: never = slot;
      throw new Error(`no colour for ${String(unknown)}`);
    }
  }
}

const hexRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const shade = (c: Rgb, f: number): Rgb => [Math.round(c[0] * f), Math.round(c[1] * f), Math.round(c[2] * f)];
const WHITE: Rgb = [255, 255, 255];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }
  dot(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(c, (y * this.width + x) * 3);
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) this.dot(xx, yy, c);
  }
  frame(x: number, y: number, w: number, h: number, t: number, c: Rgb): void {
    this.rect(x, y, w, t, c);
    this.rect(x, y + h - t, w, t, c);
    this.rect(x, y, t, h, c);
    this.rect(x + w - t, y, t, h, c);
  }
}

function drawConsole(cv: Canvas, s: StationState, xd: 'xd1' | 'xd2', x: number): void {
  const slot = s.consoles[xd];
  const disabled = slot !== 'na' && slot !== 'start' && s.consoles[`${slot}_disabled`];
  const colour = slotColour(slot);
  const [y, w, h] = [44, 112, 72];
  cv.rect(x, y, w, h, disabled ? shade(colour, 0.35) : colour);
  if (disabled) {
    for (let i = 0; i < h; i++) {
      const dx = Math.round((i * w) / h);
      cv.rect(x + dx - 1, y + i, 3, 1, WHITE);
      cv.rect(x + w - dx - 2, y + i, 3, 1, WHITE);
    }
  }
  if (s.game.xd === xd && s.game.requested_at !== null) {
    cv.frame(x - 4, y - 4, w + 8, h + 8, 3, WHITE);
    // a play triangle when the game runs, a bar while it is starting
    const [cx, cy] = [x + w / 2, y + h / 2];
    if (s.game.playing) {
      for (let i = 0; i < 22; i++) {
        const half = Math.round(13 * (1 - i / 22));
        cv.rect(Math.round(cx) - 9 + i, Math.round(cy) - half, 1, 2 * half, WHITE);
      }
    } else cv.rect(Math.round(cx) - 20, Math.round(cy) - 3, 40, 6, WHITE);
  }
}

/** Paints an image of the station's screen, so admin thumbnails differ visibly between states. */
export function renderStationScreenshot(s: StationState): Buffer {
  const cv = new Canvas(SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT);
  const base = background(screenMode(s));
  for (let y = 0; y < cv.height; y++) cv.rect(0, y, cv.width, 1, shade(base, 1 - (0.35 * y) / cv.height));
  cv.rect(0, 0, cv.width, 22, shade(base, 0.55));
  cv.rect(8, 6, 28, 10, hexRgb(s.led1.color));
  cv.rect(cv.width - 36, 6, 28, 10, hexRgb(s.led2.color));
  if (s.led1.locked) cv.rect(38, 6, 3, 10, WHITE);
  if (s.led2.locked) cv.rect(cv.width - 41, 6, 3, 10, WHITE);
  if (s.login) cv.rect(cv.width / 2 - 16, 6, 32, 10, WHITE);
  drawConsole(cv, s, 'xd1', 36);
  drawConsole(cv, s, 'xd2', 172);
  cv.rect(20, 150, 280, 10, shade(base, 0.3));
  if (s.audio.muted) cv.rect(20, 150, 10, 10, [220, 38, 38]);
  else cv.rect(20, 150, Math.round((280 * s.audio.volume) / 50), 10, WHITE);
  if (s.physical_logout.pending) cv.frame(0, 0, cv.width, cv.height, 5, [250, 204, 21]);
  return encodePng({ width: cv.width, height: cv.height, pixels: cv.pixels });
}
