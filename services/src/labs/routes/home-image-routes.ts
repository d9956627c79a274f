import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeleteLabHomeimage, adminKioskUploadLabHomeimage } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { checkUpload, HOME_IMAGE } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads, uploadIn } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { removeHomeImage, setHomeImage } from '../application/lab-content-writes.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
type Deps = { deps: AppDeps; files: FileStore };

/** The upload in a scope of its own, so multipart parsing exists only here and runs only after the guard. */
const uploadRoute: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  // hooks run in the order they are added: the role guard before multipart reads the body
  app.addHook('preValidation', requireRole(3, SUPER_ADMIN));
  await acceptUploads(app, { field: 'homeimage', maxFileBytes: HOME_IMAGE.maxBytes, files: 1, fields: 4 });

  app.post(
    adminKioskUploadLabHomeimage.url,
    {
      schema: routeSchema(adminKioskUploadLabHomeimage, {
        summary:
          "Put an image into a lab's banner, left or right home screen slot (multipart: homeimage, type, lab_id)",
        description:
          'Send the token as a Bearer header: multipart fields are read only after the guard. The content decides the type (PNG, JPEG, GIF, WebP); a name or declared type that says otherwise is refused.',
        tags,
        security,
        consumes: ['multipart/form-data'],
      }),
    },
    async (request) => {
      const { lab_id, type: slot } = request.body;
      const upload = uploadIn(request.body.homeimage, 'homeimage');
      if (!upload) throw new ValidationError('homeimage: is required', { field: 'homeimage' });
      const checked = checkUpload(HOME_IMAGE, 'homeimage', upload);
      const images = await setHomeImage({ ...deps, files }, fleetCallOf(request), lab_id, slot, checked);
      return ok(images, 'Home image uploaded');
    },
  );
};

/** A lab's home screen images: upload into a slot, delete a slot. */
export const homeImageRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  await app.register(uploadRoute, { deps, files });

  app.post(
    adminKioskDeleteLabHomeimage.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteLabHomeimage, {
        summary: "Empty one of a lab's home screen slots; replies with the slots' images",
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, type: slot } = request.body;
      return ok(await removeHomeImage(deps, fleetCallOf(request), lab_id, slot), 'Home image deleted');
    },
  );
};
