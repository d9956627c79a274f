import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAlertsEmergency, adminAlertsEmergencyEnd, adminAlertsEmergencyList } from '@gamepod/contracts/http';
import { latestEmergencyAlerts } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { endEmergencyAlert, raiseEmergencyAlert } from '../application/emergency-alert-service.ts';
import { emergencyRows } from './emergency-alert-view.ts';

const tags = ['alerts'];
const security = [{ bearer: [] }];

/** How many of the latest emergency alerts the console lists. */
const LATEST = 20;

/**
 * The emergency alert from the console: raise one for everyone, a client or a lab (a super
 * admin anywhere, a client admin within their own client), end it early, and list the latest.
 */
export const emergencyAlertRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    adminAlertsEmergency.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminAlertsEmergency, {
        summary:
          "Raise an emergency alert on every pod of everyone, a client or a lab (a client admin: their own client's)",
        description: 'scope defaults to lab (with lab_id), as the first version of this call took only a lab.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { scope = 'lab', client_id = null, lab_id = null, title, content, expire } = request.body;
      const { user_id, role, client_id: own } = sessionOf(request);
      const result = await raiseEmergencyAlert(
        deps,
        { user_id, role, client_id: own },
        { scope: { scope, client_id, lab_id }, form: { title, content, expire } },
        appendContext(request),
      );
      return ok(result, 'Emergency alert raised');
    },
  );

  app.post(
    adminAlertsEmergencyEnd.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminAlertsEmergencyEnd, {
        summary: 'End an emergency alert before it expires: the pods in its scope take it off the screen',
        tags,
        security,
      }),
    },
    async (request) => {
      const { user_id, role, client_id } = sessionOf(request);
      await endEmergencyAlert(deps, { user_id, role, client_id }, request.body.alert_id, appendContext(request));
      return ok({}, 'Emergency alert ended');
    },
  );

  app.get(
    adminAlertsEmergencyList.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminAlertsEmergencyList, {
        summary:
          "The latest emergency alerts, newest first: every one for a super admin, a client admin's own client's",
        tags,
        security,
      }),
    },
    async (request) => {
      const { role, client_id } = sessionOf(request);
      const rows = await latestEmergencyAlerts(deps.db, role === SUPER_ADMIN ? null : client_id, LATEST);
      return ok({ alerts: await emergencyRows(deps.db, rows, clock()) });
    },
  );
};
