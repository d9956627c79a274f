// A small game catalogue for the kiosk's game screens, deployed and assigned through the API the
// super admin's console uses, with the demo catalogue's posters (painted by code, nothing downloaded).
import type { GameGenre } from '@gamepod/contracts/catalogues';
import { paintPoster } from '@gamepod/testbed';
import type { KioskHarness } from './kiosk-harness.ts';

export type SeedGame = {
  readonly title: string;
  readonly genre: GameGenre;
  readonly esrb: string;
  /** mm/dd/yyyy */
  readonly released: string;
  readonly platform: string;
  readonly type: 'local' | 'cloud';
};

export type SeededGame = SeedGame & { readonly id: string };

/** Deploys `games` to the catalogue and assigns the local ones to the demo client; returns them with ids. */
export async function seedCatalogue(h: KioskHarness, games: readonly SeedGame[]): Promise<SeededGame[]> {
  const seeded: SeededGame[] = [];
  for (const g of games) {
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
    form.append(
      'image',
      new Blob([new Uint8Array(paintPoster(g.title, g.genre))], { type: 'image/png' }),
      'poster.png',
    );
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
