import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAlertsEmergency } from '@gamepod/contracts/http';
import type { AppDeps } from '../../../app-deps.ts';
import { raiseEmergencyAlert } from '../../../application/alert/emergency-alert-service.ts';
import { requireRole, sessionOf } from '../../../auth/guards.ts';
import { appendContext } from '../../../auth/tenant.ts';
import { userActor } from '../../../domain/pod/pod-access.ts';
import { ok } from '../../../schemas/reply.ts';
import { routeSchema } from '../../../schemas/route-schema.ts';

/** The emergency alert, minimal until the alerts issue: raise it for a lab, and every pod there shows it. */
export const emergencyAlertRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    adminAlertsEmergency.url,
    {
      preValidation: requireRole(3, 4),
      schema: routeSchema(adminAlertsEmergency, {
        summary: "Raise an emergency alert on every pod of a lab (a client admin: their own client's labs only)",
        tags: ['alerts'],
      }),
    },
    async (request) => {
      const { lab_id, title, content, expire } = request.body;
      const result = await raiseEmergencyAlert(
        deps,
        userActor(sessionOf(request)),
        { lab_id, form: { title, content, expire } },
        appendContext(request),
      );
      return ok(result);
    },
  );
};
