// The catalogue the kiosk's game screen tests browse: 30 games on Xbox (a few also on PS5, two
// streamed from the cloud) and two on PS5 only, across every genre and rating.
import { GAME_ESRB, GAME_GENRES } from '@gamepod/contracts/catalogues';
import type { SeedGame } from './game-catalogue.ts';

const XBOX_TITLES = [
  'Neon Drift',
  'Starfall Legends',
  'Iron Harbor',
  'Pixel Pals Party',
  'Skyline Rally',
  'Crimson Vanguard',
  'Moonlit Kingdom',
  'Turbo Tennis',
  'Citadel Tactics',
  'Echo Blade',
  'Frostbite Racers',
  'Garden Galaxy',
  'Hollow Crown',
  'Jetpack Jamboree',
  'Kraken Cove',
  'Lumen Quest',
  'Midnight Arena',
  'Nova Strikers',
  'Orbit Odyssey',
  'Puzzle Parade',
  'Quantum Shift',
  'Riftwalkers',
  'Shadow Circuit',
  'Thunder League',
  'Umbra Tactics',
  'Velocity Kings',
  'Wildwood Tales',
  'Xeno Frontier',
  'Yarn Heroes',
  'Zenith Blitz',
] as const;

const releasedOn = (i: number) => `${String((i % 12) + 1).padStart(2, '0')}/15/${2012 + (i % 13)}`;

/** Every Xbox game (xd1's console in the simulator): local unless named cloud. */
export const XBOX_GAMES: readonly SeedGame[] = XBOX_TITLES.map((title, i) => ({
  title,
  genre: GAME_GENRES[i % GAME_GENRES.length] ?? 'Indie',
  esrb: GAME_ESRB[i % GAME_ESRB.length] ?? 'Everyone',
  released: releasedOn(i * 5),
  platform: i % 4 === 0 ? 'xb,ps' : 'xb',
  type: i === 7 || i === 19 ? 'cloud' : 'local',
}));

/** Games the Xbox screen never lists. */
export const PS5_ONLY_GAMES: readonly SeedGame[] = [
  { title: 'Coral Depths', genre: 'Indie', esrb: 'Everyone', released: '03/02/2021', platform: 'ps', type: 'local' },
  {
    title: 'Ember Saga',
    genre: 'Roleplaying',
    esrb: 'Teen 13+',
    released: '08/20/2023',
    platform: 'ps',
    type: 'local',
  },
];

/** mm/dd/yyyy as a sortable number. */
export const releaseKey = (date: string) => {
  const [m, d, y] = date.split('/');
  return Number(`${y}${m}${d}`);
};
