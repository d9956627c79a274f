import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeleteLabApiKeys, adminKioskLabApiKeys } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { createApiKey, revokeApiKey } from '../application/lab-content-writes.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
/** A lab's API keys: create (the key is in this reply only) and delete. */
export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    adminKioskLabApiKeys.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabApiKeys, {
        summary: 'Make an API key for a lab; the key is in this reply only (stored as its SHA-256)',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, api_key_name } = request.body;
      const created = await createApiKey(deps, fleetCallOf(request), lab_id, api_key_name);
      return ok(created, 'Api key created; copy it now, it is not shown again');
    },
  );

  app.post(
    adminKioskDeleteLabApiKeys.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteLabApiKeys, {
        summary: 'Delete an API key of a lab; replies with the keys left',
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, lab_id } = request.body;
      const apikeys = await revokeApiKey(deps, fleetCallOf(request), lab_id, id);
      return ok({ apikeys }, 'Api key deleted');
    },
  );
};
