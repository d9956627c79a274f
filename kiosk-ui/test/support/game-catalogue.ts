// A small game catalogue for the kiosk's game screens, deployed and assigned through the API the
// super admin's console uses, with posters drawn here (a gradient and a glow, nothing downloaded).
import { encodePng } from '@gamepod/pod-bridge/simulator';
import type { KioskHarness } from './kiosk-harness.ts';

export type SeedGame = {
  readonly title: string;
  readonly genre: string;
  readonly esrb: string;
  /** mm/dd/yyyy */
  readonly released: string;
  readonly platform: string;
  readonly type: 'local' | 'cloud';
};

export type SeededGame = SeedGame & { readonly id: string };

/** A 256 × 256 poster: a diagonal gradient between two hues with a soft glow, distinct per `seed`. */
export function posterPng(seed: number): Buffer {
  const size = 256;
  const hue = (seed * 47) % 360;
  const [a, b] = [hsl(hue, 0.75, 0.5), hsl((hue + 70) % 360, 0.8, 0.16)];
  const glow = { x: 60 + ((seed * 53) % 140), y: 50 + ((seed * 29) % 90), r: 70 + (seed % 4) * 12 };
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const d = Math.hypot(x - glow.x, y - glow.y) / glow.r;
      const light = Math.max(0, 1 - d) ** 2 * 0.55;
      const stripe = (x - y + size) % 64 < 3 ? 0.12 : 0;
      for (let c = 0; c < 3; c++) {
        const base = (a[c] ?? 0) * (1 - t) + (b[c] ?? 0) * t;
        pixels[(y * size + x) * 3 + c] = Math.min(255, base + (255 - base) * (light + stripe));
      }
    }
  }
  return encodePng({ width: size, height: size, pixels });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Deploys `games` to the catalogue and assigns the local ones to the demo client; returns them with ids. */
export async function seedCatalogue(h: KioskHarness, games: readonly SeedGame[]): Promise<SeededGame[]> {
  const seeded: SeededGame[] = [];
  for (const [i, g] of games.entries()) {
    const form = new FormData();
    const fields = {
      title: g.title,
      search_title: g.title.toLowerCase(),
      platform: g.platform,
      esrb: g.esrb,
      released: g.released,
      expired: '',
      genre: g.genre,
      type: g.type,
      status: 'active',
      install_size: '24',
      is_survey_only: '0',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(posterPng(i))], { type: 'image/png' }), 'poster.png');
    const res = await fetch(`${h.baseUrl}/api/v1/admin/game/create`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${h.adminToken}` },
    });
    const reply = (await res.json()) as { message: string; data: { game?: { GameId: string } } };
    const id = reply.data.game?.GameId;
    if (res.status !== 200 || !id) throw new Error(`deploying ${g.title}: ${res.status} ${reply.message}`);
    seeded.push({ ...g, id });
  }
  const local = seeded.filter((g) => g.type === 'local').map((g) => g.id);
  const assigned = await h.api('/admin/kiosk/add_gameids', { body: { client_id: h.clientId, game_ids: local } });
  if (!assigned.status) throw new Error(`assigning the games: ${assigned.message}`);
  return seeded;
}
