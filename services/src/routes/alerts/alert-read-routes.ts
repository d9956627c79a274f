import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarkAlertReadBody } from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import Type from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { markAlertRead } from '../../application/alert/player-alerts-service.ts';
import { sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { PLAYER } from '../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';

/** The Important Alerts overlay's ticks: the player on this pod read an alert. */
export const alertReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    '/alerts/mark_read',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'The player signed in on this pod ticked an alert as read; their next logins leave it out',
        description:
          'Needs the kiosk session key and the token of a player logged in on that pod. Ticking an alert already read does nothing; one that no longer shows here is 404.',
        tags: ['alerts'],
        body: MarkAlertReadBody,
        response: withErrors({ 200: Reply(Type.Object({ alert_id: Type.String() })) }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const pod = kioskPodOf(request);
      if (session.role !== PLAYER || session.pod_id !== pod.id) throw new ForbiddenError();
      const { alert_id } = request.body;
      await markAlertRead(
        deps,
        { userId: session.user_id, podId: pod.id, alertId: alert_id, now: clock() },
        appendContext(request),
      );
      return ok({ alert_id }, 'Alert read');
    },
  );
};
