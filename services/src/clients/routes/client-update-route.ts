import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskClientsUpdate } from '@gamepod/contracts/http';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { MAX_UPLOAD_BYTES } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { CLIENT_DEACTIVATED_REASON, endSessionsOfClient } from '../../users/application/logout-service.ts';
import { clientDecider, deployed } from '../domain/client-decider.ts';
import { clientChangesFromUpdate } from '../domain/client-form.ts';
import { changesSettings, checkSettingsForm, saveSettings } from './client-settings-form.ts';
import { writtenClient } from './clients-write-routes.ts';

type Deps = { deps: FleetDeps; files: FileStore; clock: () => Date };

/**
 * Edit a client: its details, and in the same form its logo, theme colours and audio, as
 * Save Account Settings takes them. A form with files comes as multipart, so this route
 * has a scope of its own (the role guard runs before any of the body is read).
 */
export const clientUpdateRoute: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files, clock }) => {
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
      const command = { type: 'Update' as const, actor: actorOf(request), client_id, changes };
      // the auth read model must hold every session started before a deactivation, so none is missed
      const { state } = await runFleetCommand(deps, request, clientDecider, client_id, command, [
        'clients',
        'auth_sessions',
      ]);
      // the decider let the caller edit this client: its files may be stored now
      if (changesSettings(settings)) {
        await saveSettings({ deps, files }, request, client_id, settings);
      }
      // an inactive client's people are signed out, also when it was inactive already: that
      // finishes the job if a first try stopped between the append and the sessions
      if (!deployed(state).fields.is_active) {
        await endSessionsOfClient({ ...deps, clock }, client_id, CLIENT_DEACTIVATED_REASON);
      }
      return ok(await writtenClient(deps, client_id), 'Client updated');
    },
  );
};
