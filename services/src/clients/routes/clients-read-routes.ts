import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskClient, adminKioskClients, adminKioskNavs } from '@gamepod/contracts/http';
import { NotFoundError, ValidationError } from '@gamepod/events';
import { clientById, clientOptions, clientSettingsById, labsOfClient, navsOfClient } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { caughtUp } from '../../application/caught-up.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { configuredPublicUrl, type SsoOptions } from '../../sso/application/sso-deps.ts';
import { tenantUrls } from '../../sso/domain/tenant-urls.ts';
import { clientSsoDetails } from '../application/client-sso-details.ts';
import { clientDetail, navView } from '../application/client-views.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];

/** The super admin's clients screens, client details and the pod form's navs. */
export const clientReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; sso: SsoOptions }> = async (
  app,
  { deps, sso },
) => {
  app.get(
    adminKioskClients.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClients, {
        summary: 'Every client as an option {id, value}, by name (super admin)',
        tags,
        security,
      }),
    },
    async () => {
      const rows = await clientOptions(deps.db);
      return ok({ clients: rows.map((c) => ({ id: c.id, value: c.name })) });
    },
  );

  app.get(
    adminKioskClient.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskClient, {
        summary: "One client's details, SSO settings, labs and navs (a client admin: their own client only)",
        tags,
        security,
      }),
    },
    async (request) => {
      const { client_id } = request.query;
      assertClientAccess(sessionOf(request), client_id);
      // opened right after Deploy New Client: the read model may not have it yet
      await caughtUp(deps, ['clients'], 'client', client_id);
      const row = await clientById(deps.db, client_id);
      if (!row) throw new NotFoundError('Client not found', { field: 'client_id' });
      const [labs, navs, settings, sso_details] = await Promise.all([
        labsOfClient(deps.db, client_id),
        navsOfClient(deps.db, client_id),
        clientSettingsById(deps.db, client_id),
        clientSsoDetails(deps.store, client_id),
      ]);
      const client = clientDetail(row, settings, tenantUrls(configuredPublicUrl(sso), client_id));
      return ok({
        clients: [client],
        sso_details,
        audio_url: client.audio_url,
        labs: labs.map((l) => ({ id: l.id, value: l.lab_name, admin_mode: flag(l.admin_mode) })),
        navs: navs.map(navView),
      });
    },
  );

  app.get(
    adminKioskNavs.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskNavs, {
        summary: "A client's seat licences (navs) in seat order; a client admin always gets their own client's",
        tags,
        security,
      }),
    },
    async (request) => {
      const session = sessionOf(request);
      // lists are filtered to the session's client, whatever a client admin asks for
      const clientId = session.role === SUPER_ADMIN ? request.query.client_id : session.client_id;
      if (!clientId) throw new ValidationError('client_id: is required', { field: 'client_id' });
      if (!(await clientById(deps.db, clientId))) throw new NotFoundError('Client not found', { field: 'client_id' });
      return ok({ navs: (await navsOfClient(deps.db, clientId)).map(navView) });
    },
  );
};
