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
import { Flag, Nullable } from '../fields.ts';

// The fields the game calls share: the game as every screen reads it, the catalogues' values,
// and a paged list's page fields.

export const GamePlatformCode = Type.Enum([...GAME_PLATFORM_CODES]);
export const GameEsrbValue = Type.Enum([...GAME_ESRB]);
export const GameGenreValue = Type.Enum([...GAME_GENRES]);
export const GameTypeValue = Type.Enum([...GAME_TYPES]);
export const GameStatusValue = Type.Enum([...GAME_STATUSES]);
export const GameSortValue = Type.Enum([...GAME_SORTS]);
export const GameScreenValue = Type.Enum([...GAME_SCREENS]);

/** A filter of a query string: one value, or the same key repeated for several. */
export const OneOrMany = <S extends TSchema>(s: S) => Type.Union([s, Type.Array(s, { maxItems: 20 })]);

/** A game as every screen reads it (the Game entity, and a few fields more). */
export const GameDto = Type.Object({
  GameId: Type.String(),
  GameKey: Type.String({ description: 'the key stations know the game by; made from the title' }),
  GameName: Type.String(),
  GameSearch: Type.String({ description: 'other words the game is found by' }),
  GameGenre: GameGenreValue,
  GameEsrb: GameEsrbValue,
  GamePlatform: Type.String({ description: "platform codes joined by commas, e.g. 'xb,ps'" }),
  Platforms: Type.Array(GamePlatformCode),
  MultiplePlatforms: Flag,
  PlatformsFE: Type.String({ description: "the platforms' names, e.g. 'Xbox, PS5'" }),
  GameType: GameTypeValue,
  GameStatus: GameStatusValue,
  ReleasedDate: Type.String({ description: 'mm/dd/yyyy' }),
  ExpiredDate: Nullable(Type.String({ description: 'mm/dd/yyyy' })),
  InstallSize: Nullable(Type.Number({ description: 'GB' })),
  IsSurveyOnly: Flag,
  ImageURL: Type.String({ description: 'the poster, served from this origin' }),
});
export type GameDto = Static<typeof GameDto>;

/** A page of a paged list. */
export const Paging = {
  current_page: Type.Integer({ minimum: 1 }),
  last_page: Type.Integer({ minimum: 1 }),
  total_rows: Type.Integer({ minimum: 0 }),
};

// the page fields every paged list shares
export { PageLength, PageNumber } from '../list-fields.ts';
