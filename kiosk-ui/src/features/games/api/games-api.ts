// The game calls of the player's screens, one function each; their query, body and reply are
// the contracts' (`@gamepod/contracts/http`). The models call these; components never do.
import type { BodyOf, QueryOf } from '@gamepod/contracts/http';
import { getAs, post } from '#api/api-client.ts';

export type GameListQuery = QueryOf<'/game/list'>;
export type GameStartBody = BodyOf<'/game/play/game_start'>;

export const gamesApi = {
  /** A page of the games the pod's player may play on the console of `xd`. */
  list: (token: string, query: GameListQuery) => getAs(token, '/game/list', query),
  /** Launches a game on the pod; the station's game_started then says it runs. */
  start: (body: GameStartBody) => post('/game/play/game_start', body),
};
