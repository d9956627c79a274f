import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskEditLab, adminKioskLabs } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { clientById, labsOfClient } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { actorOf } from '../../auth/request-actors.ts';
import { tenantScope } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { labDetails, labOption, visibleLab } from '../application/lab-views.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];

/** The labs list and the edit-lab screen's read. */
export const labReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskLabs.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabs, {
        summary:
          "Labs as options {id, value, admin_mode}: a client admin's own; a super admin's chosen client's, or all",
        tags,
        security,
      }),
    },
    async (request) => {
      const scope = tenantScope(sessionOf(request), request.query.client_id);
      if (scope.kind === 'client' && sessionOf(request).role === SUPER_ADMIN) {
        if (!(await clientById(deps.db, scope.clientId))) {
          throw new NotFoundError('Client not found', { field: 'client_id' });
        }
      }
      const rows = await labsOfClient(deps.db, scope.kind === 'all' ? null : scope.clientId);
      return ok({ labs: rows.map(labOption) });
    },
  );

  app.get(
    adminKioskEditLab.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskEditLab, {
        summary: 'One lab with its schedule (AM/PM), overrides, allowed IPs, RSS feeds and API keys',
        tags,
        security,
      }),
    },
    async (request) => ok(await labDetails(deps, await visibleLab(deps, actorOf(request), request.query.lab_id))),
  );
};
