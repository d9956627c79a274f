import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '@gamepod/events';
import Type from 'typebox';
import type { AppDeps } from '../../../app.ts';
import { requireRole, sessionOf } from '../../../auth/guards.ts';
import { appendContext } from '../../../auth/tenant.ts';
import { raiseEmergencyAlert } from '../../../domain/alert/emergency-alert-service.ts';
import { userActor } from '../../../domain/pod/pod-access.ts';
import { ok, Reply, withErrors } from '../../../schemas/reply.ts';
import { WithToken } from '../../../schemas/token.ts';
import { Id } from '../kiosk/pods/pod-schemas.ts';

const EmergencyBody = Type.Object(
  {
    lab_id: Id,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    expire: Type.Integer({
      minimum: EMERGENCY_EXPIRE_MIN,
      maximum: EMERGENCY_EXPIRE_MAX,
      description: 'seconds the pods show it before acknowledging it themselves',
    }),
    ...WithToken,
  },
  { additionalProperties: false },
);

/** The emergency alert, minimal until the alerts issue: raise it for a lab, and every pod there shows it. */
export const emergencyAlertRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/alerts/emergency',
    {
      preValidation: requireRole(3, 4),
      schema: {
        summary: "Raise an emergency alert on every pod of a lab (a client admin: their own client's labs only)",
        tags: ['alerts'],
        body: EmergencyBody,
        response: withErrors({ 200: Reply(Type.Object({ alert_id: Type.String(), pods: Type.Integer() })) }),
      },
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
