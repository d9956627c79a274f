import Type, { type Static } from 'typebox';
import { UPLOAD_MAX_BYTES } from '../../../catalogues/lab-catalogues.ts';
import { Id, Nullable, Strict, UploadedFile, WithToken } from '../../fields.ts';
import { GameDto } from '../../game/game-schemas.ts';
import { Empty, get, post } from '../../route.ts';

// `/admin/game/…`: the super admin's catalogue (create, edit, update, delete).

const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * The Deploy Game and Edit Game form, as multipart text fields (a JSON body takes the same
 * names). The server reads every field itself, so a missing one answers 'Please fill all
 * required fields' naming it.
 */
export const GameFormFields = {
  title: Text(500),
  search_title: Text(500),
  platform: Type.Optional(
    Type.Union(
      [Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 8 }), { maxItems: 8 }), Type.Null()],
      { description: "platform codes joined by commas ('xb,ps'); 'none' or empty means none" },
    ),
  ),
  esrb: Text(64),
  released: Text(32),
  expired: Text(32),
  genre: Text(64),
  type: Text(32),
  status: Text(32),
  install_size: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 32 }), Type.Number()]))),
  is_survey_only: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 8 }), Type.Integer()]))),
};
export type GameFormFields = { -readonly [K in keyof typeof GameFormFields]?: Static<(typeof GameFormFields)[K]> };
/** The same form as the console's multipart upload sends it: every field, each as text. */
export type GameFormText = { readonly [K in keyof typeof GameFormFields]: string };

const Poster = Type.Optional(
  UploadedFile(
    `the poster (multipart): a PNG, JPEG, GIF or WebP of at most ${UPLOAD_MAX_BYTES.game_images.toLocaleString('en-US')} bytes; ideally 256 x 256`,
  ),
);
const GameId = Id;
const GameWritten = Type.Object({ game: GameDto });

/** Deploy New Game: a game for the catalogue, with its poster (required). */
export const adminGameCreate = post('/admin/game/create', {
  body: Strict({ ...GameFormFields, image: Poster, ...WithToken }),
  data: GameWritten,
});

/** One game of the catalogue, for its Edit Game form. */
export const adminGameEdit = get('/admin/game/edit', {
  querystring: Strict({ game_id: GameId, ...WithToken }),
  data: GameWritten,
});

/** Edit Game's Save: the form (a poster is optional: without one the game keeps its own). */
export const adminGameUpdate = post('/admin/game/update', {
  body: Strict({ ...GameFormFields, game_id: GameId, image: Poster, ...WithToken }),
  data: GameWritten,
});

/** Delete a game: it leaves every venue; play history keeps its name. */
export const adminGameDelete = post('/admin/game/delete', {
  body: Strict({ game_id: GameId, ...WithToken }),
  data: Empty,
});
