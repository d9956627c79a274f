import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskClientSaveSsoMetadata, adminKioskDeploymentClient } from '@gamepod/contracts/http';
import { uuidv7 } from '@gamepod/events';
import { clientById, clientSettingsById } from '@gamepod/projections';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { clientDecider, type SsoChanges } from '../domain/client-decider.ts';
import { clientFieldsFromDeploy } from '../domain/client-form.ts';
import { clientDetail } from './client-view.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
/** The data of a client write's reply: its details with its logo, colours and audio, as the details read shows them. */
export async function writtenClient(deps: FleetDeps, client_id: string) {
  const [row, settings] = await Promise.all([clientById(deps.db, client_id), clientSettingsById(deps.db, client_id)]);
  return { client_id, client: row ? clientDetail(row, settings) : null };
}

/** Empty means "none"; left out means "keep what is stored". */
const optional = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

/** Deploy clients, and their SSO settings (the edit is client-update-route.ts). */
export const clientWriteRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  const written = (client_id: string) => writtenClient(deps, client_id);

  app.post(
    adminKioskDeploymentClient.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskDeploymentClient, {
        summary: 'Deploy a new client with its 24 default navs (A1–A12, B1–B12); super admin only',
        tags,
        security,
      }),
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
    adminKioskClientSaveSsoMetadata.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientSaveSsoMetadata, {
        summary: "Save a client's SSO settings; entity, login, logout and certs are required when active is 1",
        tags,
        security,
      }),
    },
    async (request) => {
      const { client_id, active, entity, login, logout, certs, protocol, oidc_client_id } = request.body;
      const sso: SsoChanges = {
        active: active === 1,
        protocol,
        oidc_client_id: optional(oidc_client_id),
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
