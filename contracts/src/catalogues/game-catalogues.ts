/**
 * The fixed lists of the game catalogue: ratings, genres, statuses, storage types, the
 * player's sorts and page sizes. The admin forms, the player's filters, the game events and
 * the services all read them from here. Data only, so a page that reads one bundles nothing else.
 */

/** ESRB ratings, as the filters and the detail panel show them. */
export const GAME_ESRB = ['Everyone', 'Everyone 10+', 'Teen 13+', 'Mature 17+'] as const;
export type GameEsrb = (typeof GAME_ESRB)[number];

export const GAME_GENRES = [
  'Action & adventure',
  'Fighting',
  'Indie',
  'Kids & family',
  'Racing & flying',
  'Roleplaying',
  'Shooter',
  'Sports',
  'Strategy',
] as const;
export type GameGenre = (typeof GAME_GENRES)[number];

/** Only `active` games reach players; the others stay in the catalogue for staff. */
export const GAME_STATUSES = ['active', 'inactive', 'down', 'expired'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const DEFAULT_GAME_STATUS: GameStatus = 'active';

/**
 * Where a game runs from: `local` games are installed on a venue's consoles, so a venue gets
 * them by assignment; `cloud` games stream, so every venue has them and none is assigned.
 */
export const GAME_TYPES = ['local', 'cloud'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The storage filter's labels for each type. */
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = { local: 'Local', cloud: 'Cloud' };

/** The platforms a game can run on, with the names the screens give them. */
export const GAME_PLATFORMS = [
  { code: 'xb', name: 'Xbox' },
  { code: 'ps', name: 'PS5' },
  { code: 'sw', name: 'Switch' },
  { code: 'pc', name: 'PC' },
] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number]['code'];
export const GAME_PLATFORM_CODES: readonly GamePlatform[] = GAME_PLATFORMS.map((p) => p.code);

/** 'Xbox, PS5' for ['xb', 'ps'], in the catalogue's platform order. */
export function platformNames(codes: readonly string[]): string {
  return GAME_PLATFORMS.filter((p) => codes.includes(p.code))
    .map((p) => p.name)
    .join(', ');
}

/** The player's sorts: most played first, newest release first, or by name. */
export const GAME_SORTS = ['popular', 'newest', 'abc'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const DEFAULT_GAME_SORT: GameSort = 'popular';
export const GAME_SORT_LABELS: Readonly<Record<GameSort, string>> = {
  popular: 'Popular',
  newest: 'Newest',
  abc: 'ABC',
};

/** Screens under 768 px ask for `sm` pages, the rest for `lg`. */
export const GAME_SCREENS = ['sm', 'lg'] as const;
export type GameScreen = (typeof GAME_SCREENS)[number];
export const GAME_SCREEN_BREAKPOINT_PX = 768;
/** Posters per page: a phone-sized screen shows fewer at once. */
export const GAME_PAGE_SIZES: Readonly<Record<GameScreen, number>> = { sm: 12, lg: 24 };

/** The recommended poster size the admin form advises. */
export const GAME_IMAGE_ADVICE = 'Recommended size 256 x 256';
/** Longest a game's title and search title may be. */
export const GAME_TITLE_MAX = 120;
/** Largest install size a form takes, in GB. */
export const GAME_INSTALL_SIZE_MAX_GB = 10_000;

/** Group pods ask how many play: 1 to 4. */
export const GAME_PLAYERS_MIN = 1;
export const GAME_PLAYERS_MAX = 4;

/** How long a kiosk waits for a launched game to report started, in seconds. */
export const GAME_STARTUP_SECONDS = 180;

/** Group-play pods (the kiosk's guest pod types): a launch there asks how many play. */
export const GROUP_POD_TYPES: readonly string[] = ['gp_duo', 'gp_arc'];
