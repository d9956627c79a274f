import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminGameCreate, adminGameDelete, adminGameEdit, adminGameUpdate } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { actorOf } from '../../auth/request-actors.ts';
import { appendContext } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { checkUpload, GAME_IMAGE } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads, uploadIn } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { REQUIRED_MESSAGE } from '../../users/domain/user-form.ts';
import {
  deleteGame,
  deployGame,
  liveGameFromLog,
  liveGameRow,
  updateGame,
} from '../application/game-catalogue-service.ts';
import { readGameForm } from '../domain/game-form.ts';
import { gameDto } from './game-view.ts';

const tags = ['games'];
const security = [{ bearer: [] }];
type Deps = { deps: AppDeps; files: FileStore };

/** The poster of a form: checked (size, then magic bytes) and stored; null when the form has none. */
async function posterOf(files: FileStore, value: Parameters<typeof uploadIn>[0]) {
  const upload = uploadIn(value, 'image');
  if (!upload) return null;
  return files.put(GAME_IMAGE.bucket, checkUpload(GAME_IMAGE, 'image', upload));
}

/** Create and update take a poster, so they have a scope of their own: the guard runs before multipart reads anything. */
const gameFormRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  app.addHook('preValidation', requireRole(SUPER_ADMIN));
  await acceptUploads(app, { field: 'image', maxFileBytes: GAME_IMAGE.maxBytes, files: 1, fields: 20 });

  app.post(
    adminGameCreate.url,
    {
      schema: routeSchema(adminGameCreate, {
        summary: 'Deploy New Game: a game for the catalogue, with its poster (multipart)',
        description:
          'Every field is required but expired and install_size. platform: codes joined by commas (xb,ps,sw,pc); released and expired mm/dd/yyyy; install_size GB; is_survey_only 1/0. The poster is checked by size and content. Send the token as a Bearer header: multipart fields are read only after the guard.',
        tags,
        security,
        consumes: ['multipart/form-data', 'application/json'],
      }),
    },
    async (request) => {
      const { image, token: _token, ...fields } = request.body;
      const form = readGameForm(fields);
      // checked and stored only once the form is good; refused callers never reach here
      const poster = await posterOf(files, image);
      if (!poster) throw new ValidationError(REQUIRED_MESSAGE, { field: 'image' });
      const id = await deployGame(deps, actorOf(request), appendContext(request), form, poster);
      return ok({ game: gameDto(await liveGameRow(deps, id)) }, 'Game deployed');
    },
  );

  app.post(
    adminGameUpdate.url,
    {
      schema: routeSchema(adminGameUpdate, {
        summary: 'Edit Game: save the form (a poster is optional: without one the game keeps its own)',
        tags,
        security,
        consumes: ['multipart/form-data', 'application/json'],
      }),
    },
    async (request) => {
      const { image, game_id, token: _token, ...fields } = request.body;
      const form = readGameForm(fields);
      // a game that is not there stores no poster
      await liveGameFromLog(deps, game_id);
      const poster = await posterOf(files, image);
      await updateGame(deps, actorOf(request), appendContext(request), game_id, form, poster);
      return ok({ game: gameDto(await liveGameRow(deps, game_id)) }, 'Game updated');
    },
  );
};

/** The super admin's catalogue: Deploy New Game, Edit Game (its details, then Save), delete. */
export const adminGameRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  await app.register(gameFormRoutes, { deps, files });

  app.get(
    adminGameEdit.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminGameEdit, {
        summary: 'One game of the catalogue, for its Edit Game form',
        tags,
        security,
      }),
    },
    async (request) => ok({ game: gameDto(await liveGameRow(deps, request.query.game_id)) }),
  );

  app.post(
    adminGameDelete.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminGameDelete, {
        summary: 'Delete a game: it leaves every venue; play history keeps its name',
        tags,
        security,
      }),
    },
    async (request) => {
      await deleteGame(deps, actorOf(request), appendContext(request), request.body.game_id);
      return ok({}, 'Game deleted');
    },
  );
};
