import Type, { type Static } from 'typebox';
import { EntityId, GameDto } from './game-fields.ts';

// `/admin/game/…`: the super admin's catalogue (create, edit, update, delete).

const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/**
 * The Deploy Game and Edit Game form, as multipart text fields (a JSON body takes the same
 * names). The image file rides beside them as `image`; the server checks every field.
 */
export const GameFormFields = {
  title: Text(500),
  search_title: Text(500),
  platform: Type.Optional(
    Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 8 }), { maxItems: 8 }), Type.Null()], {
      description: "platform codes joined by commas ('xb,ps'); 'none' or empty means none",
    }),
  ),
  esrb: Text(64),
  released: Text(32),
  expired: Text(32),
  genre: Text(64),
  type: Text(32),
  status: Text(32),
  install_size: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()])),
  is_survey_only: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Integer(), Type.Null()])),
};
export type GameFormFields = { -readonly [K in keyof typeof GameFormFields]?: Static<(typeof GameFormFields)[K]> };

/** GET /admin/game/edit: one game, for its Edit Game form. */
export const GameEditQuery = Type.Object({ game_id: EntityId }, { additionalProperties: false });
export const GameEditReply = Type.Object({ game: GameDto });
export type GameEditReply = Static<typeof GameEditReply>;

/** POST /admin/game/delete. */
export const GameDeleteBody = Type.Object({ game_id: EntityId }, { additionalProperties: false });

/** What create and update answer: the game as saved. */
export const GameWrittenReply = Type.Object({ game: GameDto });
export type GameWrittenReply = Static<typeof GameWrittenReply>;
