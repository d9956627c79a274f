import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { uuidv7 } from '@gamepod/events';
import { clientById } from '@gamepod/projections';
import Type from 'typebox';
import { CLIENT_DEACTIVATED_REASON, endSessionsOfClient } from '../../application/user/logout-service.ts';
import { requireRole } from '../../auth/guards.ts';
import { clientDecider, deployed, type SsoChanges } from '../../domain/client/client-decider.ts';
import { clientChangesFromUpdate, clientFieldsFromDeploy } from '../../domain/client/client-form.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { ClientDetail, DeployClientBody, SsoBody, UpdateClientBody } from './client-schemas.ts';
import { clientDetail } from './client-view.ts';
import { actorOf, type FleetDeps, runFleetCommand } from './fleet-command.ts';
import { Nullable } from './fleet-schemas.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
const WrittenClient = Reply(
  Type.Object({
    client_id: Type.String(),
    // null only when the read model lagged past the bounded wait
    client: Nullable(ClientDetail),
  }),
);

/** Empty means "none"; left out means "keep what is stored". */
const optional = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

/** Deploy and edit clients, and their SSO settings. */
export const clientWriteRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  const written = async (client_id: string) => {
    const row = await clientById(deps.db, client_id);
    return { client_id, client: row ? clientDetail(row) : null };
  };

  app.post(
    '/admin/kiosk/deployment/client',
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: {
        summary: 'Deploy a new client with its 24 default navs (A1–A12, B1–B12); super admin only',
        tags,
        security,
        body: DeployClientBody,
        response: withErrors({ 200: WrittenClient }),
      },
    },
    async (request) => {
      const fields = clientFieldsFromDeploy(request.body);
      const id = uuidv7();
      const actor = actorOf(request);
      await runFleetCommand(deps, request, clientDecider, id, { type: 'Deploy', actor, fields }, ['clients']);
      return ok(await written(id), 'Client deployed');
    },
  );

  app.post(
    '/admin/kiosk/clients/update',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "Edit a client's details (fields left out stay as they are); a client admin: their own client only",
        tags,
        security,
        body: UpdateClientBody,
        response: withErrors({ 200: WrittenClient }),
      },
    },
    async (request) => {
      const changes = clientChangesFromUpdate(request.body);
      const client_id = request.body.edit_id;
      const command = { type: 'Update' as const, actor: actorOf(request), client_id, changes };
      // the auth read model must hold every session started before a deactivation, so none is missed
      const { state } = await runFleetCommand(deps, request, clientDecider, client_id, command, [
        'clients',
        'auth_sessions',
      ]);
      // an inactive client's people are signed out, also when it was inactive already: that
      // finishes the job if a first try stopped between the append and the sessions
      if (!deployed(state).fields.is_active) {
        await endSessionsOfClient({ ...deps, clock }, client_id, CLIENT_DEACTIVATED_REASON);
      }
      return ok(await written(client_id), 'Client updated');
    },
  );

  app.post(
    '/admin/kiosk/client/save_sso_metadata',
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: {
        summary: "Save a client's SSO settings; entity, login, logout and certs are required when active is 1",
        tags,
        security,
        body: SsoBody,
        response: withErrors({ 200: WrittenClient }),
      },
    },
    async (request) => {
      const { client_id, active, entity, login, logout, certs } = request.body;
      const sso: SsoChanges = {
        active: active === 1,
        entity: optional(entity),
        login: optional(login),
        logout: optional(logout),
        certs: optional(certs),
      };
      const command = { type: 'SaveSso' as const, actor: actorOf(request), sso };
      await runFleetCommand(deps, request, clientDecider, client_id, command, ['clients']);
      return ok(await written(client_id), 'SSO settings saved');
    },
  );
};
