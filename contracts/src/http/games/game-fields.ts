import Type, { type Static, type TSchema } from 'typebox';
import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_PLATFORM_CODES,
  GAME_SCREENS,
  GAME_SORTS,
  GAME_STATUSES,
  GAME_TYPES,
} from '../../catalogues/game-catalogues.ts';

// The fields the game calls share.

export const Nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/** The API's booleans: 1 or 0, in and out. */
export const GameFlag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = on, 0 = off' });
export type GameFlag = Static<typeof GameFlag>;

/** An aggregate id (our ids are UUIDv7s; any literal subject token is accepted). */
export const EntityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'UUIDv7' });

export const GamePlatformCode = Type.Enum([...GAME_PLATFORM_CODES]);
export const GameEsrbValue = Type.Enum([...GAME_ESRB]);
export const GameGenreValue = Type.Enum([...GAME_GENRES]);
export const GameTypeValue = Type.Enum([...GAME_TYPES]);
export const GameStatusValue = Type.Enum([...GAME_STATUSES]);
export const GameSortValue = Type.Enum([...GAME_SORTS]);
export const GameScreenValue = Type.Enum([...GAME_SCREENS]);

/** A filter of a query string: one value, or the same key repeated for several. */
export const OneOrMany = <S extends TSchema>(s: S) => Type.Union([s, Type.Array(s, { maxItems: 20 })]);

/** A game as every screen reads it (the spec's Game entity, and a few fields more). */
export const GameDto = Type.Object({
  GameId: Type.String(),
  GameKey: Type.String({ description: 'the key stations know the game by; made from the title' }),
  GameName: Type.String(),
  GameSearch: Type.String({ description: 'other words the game is found by' }),
  GameGenre: GameGenreValue,
  GameEsrb: GameEsrbValue,
  GamePlatform: Type.String({ description: "platform codes joined by commas, e.g. 'xb,ps'" }),
  Platforms: Type.Array(GamePlatformCode),
  MultiplePlatforms: GameFlag,
  PlatformsFE: Type.String({ description: "the platforms' names, e.g. 'Xbox, PS5'" }),
  GameType: GameTypeValue,
  GameStatus: GameStatusValue,
  ReleasedDate: Type.String({ description: 'mm/dd/yyyy' }),
  ExpiredDate: Nullable(Type.String({ description: 'mm/dd/yyyy' })),
  InstallSize: Nullable(Type.Number({ description: 'GB' })),
  IsSurveyOnly: GameFlag,
  ImageURL: Type.String({ description: 'the poster, served from this origin' }),
});
export type GameDto = Static<typeof GameDto>;

/** A page of a paged list. */
export const Paging = {
  current_page: Type.Integer({ minimum: 1 }),
  last_page: Type.Integer({ minimum: 1 }),
  total_rows: Type.Integer({ minimum: 0 }),
};

/** The querystring's page number (from 1). */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000 });
