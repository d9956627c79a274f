import Type, { type Static } from 'typebox';
import { GAME_PLAYERS_MAX, GAME_PLAYERS_MIN } from '../../catalogues/game-catalogues.ts';
import { KioskKeys, Strict } from '../fields.ts';
import { post } from '../route.ts';
import { GamePlatformCode } from './game-schemas.ts';

// `/game/play/game_start`: the pod's signed-in player plays a game. The kiosk never calls the
// helper's own game_start: the server checks the session, the game and the console, records
// the launch and sends it to the pod as a `play_game` command, so play history is the server's.

/** The console output the game plays on. */
export const PlayXd = Type.Union([Type.Literal('xd1'), Type.Literal('xd2')]);
export type PlayXd = Static<typeof PlayXd>;

export const GameStartBody = Strict({
  ...KioskKeys,
  user_id: Type.Optional(Type.String({ maxLength: 128, description: 'not needed: the session says who plays' })),
  game_id: Type.String({ minLength: 1, maxLength: 128 }),
  xd: PlayXd,
  players: Type.Optional(
    Type.Integer({
      minimum: GAME_PLAYERS_MIN,
      maximum: GAME_PLAYERS_MAX,
      description: 'how many play, asked on group pods (gp_duo, gp_arc); 1 elsewhere',
    }),
  ),
});
export type GameStartBody = Static<typeof GameStartBody>;

export const GameStartReply = Type.Object({
  launch_id: Type.String({ description: 'the play_game command that carries the launch' }),
  game_id: Type.String(),
  xd: PlayXd,
  platform: GamePlatformCode,
  startup_seconds: Type.Integer({
    minimum: 1,
    description: 'after this long without game_started the launch has failed (180)',
  }),
});
export type GameStartReply = Static<typeof GameStartReply>;

/** Launches a game on the session's pod; the kiosk then waits for the station's game_started. */
export const gameStart = post('/game/play/game_start', { body: GameStartBody, data: GameStartReply });
