import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskClientSaveSsoMetadata, adminKioskDeploymentClient } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { deployClient, saveSso } from '../application/client-writes.ts';
import { clientFieldsFromDeploy, ssoChangesFromForm } from '../domain/client-form.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];
/** Deploy clients, and their SSO settings (the edit is client-update-route.ts). */
export const clientWriteRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
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
      return ok(await deployClient(deps, fleetCallOf(request), fields), 'Client deployed');
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
      const { client_id } = request.body;
      const sso = ssoChangesFromForm(request.body);
      return ok(await saveSso(deps, fleetCallOf(request), client_id, sso), 'SSO settings saved');
    },
  );
};
