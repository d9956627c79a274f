import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskGetClientThemeLogo,
  adminKioskUpdateClientRgbPallet,
  adminKioskUpdateClientThemeLogo,
} from '@gamepod/contracts/http';
import { clientSettingsById } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { actorOf, fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { MAX_UPLOAD_BYTES } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { checkSettingsForm, saveSettings, setLedDefault } from '../application/client-settings-writes.ts';
import { clientSettingsView } from '../application/client-views.ts';
import { settingsClient } from '../application/settings-client.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
type Deps = { deps: AppDeps; files: FileStore };

/** Save Account Settings: multipart (logo and audio files) or JSON (colours only). */
const updateRoute: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  // hooks run in the order they are added: the role guard before multipart reads the body
  app.addHook('preValidation', requireRole(3, SUPER_ADMIN));
  await acceptUploads(app, { field: 'logo', maxFileBytes: MAX_UPLOAD_BYTES, files: 2, fields: 10 });

  app.post(
    adminKioskUpdateClientThemeLogo.url,
    {
      schema: routeSchema(adminKioskUpdateClientThemeLogo, {
        summary: "Save a client's logo, theme colours and palette, and audio; only what is sent changes",
        description:
          'multipart/form-data (or JSON without files). Errors carry msg_key admin-setting-logo-format-error, admin-setting-logo-size-error, admin-setting-color-format-error, admin-setting-audio-format-error or admin-setting-audio-size-error. The content decides a file’s type; a name or declared type that says otherwise is refused.',
        tags,
        security,
        consumes: ['multipart/form-data', 'application/json'],
      }),
    },
    async (request) => {
      const body = request.body;
      const checked = checkSettingsForm(body);
      // refused callers store nothing: the client is checked before any file is kept
      const client_id = await settingsClient(deps, actorOf(request), body.client_id, false);
      return ok(await saveSettings({ ...deps, files }, fleetCallOf(request), client_id, checked), 'Settings saved');
    },
  );
};

/** Account Settings: logo, theme and audio, and the LED defaults of a client's pods. */
export const clientSettingsRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, { deps, files }) => {
  await app.register(updateRoute, { deps, files });

  app.get(
    adminKioskGetClientThemeLogo.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskGetClientThemeLogo, {
        summary: "A client's logo, theme colours (defaults filled in), palette, audio and LED defaults",
        description: 'A client admin always gets their own client’s.',
        tags,
        security,
      }),
    },
    async (request) => {
      const client_id = await settingsClient(deps, actorOf(request), request.query.client_id, true);
      return ok(clientSettingsView(client_id, await clientSettingsById(deps.db, client_id)));
    },
  );

  app.post(
    adminKioskUpdateClientRgbPallet.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskUpdateClientRgbPallet, {
        summary: "Choose the colour one LED strip (led1, led2) of the client's pods shows by default",
        tags,
        security,
      }),
    },
    async (request) => {
      const { pallet_id, led_type } = request.body;
      const client_id = await settingsClient(deps, actorOf(request), request.body.client_id, false);
      return ok(
        await setLedDefault(deps, fleetCallOf(request), client_id, { led_type, pallet_id }),
        'LED settings saved',
      );
    },
  );
};
