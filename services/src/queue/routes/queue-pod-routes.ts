import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskQueueHold, userQueueLimit } from '@gamepod/contracts/http';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { holdOfPod, myQueueLimit } from '../application/pod-queue-view.ts';
import type { QueueDeps } from '../application/queue-deps.ts';

/** The queue as a pod's kiosk shows it: the hold on its login screen, the limit on its player's dashboard. */
export const queuePodRoutes: FastifyPluginAsyncTypebox<{ deps: QueueDeps }> = async (app, { deps }) => {
  app.get(
    kioskQueueHold.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskQueueHold, {
        summary: 'The hold on the kiosk\'s pod for the next in line: "Reserved for {name}" and its countdown',
        description:
          "The page's session key. The page reads it when it loads and when its socket reconnects; `status.queue_hold` on `pod.<id>` brings each change.",
        tags: ['kiosk', 'queue'],
      }),
    },
    async (request) => ok({ hold: await holdOfPod(deps, kioskPodOf(request)) }),
  );

  app.get(
    userQueueLimit.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userQueueLimit, {
        summary: "The session limit while people wait in the lab's queue, on the caller's pod session",
        description:
          'applies false for a session not on a pod, in a paid lab, or while nobody waits; `status.queue_limit` on `pod.<id>` brings each change.',
        tags: ['queue'],
        security: [{ bearer: [] }],
      }),
    },
    async (request) => ok(await myQueueLimit(deps, sessionOf(request).token_hash)),
  );
};
