import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskCheckReady, kioskSchedule } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { podReady } from '../../application/kiosk/kiosk-activity-service.ts';
import { readLab } from '../../application/lab/read-lab.ts';
import { flag, kioskHours } from '../../application/pod/pod-session-data.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

const tags = ['kiosk'];

/** The kiosk page's own calls about its pod: the pod-ready poll, and its lab's hours on a new day. */
export const kioskSessionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    kioskCheckReady.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskCheckReady, {
        summary: 'Whether the pod is ready for the next player: no login is open on it any more',
        tags,
      }),
    },
    async (request) => ok({ ready: flag(await podReady(deps, kioskPodOf(request).id)) }),
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
