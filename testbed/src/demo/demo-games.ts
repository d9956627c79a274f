// The demo's game catalogue, deployed on first start through the super admin's API with
// posters painted by code: 40 games across the four platforms and every genre, local ones
// assigned to the demo venue, cloud ones streamed to every venue, and a few upcoming titles
// that only the exit survey shows.
import type { GameEsrb, GameGenre } from '@gamepod/contracts/catalogues';
import { paintPoster } from './demo-posters.ts';

type DemoGame = {
  readonly title: string;
  readonly genre: GameGenre;
  readonly platforms: string;
  readonly esrb: GameEsrb;
  readonly released: string;
  readonly type?: 'local' | 'cloud';
  readonly size: number;
  readonly search?: string;
  readonly upcoming?: true;
};

export const DEMO_GAMES: readonly DemoGame[] = [
  {
    title: 'Skyforge Arena',
    genre: 'Action & adventure',
    platforms: 'xb,ps,pc',
    esrb: 'Teen 13+',
    released: '03/14/2025',
    size: 62,
    search: 'arena brawler',
  },
  {
    title: 'Hollow Lanterns',
    genre: 'Action & adventure',
    platforms: 'ps,sw',
    esrb: 'Everyone 10+',
    released: '10/02/2024',
    size: 18,
  },
  {
    title: 'Kingdom of Embers',
    genre: 'Action & adventure',
    platforms: 'xb,ps',
    esrb: 'Mature 17+',
    released: '11/21/2023',
    size: 88,
  },
  {
    title: 'Tidebreaker',
    genre: 'Action & adventure',
    platforms: 'xb,pc',
    esrb: 'Teen 13+',
    released: '06/30/2025',
    size: 45,
    type: 'cloud',
  },
  {
    title: 'Iron Knuckle Tour',
    genre: 'Fighting',
    platforms: 'xb,ps',
    esrb: 'Teen 13+',
    released: '02/09/2024',
    size: 40,
    search: 'versus tournament',
  },
  { title: 'Paper Dojo', genre: 'Fighting', platforms: 'sw', esrb: 'Everyone 10+', released: '08/18/2023', size: 6 },
  { title: 'Neon Showdown', genre: 'Fighting', platforms: 'ps,pc', esrb: 'Teen 13+', released: '04/04/2025', size: 35 },
  {
    title: 'Blade Circuit',
    genre: 'Fighting',
    platforms: 'xb,ps,pc',
    esrb: 'Mature 17+',
    released: '09/12/2022',
    size: 52,
  },
  {
    title: 'Pixel Pioneers',
    genre: 'Indie',
    platforms: 'sw,pc',
    esrb: 'Everyone',
    released: '01/27/2024',
    size: 2,
    search: 'retro platformer',
  },
  { title: 'Moss & Marrow', genre: 'Indie', platforms: 'sw,pc', esrb: 'Everyone 10+', released: '05/05/2025', size: 4 },
  { title: 'Lighthouse Keeper', genre: 'Indie', platforms: 'xb,pc', esrb: 'Everyone', released: '12/01/2023', size: 3 },
  {
    title: 'Glass Orchard',
    genre: 'Indie',
    platforms: 'ps,sw',
    esrb: 'Everyone',
    released: '07/22/2024',
    size: 5,
    type: 'cloud',
  },
  {
    title: 'Bubble Buddies',
    genre: 'Kids & family',
    platforms: 'sw',
    esrb: 'Everyone',
    released: '03/03/2024',
    size: 7,
    search: 'party co-op',
  },
  {
    title: 'Dino Dig Deluxe',
    genre: 'Kids & family',
    platforms: 'sw,xb',
    esrb: 'Everyone',
    released: '10/10/2023',
    size: 9,
  },
  {
    title: 'Rocket Picnic',
    genre: 'Kids & family',
    platforms: 'sw,ps',
    esrb: 'Everyone',
    released: '06/14/2025',
    size: 8,
  },
  {
    title: 'Cloud Kites',
    genre: 'Kids & family',
    platforms: 'xb,ps,sw',
    esrb: 'Everyone',
    released: '02/20/2025',
    size: 5,
  },
  {
    title: 'Neon Drift 2',
    genre: 'Racing & flying',
    platforms: 'xb,ps,pc',
    esrb: 'Everyone',
    released: '09/09/2025',
    size: 70,
    search: 'street racing',
  },
  {
    title: 'Starfall Racers',
    genre: 'Racing & flying',
    platforms: 'xb,ps',
    esrb: 'Everyone',
    released: '04/18/2024',
    size: 55,
  },
  {
    title: 'Rally of Legends',
    genre: 'Racing & flying',
    platforms: 'ps,pc',
    esrb: 'Everyone',
    released: '11/03/2023',
    size: 48,
  },
  {
    title: 'Jetstream Aces',
    genre: 'Racing & flying',
    platforms: 'xb,pc',
    esrb: 'Everyone 10+',
    released: '08/08/2025',
    size: 40,
    type: 'cloud',
  },
  {
    title: 'Embervale Chronicles',
    genre: 'Roleplaying',
    platforms: 'ps,pc',
    esrb: 'Teen 13+',
    released: '02/14/2025',
    size: 95,
    search: 'open world rpg',
  },
  {
    title: 'The Quiet Crown',
    genre: 'Roleplaying',
    platforms: 'xb,ps,pc',
    esrb: 'Mature 17+',
    released: '10/24/2024',
    size: 110,
  },
  {
    title: 'Starlit Guild',
    genre: 'Roleplaying',
    platforms: 'sw',
    esrb: 'Everyone 10+',
    released: '05/19/2023',
    size: 12,
  },
  {
    title: 'Ashen Pact',
    genre: 'Roleplaying',
    platforms: 'xb,pc',
    esrb: 'Mature 17+',
    released: '01/09/2024',
    size: 80,
  },
  {
    title: 'Orbital Breach',
    genre: 'Shooter',
    platforms: 'xb,ps,pc',
    esrb: 'Mature 17+',
    released: '11/11/2025',
    size: 120,
    search: 'squad fps',
  },
  {
    title: 'Paintball Panic',
    genre: 'Shooter',
    platforms: 'sw,xb',
    esrb: 'Everyone 10+',
    released: '06/01/2024',
    size: 14,
  },
  {
    title: 'Zero Gravity Squad',
    genre: 'Shooter',
    platforms: 'ps,pc',
    esrb: 'Teen 13+',
    released: '03/27/2024',
    size: 66,
  },
  {
    title: 'Last Signal',
    genre: 'Shooter',
    platforms: 'xb,ps',
    esrb: 'Mature 17+',
    released: '09/29/2023',
    size: 75,
    type: 'cloud',
  },
  {
    title: 'Court Kings 26',
    genre: 'Sports',
    platforms: 'xb,ps',
    esrb: 'Everyone',
    released: '09/05/2025',
    size: 60,
    search: 'basketball',
  },
  {
    title: 'Golden Goal',
    genre: 'Sports',
    platforms: 'xb,ps,pc',
    esrb: 'Everyone',
    released: '08/22/2025',
    size: 58,
    search: 'soccer football',
  },
  {
    title: 'Slopestyle Summit',
    genre: 'Sports',
    platforms: 'ps,sw',
    esrb: 'Everyone',
    released: '12/12/2024',
    size: 25,
  },
  { title: 'Pocket Tennis', genre: 'Sports', platforms: 'sw', esrb: 'Everyone', released: '04/30/2024', size: 4 },
  {
    title: 'Hex Dominion',
    genre: 'Strategy',
    platforms: 'pc',
    esrb: 'Everyone 10+',
    released: '01/15/2025',
    size: 22,
    search: 'turn based 4x',
  },
  { title: 'Harbor Tycoon', genre: 'Strategy', platforms: 'pc,xb', esrb: 'Everyone', released: '07/07/2024', size: 15 },
  { title: 'Siegeworks', genre: 'Strategy', platforms: 'pc,ps', esrb: 'Teen 13+', released: '10/31/2023', size: 30 },
  {
    title: 'Tiny Tactics',
    genre: 'Strategy',
    platforms: 'sw,pc',
    esrb: 'Everyone 10+',
    released: '03/08/2025',
    size: 3,
  },
  {
    title: 'Mythic Lanes',
    genre: 'Strategy',
    platforms: 'pc',
    esrb: 'Teen 13+',
    released: '02/02/2026',
    size: 20,
    upcoming: true,
  },
  {
    title: 'Aurora Rally',
    genre: 'Racing & flying',
    platforms: 'xb,ps',
    esrb: 'Everyone',
    released: '03/20/2026',
    size: 60,
    upcoming: true,
  },
  {
    title: 'Duskborne',
    genre: 'Roleplaying',
    platforms: 'ps,pc',
    esrb: 'Mature 17+',
    released: '05/15/2026',
    size: 100,
    upcoming: true,
  },
  {
    title: 'Bounce Brigade',
    genre: 'Kids & family',
    platforms: 'sw',
    esrb: 'Everyone',
    released: '04/10/2026',
    size: 6,
    upcoming: true,
  },
  {
    title: 'Overclocked Arena',
    genre: 'Shooter',
    platforms: 'xb,pc',
    esrb: 'Teen 13+',
    released: '06/06/2026',
    size: 80,
    upcoming: true,
  },
  {
    title: 'Grand Slam Stars',
    genre: 'Sports',
    platforms: 'xb,ps,sw',
    esrb: 'Everyone',
    released: '07/01/2026',
    size: 35,
    upcoming: true,
  },
];

type Api = {
  get(path: string): Promise<Record<string, unknown>>;
  post(path: string, body: unknown): Promise<Record<string, unknown>>;
  form(path: string, body: FormData): Promise<Record<string, unknown>>;
};

/** The Deploy Game form for one demo game, with its painted poster. */
function deployForm(g: DemoGame): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: g.title,
    search_title: g.search ?? g.title.toLowerCase(),
    platform: g.platforms,
    esrb: g.esrb,
    released: g.released,
    expired: '',
    genre: g.genre,
    type: g.type ?? 'local',
    status: 'active',
    install_size: String(g.size),
    is_survey_only: g.upcoming ? '1' : '0',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const slug = g.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  form.append('image', new Blob([paintPoster(g.title, g.genre)], { type: 'image/png' }), `${slug}.png`);
  return form;
}

/**
 * Deploys the demo catalogue unless the catalogue has games already (a restart keeps them),
 * and assigns its local games to the demo client.
 */
export async function ensureDemoGames(a: Api, clientId: string): Promise<void> {
  const listed = await a.get('/admin/kiosk/games_list?client_id=0&length=1');
  if ((listed.total_rows as number) > 0) return;
  const assign: string[] = [];
  // four at a time: each poster is checked and stored on the way, and start stays quick
  const queue = [...DEMO_GAMES];
  const deployNext = async (): Promise<void> => {
    for (let g = queue.shift(); g !== undefined; g = queue.shift()) {
      const { game } = (await a.form('/admin/game/create', deployForm(g))) as { game: { GameId: string } };
      if ((g.type ?? 'local') === 'local' && !g.upcoming) assign.push(game.GameId);
    }
  };
  await Promise.all([deployNext(), deployNext(), deployNext(), deployNext()]);
  await a.post('/admin/kiosk/add_gameids', { client_id: clientId, game_ids: assign });
}
