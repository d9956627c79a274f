import { type Decider, type UpcomingGame, UpcomingGamesSeeded } from '@gamepod/events';

/**
 * The upcoming games the exit survey offers until an admin screen manages the list. Their
 * posters ship with kiosk-ui (public/games), served from the same origin.
 */
export const UPCOMING_GAMES_SEED: readonly UpcomingGame[] = [
  ['starfall-racers', 'Starfall Racers'],
  ['kingdom-of-embers', 'Kingdom of Embers'],
  ['neon-drift-2', 'Neon Drift 2'],
  ['tidebreaker', 'Tidebreaker'],
  ['pixel-pioneers', 'Pixel Pioneers'],
  ['skyforge-arena', 'Skyforge Arena'],
  ['hollow-lanterns', 'Hollow Lanterns'],
  ['rally-of-legends', 'Rally of Legends'],
].map(([game_id = '', name = '']) => ({ game_id, name, image_url: `/games/${game_id}.svg` }));

export type UpcomingGamesEvent = ReturnType<typeof UpcomingGamesSeeded.of>;
export type UpcomingGamesState =
  | { readonly status: 'none' }
  | { readonly status: 'seeded'; readonly games: readonly UpcomingGame[] };
export type UpcomingGamesCommand = { readonly type: 'Seed'; readonly games: readonly UpcomingGame[] };

/** The one upcoming-games list (gp.evt.upcoming_games.catalogue): seeded once, a repeat does nothing. */
export const upcomingGamesDecider: Decider<UpcomingGamesCommand, UpcomingGamesState, UpcomingGamesEvent> = {
  aggregate: 'upcoming_games',
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'UpcomingGamesSeeded':
        return { status: 'seeded', games: event.data.games };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Seed':
        return state.status === 'seeded' ? [] : [UpcomingGamesSeeded.of({ games: [...command.games] })];
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
