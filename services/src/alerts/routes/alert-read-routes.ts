import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { alertsMarkRead } from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { PLAYER } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { markAlertRead } from '../application/player-alerts-service.ts';

/** The Important Alerts overlay's ticks: the player on this pod read an alert. */
export const alertReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    alertsMarkRead.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(alertsMarkRead, {
        summary: 'The player signed in on this pod ticked an alert as read; their next logins leave it out',
        description:
          'Needs the kiosk session key and the token of a player logged in on that pod. Ticking an alert already read does nothing; one that no longer shows here is 404.',
        tags: ['alerts'],
      }),
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
