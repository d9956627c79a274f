import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError, ValidationError } from '@gamepod/events';
import { clientById, clientOptions, clientSettingsById, labsOfClient, navsOfClient } from '@gamepod/projections';
import Type from 'typebox';
import { requireRole, sessionOf } from '../../../../auth/guards.ts';
import { assertClientAccess } from '../../../../auth/tenant.ts';
import { caughtUp } from '../../../../domain/caught-up.ts';
import { SUPER_ADMIN } from '../../../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../../../schemas/reply.ts';
import { CLIENTS_READ_MODEL, type FleetDeps } from '../fleet-command.ts';
import { flag, WithToken } from '../fleet-schemas.ts';
import { ClientDetailsData, ClientOption, ClientQuery, NavsQuery, NavView } from './client-schemas.ts';
import { clientDetail, navView, ssoDetails } from './client-view.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];

/** The super admin's clients screens, client details and the pod form's navs (spec §7 "Kiosk management"). */
export const clientReadRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/kiosk/clients',
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: {
        summary: 'Every client as an option {id, value}, by name (super admin)',
        tags,
        security,
        querystring: Type.Object({ ...WithToken }, { additionalProperties: false }),
        response: withErrors({ 200: Reply(Type.Object({ clients: Type.Array(ClientOption) })) }),
      },
    },
    async () => {
      const rows = await clientOptions(deps.db);
      return ok({ clients: rows.map((c) => ({ id: c.id, value: c.name })) });
    },
  );

  app.get(
    '/admin/kiosk/client',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "One client's details, SSO settings, labs and navs (a client admin: their own client only)",
        tags,
        security,
        querystring: ClientQuery,
        response: withErrors({ 200: Reply(ClientDetailsData) }),
      },
    },
    async (request) => {
      const { client_id } = request.query;
      assertClientAccess(sessionOf(request), client_id);
      // opened right after Deploy New Client: the read model may not have it yet
      await caughtUp(deps, [CLIENTS_READ_MODEL], 'client', client_id);
      const row = await clientById(deps.db, client_id);
      if (!row) throw new NotFoundError('Client not found', { field: 'client_id' });
      const [labs, navs, settings] = await Promise.all([
        labsOfClient(deps.db, client_id),
        navsOfClient(deps.db, client_id),
        clientSettingsById(deps.db, client_id),
      ]);
      const client = clientDetail(row, settings);
      return ok({
        clients: [client],
        sso_details: ssoDetails(row),
        audio_url: client.audio_url,
        labs: labs.map((l) => ({ id: l.id, value: l.lab_name, admin_mode: flag(l.admin_mode) })),
        navs: navs.map(navView),
      });
    },
  );

  app.get(
    '/admin/kiosk/navs',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "A client's seat licences (navs) in seat order; a client admin always gets their own client's",
        tags,
        security,
        querystring: NavsQuery,
        response: withErrors({ 200: Reply(Type.Object({ navs: Type.Array(NavView) })) }),
      },
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
