import Type, { type Static } from 'typebox';
import { KioskKeys, Nullable, Strict } from '../fields.ts';
import { get } from '../route.ts';
import {
  GameDto,
  GameEsrbValue,
  GameGenreValue,
  GamePlatformCode,
  GameScreenValue,
  GameSortValue,
  GameTypeValue,
  OneOrMany,
  PageNumber,
  Paging,
} from './game-schemas.ts';

// `/game/list`: what a pod's player (or staff on the pod) may play.

/** A console output (the player's screens), or a platform code (staff's pod games). */
export const GameXd = Type.Union([
  Type.Literal('xd1'),
  Type.Literal('xd2'),
  Type.Literal('xb'),
  Type.Literal('ps'),
  Type.Literal('sw'),
  Type.Literal('pc'),
]);
export type GameXd = Static<typeof GameXd>;

export const GameListQuery = Strict({
  ...KioskKeys,
  user_id: Type.Optional(Type.String({ maxLength: 128, description: 'not needed: the session says who asks' })),
  type: Type.Optional(Type.Union([Type.Literal('player'), Type.Literal('admin')])),
  page: Type.Optional(PageNumber),
  screen: Type.Optional(GameScreenValue),
  xd: GameXd,
  sort: Type.Optional(GameSortValue),
  search: Type.Optional(Type.String({ maxLength: 120 })),
  game_type: Type.Optional(OneOrMany(GameTypeValue)),
  game_genre: Type.Optional(OneOrMany(GameGenreValue)),
  game_esrb: Type.Optional(OneOrMany(GameEsrbValue)),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const GameListPage = Type.Object({
  games: Type.Array(GameDto),
  ...Paging,
  per_page: Type.Integer({ minimum: 1 }),
  /** The platform listed: the console on the output asked for, or null when it has none. */
  platform: Nullable(GamePlatformCode),
});
export type GameListPage = Static<typeof GameListPage>;

/**
 * The games the pod's signed-in player (or staff on the pod) may play on the console of `xd`:
 * active, for players, and cloud or assigned to the pod's client, lab or pod.
 */
export const gameList = get('/game/list', { querystring: GameListQuery, data: GameListPage });
