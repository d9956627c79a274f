import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '@gamepod/events';
import { clientById, labsOfClient } from '@gamepod/projections';
import Type from 'typebox';
import { requireRole, sessionOf } from '../../../../auth/guards.ts';
import { tenantScope } from '../../../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../../../schemas/reply.ts';
import type { FleetDeps } from '../fleet-command.ts';
import { LabDetailsData, LabOption, LabQuery, LabsQuery } from './lab-schemas.ts';
import { labDetails, labOption, visibleLab } from './lab-view.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];

/** The labs list and the edit-lab screen's read. */
export const labReadRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/kiosk/labs',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary:
          "Labs as options {id, value, admin_mode}: a client admin's own; a super admin's chosen client's, or all",
        tags,
        security,
        querystring: LabsQuery,
        response: withErrors({ 200: Reply(Type.Object({ labs: Type.Array(LabOption) })) }),
      },
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
    '/admin/kiosk/edit/lab',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: 'One lab with its schedule (AM/PM), overrides, allowed IPs, RSS feeds and API keys',
        tags,
        security,
        querystring: LabQuery,
        response: withErrors({ 200: Reply(LabDetailsData) }),
      },
    },
    async (request) => ok(await labDetails(deps, await visibleLab(deps, request, request.query.lab_id))),
  );
};
