import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskClientsUpdate } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { MAX_UPLOAD_BYTES } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { configuredPublicUrl, type SsoOptions } from '../../sso/application/sso-deps.ts';
import { checkSettingsForm } from '../application/client-settings-writes.ts';
import { updateClient } from '../application/client-writes.ts';
import { clientChangesFromUpdate } from '../domain/client-form.ts';

type Deps = { deps: AppDeps; files: FileStore; clock: () => Date; sso: SsoOptions };

/**
 * Edit a client: its details, and in the same form its logo, theme colours and audio, as
 * Save Account Settings takes them. A form with files comes as multipart, so this route
 * has a scope of its own (the role guard runs before any of the body is read).
 */
export const clientUpdateRoute: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files, clock, sso }) => {
  app.addHook('preValidation', requireRole(3, SUPER_ADMIN));
  await acceptUploads(app, { field: 'logo', maxFileBytes: MAX_UPLOAD_BYTES, files: 2, fields: 40 });

  app.post(
    adminKioskClientsUpdate.url,
    {
      schema: routeSchema(adminKioskClientsUpdate, {
        summary:
          "Edit a client's details, and its logo, colours and audio (fields left out stay as they are); a client admin: their own client only",
        description:
          'JSON, or multipart/form-data with the logo and audio files. The settings fields answer as Save Account Settings does (update_client_theme_logo). Bad input of either part changes nothing.',
        tags: ['clients'],
        security: [{ bearer: [] }],
        consumes: ['application/json', 'multipart/form-data'],
      }),
    },
    async (request) => {
      const { edit_id: client_id, is_active, ...form } = request.body;
      // both parts are checked before anything is stored or appended
      const settings = checkSettingsForm(form);
      const changes = clientChangesFromUpdate({
        ...form,
        ...(is_active === undefined ? {} : { is_active: Number(is_active) === 1 ? 1 : 0 }),
      });
      const client = await updateClient({ ...deps, files, clock }, fleetCallOf(request), client_id, {
        changes,
        settings,
        publicUrl: configuredPublicUrl(sso),
      });
      return ok(client, 'Client updated');
    },
  );
};
