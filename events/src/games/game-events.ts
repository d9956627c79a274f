import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_INSTALL_SIZE_MAX_GB,
  GAME_PLATFORM_CODES,
  GAME_STATUSES,
  GAME_TITLE_MAX,
  GAME_TYPES,
} from '@gamepod/contracts/catalogues';
import Type, { type Static, type TSchema } from 'typebox';
import { defineEvent, type EventDefinition } from '../define-event.ts';
import { FileRef } from '../fleet/file-ref.ts';

/** A game's key: lower-case words joined by dashes, made from its title when it is deployed. */
export const GAME_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
const Title = Type.String({ minLength: 1, maxLength: GAME_TITLE_MAX });
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const GamePlatformSchema = Type.Enum([...GAME_PLATFORM_CODES]);

/** What a super admin edits: every field of GameUpdated. */
const gameFields = {
  title: Title,
  search_title: Type.String({ minLength: 1, maxLength: GAME_TITLE_MAX, description: 'other words players search by' }),
  platforms: Type.Array(GamePlatformSchema, { minItems: 1, maxItems: 4, uniqueItems: true }),
  esrb: Type.Enum([...GAME_ESRB]),
  genre: Type.Enum([...GAME_GENRES]),
  type: Type.Enum([...GAME_TYPES], {
    description: 'local: installed, assigned to venues; cloud: streamed, everywhere',
  }),
  status: Type.Enum([...GAME_STATUSES], { description: 'only active games reach players' }),
  released: IsoDate,
  expired: nullable(IsoDate),
  install_size_gb: nullable(Type.Number({ minimum: 0, maximum: GAME_INSTALL_SIZE_MAX_GB })),
  is_survey_only: Type.Boolean({
    description: 'offered only by the exit survey, as an upcoming game; never to players',
  }),
  image: FileRef,
};

export const GameFields = Type.Object(gameFields);
export type GameFields = Static<typeof GameFields>;

export const GameDeployed = defineEvent({
  type: 'GameDeployed',
  aggregate: 'game',
  description:
    'A super admin added a game to the catalogue. Its key, made from the title and claimed (kind game_key) just before, never changes.',
  schema: Type.Object({
    key: Type.String({ pattern: GAME_KEY_PATTERN, maxLength: GAME_TITLE_MAX + 4 }),
    ...gameFields,
  }),
});

export const GameUpdated = defineEvent({
  type: 'GameUpdated',
  aggregate: 'game',
  description: "A super admin saved the game's form; every field is the new value.",
  schema: GameFields,
});

export const GameDeleted = defineEvent({
  type: 'GameDeleted',
  aggregate: 'game',
  description:
    'A super admin deleted the game: it leaves every venue, and its key claim is released right after. Play history keeps naming it.',
  schema: Type.Object({}),
});

/** The catalogue's events. */
export const GAME_EVENTS: readonly EventDefinition[] = [GameDeployed, GameUpdated, GameDeleted];
