import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionFlask, sessionLogoutLog } from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { reportHelperLink } from '../application/kiosk-activity-service.ts';
import { logWebLogout } from '../application/web-logout-log.ts';

const tags = ['kiosk'];

/** `/session/flask` and `/session/logout_log`: what the kiosk page reports of its station and its players' logouts. */
export const stationReportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps: appDeps, clock },
) => {
  // the reports are stamped with the app's clock, as the activity is
  const deps = { ...appDeps, clock };
  app.post(
    sessionFlask.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(sessionFlask, {
        summary: "The kiosk page lost its link to the station's helper ('down') or got it back ('up')",
        tags,
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { state, message, pod_id_key } = request.body;
      if (pod_id_key !== undefined && pod_id_key !== pod.pod_id_key) {
        throw new ForbiddenError('pod_id_key is not the key of this pod');
      }
      const link = { state, message: state === 'down' ? (message ?? null) : null };
      return ok({ state, recorded: flag(await reportHelperLink(deps, pod, link)) });
    },
  );

  app.post(
    sessionLogoutLog.url,
    {
      preValidation: requireKioskSession,
      // a player held on another pod still logs out here
      config: { whileOnAnotherPod: true },
      schema: routeSchema(sessionLogoutLog, {
        summary: "The web logout log: why a player's session on this pod logged out",
        tags,
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { token, user_id, pod_id_key, logout_reason } = request.body;
      return ok({ recorded: flag(await logWebLogout(deps, pod, { token, user_id, pod_id_key, logout_reason })) });
    },
  );
};
