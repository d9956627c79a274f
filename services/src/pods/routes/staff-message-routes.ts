import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podStaffMessages, podStaffMessagesAcknowledge } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { acknowledgeStaffMessages, staffMessagesToShow } from '../application/staff-message-inbox.ts';

const tags = ['kiosk'];
const guard =
  "Not in the spec. Needs the page's live session_id_key (400 without, 401 'Session Id invalid!'); the pod is that session's.";

/**
 * The floor's messages as the pod's kiosk page reads and acknowledges them, so a message sent
 * while the page was not running still shows once when it connects. The page's kiosk session
 * names the pod: no caller reads or acknowledges another pod's messages.
 */
export const staffMessageRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.get(
    podStaffMessages.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(podStaffMessages, {
        summary: 'The staff messages the pod has still to show: not acknowledged, and sent in the last 15 minutes',
        description: guard,
        tags,
      }),
    },
    async (request) => ok(await staffMessagesToShow(deps, kioskPodOf(request).id, clock())),
  );
  app.post(
    podStaffMessagesAcknowledge.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(podStaffMessagesAcknowledge, {
        summary: "The pod's kiosk is done with its staff messages up to the one sent at sent_at",
        description: `${guard} 404 when no message to the pod was sent at sent_at.`,
        tags,
      }),
    },
    async (request) => ok(await acknowledgeStaffMessages(deps, kioskPodOf(request), request.body.sent_at, clock())),
  );
};
