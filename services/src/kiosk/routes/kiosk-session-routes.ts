import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskCheckReady, kioskReportStuckSession, kioskSchedule } from '@gamepod/contracts/http';
import { UnauthorizedError } from '@gamepod/events';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession, SESSION_ID_INVALID } from '../../auth/kiosk-session.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import { flag, kioskHours } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { podReady, reportStuckSessions } from '../application/station-page-sessions.ts';

const tags = ['kiosk'];

/** The sha256 of a guarded kiosk route's session_id_key. */
function kioskSessionHashOf(request: FastifyRequest): string {
  if (!request.kioskSessionHash) throw new UnauthorizedError(SESSION_ID_INVALID);
  return request.kioskSessionHash;
}

/** The kiosk page's own calls about its pod: the pod-ready poll, and its lab's hours on a new day. */
export const kioskSessionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    kioskCheckReady.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskCheckReady, {
        summary: "Whether the pod is ready for the next player: no login of this page's is open on it any more",
        description:
          'Counts the pod logins signed in on this kiosk page, and those whose page is unknown; logins of other kiosk sessions of the pod (a page since restarted, a pod-key holder) do not hold it up.',
        tags,
      }),
    },
    async (request) => ok({ ready: flag(await podReady(deps, kioskPodOf(request).id, kioskSessionHashOf(request))) }),
  );

  app.post(
    kioskReportStuckSession.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskReportStuckSession, {
        summary: 'The ready wait ran out: the logins this page still waits for are reported stuck, once each',
        description: 'Staff see them as stuck sessions on the pod and may end them; nothing is appended for none.',
        tags,
      }),
    },
    async (request) =>
      ok({ reported: await reportStuckSessions(deps, kioskPodOf(request).id, kioskSessionHashOf(request)) }),
  );

  app.get(
    kioskSchedule.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskSchedule, {
        summary: "Today's and tomorrow's hours of the pod's lab, as the pod session data has them",
        description:
          'A kiosk that runs past midnight in its lab reads the new day here; the pod session keeps the old.',
        tags,
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const lab = await readLab(deps.store, pod.lab_id);
      // a pod stands in a lab of its own client, and labs are never deleted
      if (!lab) throw new Error(`pod ${pod.id} has no lab ${pod.lab_id}`);
      return ok(kioskHours(lab, new Date()));
    },
  );
};
