import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskGetClientThemeLogo,
  adminKioskUpdateClientRgbPallet,
  adminKioskUpdateClientThemeLogo,
} from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError, ValidationError } from '@gamepod/events';
import { clientById, clientSettingsById } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { MAX_UPLOAD_BYTES } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { acceptUploads } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { clientSettingsDecider } from '../domain/client-settings-decider.ts';
import { checkSettingsForm, saveSettings } from './client-settings-form.ts';
import { clientSettingsView } from './client-view.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
const readModels = ['clients'] as const;
type Deps = { deps: FleetDeps; files: FileStore };

/**
 * The client a settings call is about: a super admin's choice (required), a client admin's
 * own. `force` answers a client admin naming another client with their own (reads); without
 * it that is a 403 (writes). 404 when the client does not exist.
 */
export async function settingsClient(
  deps: FleetDeps,
  request: FastifyRequest,
  requested: string | undefined,
  force: boolean,
) {
  const session = sessionOf(request);
  let clientId: string;
  if (session.role === SUPER_ADMIN) {
    if (!requested) throw new ValidationError('client_id: is required', { field: 'client_id' });
    clientId = requested;
  } else {
    if (!session.client_id) throw new ForbiddenError();
    clientId = force || !requested ? session.client_id : requested;
    assertClientAccess(session, clientId);
  }
  if (!(await clientById(deps.db, clientId))) throw new NotFoundError('Client not found', { field: 'client_id' });
  return clientId;
}

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
      const client_id = await settingsClient(deps, request, body.client_id, false);
      const save = { deps, files };
      return ok(await saveSettings(save, request, client_id, checked), 'Settings saved');
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
      const client_id = await settingsClient(deps, request, request.query.client_id, true);
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
      const client_id = await settingsClient(deps, request, request.body.client_id, false);
      const command = { type: 'SetLedDefault' as const, actor: actorOf(request), client_id, led_type, pallet_id };
      await runFleetCommand(deps, request, clientSettingsDecider, client_id, command, readModels);
      const view = clientSettingsView(client_id, await clientSettingsById(deps.db, client_id));
      return ok(view, 'LED settings saved');
    },
  );
};
