import Type, { type Static } from 'typebox';
import {
  EntityId,
  GameDto,
  GameEsrbValue,
  GameGenreValue,
  GamePlatformCode,
  GameScreenValue,
  GameSortValue,
  GameTypeValue,
  Nullable,
  OneOrMany,
  PageNumber,
  Paging,
} from './game-fields.ts';

// `/game/list` and `/game/play`: what a pod's player (or staff on the pod) may play, and a launch.

/** A console output, or (for staff on a pod) a platform code. */
export const GameXd = Type.Union([
  Type.Literal('xd1'),
  Type.Literal('xd2'),
  Type.Literal('xb'),
  Type.Literal('ps'),
  Type.Literal('sw'),
  Type.Literal('pc'),
]);
export type GameXd = Static<typeof GameXd>;

export const GameListQuery = Type.Object(
  {
    session_id_key: Type.String({ minLength: 1, maxLength: 1024 }),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
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
  },
  { additionalProperties: false },
);
export type GameListQuery = Static<typeof GameListQuery>;

export const GameListReply = Type.Object({
  games: Type.Array(GameDto),
  ...Paging,
  per_page: Type.Integer({ minimum: 1 }),
  /** The platform listed: the console on the output asked for, or null when it has none. */
  platform: Nullable(GamePlatformCode),
});
export type GameListReply = Static<typeof GameListReply>;

/** POST /game/play: the signed-in player launches a game on their pod. */
export const GamePlayBody = Type.Object(
  {
    session_id_key: Type.String({ minLength: 1, maxLength: 1024 }),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
    game_id: EntityId,
    xd: Type.Union([Type.Literal('xd1'), Type.Literal('xd2')]),
    players: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: 4, description: 'on a group pod: how many play' })),
    ),
  },
  { additionalProperties: false },
);
export type GamePlayBody = Static<typeof GamePlayBody>;

export const GamePlayReply = Type.Object({
  launch_id: Type.String({ description: 'the play_game command the pod was sent' }),
  platform: GamePlatformCode,
  expires_at: Type.String({ format: 'date-time' }),
  game: Type.Object({ GameId: Type.String(), GameName: Type.String() }),
});
export type GamePlayReply = Static<typeof GamePlayReply>;
